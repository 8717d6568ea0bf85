/** The hotel restaurant's menu as a schema.org Menu (sections and items with INR prices), for `hasMenu`. */
import type { Menu } from 'schema-dts';

export interface MenuDishFacts {
  name: string;
  description: string;
  /** Whole rupees. */
  price: number;
  category: string;
}

/** Sections in the order of `categories`; categories without dishes are left out. */
export function menuLd(name: string, categories: readonly string[], dishes: readonly MenuDishFacts[]): Menu {
  return {
    '@type': 'Menu',
    name,
    hasMenuSection: categories
      .map((category) => ({ category, items: dishes.filter((dish) => dish.category === category) }))
      .filter((section) => section.items.length > 0)
      .map((section) => ({
        '@type': 'MenuSection',
        name: section.category,
        hasMenuItem: section.items.map((dish) => ({
          '@type': 'MenuItem',
          name: dish.name,
          description: dish.description,
          suitableForDiet: 'https://schema.org/VegetarianDiet',
          offers: { '@type': 'Offer', price: dish.price, priceCurrency: 'INR' },
        })),
      })),
  } as Menu;
}
