/**
 * The sweets home grid's words in English (issue #44; strings/shop.ts `grid`).
 */
import type { Translation } from '../../i18n/ui-strings.ts';

export const EN_GRID = {
  chips: 'Filter by category',
  loading: 'Loading our sweets...',
  products: 'Products',
  showFewer: 'Show fewer',
  seeAll: 'See all {count} sweets',
  explore: 'Explore the full collection',
} as const;

export type GridWords = Translation<typeof EN_GRID>;
