/**
 * The Full Menu filter of /hotels-banquet (storefront §4 "Menu panel"; FEATURES HOTEL-08, HOTEL-09):
 * a category (default "All") and a search text that narrows by case-insensitive name match; the two
 * combine. Categories are offered in menu order (MENU_CATEGORIES of the dish schema, passed in so
 * this module stays free of the schema library in the browser), only those that have dishes.
 */

export const ALL_DISHES = 'All';

export interface MenuFilter {
  /** "All" or one of the menu categories. */
  category: string;
  search: string;
}

export const DEFAULT_MENU_FILTER: Readonly<MenuFilter> = { category: ALL_DISHES, search: '' };

interface Dish {
  name: string;
  category: string;
}

/** Whether a dish's name contains the search text, ignoring case and surrounding spaces. */
export function matchesSearch(dish: Dish, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('en-IN');
  return needle === '' || dish.name.toLocaleLowerCase('en-IN').includes(needle);
}

/** Dishes in the chosen category ("All": every one) whose names match the search text. */
export function filterDishes<T extends Dish>(dishes: readonly T[], filter: MenuFilter): T[] {
  return dishes.filter(
    (dish) => (filter.category === ALL_DISHES || dish.category === filter.category) && matchesSearch(dish, filter.search),
  );
}

/** "All", then each category of `menuOrder` that has at least one dish, in that order. */
export function menuCategories(dishes: readonly Dish[], menuOrder: readonly string[]): string[] {
  const present = new Set(dishes.map((dish) => dish.category));
  return [ALL_DISHES, ...menuOrder.filter((category) => present.has(category))];
}

/** Dishes in menu order: by category as `menuOrder` lists them, then by their order inside it. */
export function sortDishes<T extends Dish & { order: number }>(dishes: readonly T[], menuOrder: readonly string[]): T[] {
  const rank = (category: string) => menuOrder.indexOf(category);
  return dishes.toSorted((a, b) => rank(a.category) - rank(b.category) || a.order - b.order || a.name.localeCompare(b.name));
}
