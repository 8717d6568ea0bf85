/**
 * The dietary badges, in the order they are shown (issue #12): the vegetarian mark on everything,
 * then the product's own tags (lib/catalogue/dietary.ts). One table for every place badges appear.
 */
import { DIET_TAGS, type DietTag } from './dietary.ts';
import { EN_CARD } from './shop-words/card.ts';

export type DietBadge = 'vegetarian' | DietTag;

/** The badges' names in a language (strings/shop.ts `card.diet`, issue #44). */
export type DietBadgeLabels = Readonly<Record<DietBadge, string>>;

/** The badges with their names in a language; English by default. */
export function dietBadges(labels: DietBadgeLabels = EN_CARD.diet): { value: DietBadge; label: string; always: boolean }[] {
  return [{ value: 'vegetarian', label: labels.vegetarian, always: true }, ...DIET_TAGS.map((value) => ({ value, label: labels[value], always: false }))];
}

export const DIET_BADGES: readonly { value: DietBadge; label: string; always: boolean }[] = dietBadges();
