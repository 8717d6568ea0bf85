/**
 * Dietary and occasion facts of a product, as the catalogue filters and the badges use them
 * (issue #12): one table of the filters, defined once for the logic, the filter panel and the
 * badges. Everything is vegetarian; the rest comes from the product's dietaryInfo and shelf life.
 * A product whose dietary facts are unknown matches none of the dietary filters.
 */
import type { DietaryInfo } from './product-schema.ts';

export const DIET_TAGS = ['jain', 'vegan', 'gluten-free', 'sugar-free', 'nut-free', 'contains-nuts', 'ships-well'] as const;
export type DietTag = (typeof DIET_TAGS)[number];

/**
 * The filters in the panel's order, with their labels in the page's language (issue #44;
 * strings/shop.ts `catalogue.dietFilters`).
 */
export function dietFilters(labels: Readonly<Record<DietTag, string>>): { value: DietTag; label: string }[] {
  return DIET_TAGS.map((value) => ({ value, label: labels[value] }));
}

/** Shelf life from which a product travels to other cities and abroad. */
export const SHIPS_WELL_DAYS = 30;

/** Allergens that count as nuts (tree nuts and peanuts), matched by word, ignoring case and plurals. */
const NUT_WORDS = ['almond', 'cashew', 'pistachio', 'walnut', 'peanut', 'groundnut', 'hazelnut', 'pecan', 'macadamia', 'nut'];

export function isDietTag(value: string): value is DietTag {
  return (DIET_TAGS as readonly string[]).includes(value);
}

export function isNutAllergen(allergen: string): boolean {
  return allergen
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => NUT_WORDS.includes(word.replace(/s$/, '')));
}

/** "15 Days", "30 Days (sealed tin)", "2 weeks", "1 month" -> days; undefined when not stated. */
export function shelfLifeDays(text: string | undefined): number | undefined {
  const match = text?.toLowerCase().match(/(\d+(?:\.\d+)?)\s*(day|week|month|year)/);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2];
  const perUnit = unit === 'week' ? 7 : unit === 'month' ? 30 : unit === 'year' ? 365 : 1;
  return Math.round(amount * perUnit);
}

/** The tags a product carries, in DIET_TAGS order. */
export function dietTags(dietary: DietaryInfo | undefined, shelfLife: string | undefined): DietTag[] {
  const tags = new Set<DietTag>();
  if (dietary) {
    if (dietary.isJain) tags.add('jain');
    if (dietary.isVegan) tags.add('vegan');
    if (dietary.isGlutenFree) tags.add('gluten-free');
    if (dietary.isSugarFree) tags.add('sugar-free');
    tags.add(dietary.allergens.some(isNutAllergen) ? 'contains-nuts' : 'nut-free');
  }
  if ((shelfLifeDays(shelfLife) ?? 0) >= SHIPS_WELL_DAYS) tags.add('ships-well');
  return DIET_TAGS.filter((tag) => tags.has(tag));
}
