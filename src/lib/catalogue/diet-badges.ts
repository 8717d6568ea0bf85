/**
 * The dietary badges, in the order they are shown (issue #12): the vegetarian mark on everything,
 * then the product's own tags (lib/catalogue/dietary.ts). One table for every place badges appear.
 */
import { DIET_FILTERS, type DietTag } from './dietary.ts';

export type DietBadge = 'vegetarian' | DietTag;

const SHORT_LABELS: Partial<Record<DietTag, string>> = { jain: 'Jain', 'ships-well': 'Ships well' };

export const DIET_BADGES: readonly { value: DietBadge; label: string; always: boolean }[] = [
  { value: 'vegetarian', label: 'Vegetarian', always: true },
  ...DIET_FILTERS.map((filter) => ({ value: filter.value, label: SHORT_LABELS[filter.value] ?? filter.label, always: false })),
];
