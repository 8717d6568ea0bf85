/**
 * Catalogue paging (storefront §4, §9; FEATURES SHOP-14..SHOP-17): 15 a page, "Load More" adds 15,
 * and any change of category, search or sort goes back to one page.
 */

export const PAGE_SIZE = 15;
export const LOAD_MORE_DELAY_MS = 500;

export interface Page<T> {
  items: T[];
  /** How many match in all. */
  total: number;
  /** How many match but are not shown yet. */
  remaining: number;
}

export function paginate<T>(items: readonly T[], visibleCount: number): Page<T> {
  const shown = items.slice(0, Math.max(0, visibleCount));
  return { items: shown, total: items.length, remaining: items.length - shown.length };
}

export function nextVisibleCount(visibleCount: number, pageSize = PAGE_SIZE): number {
  return visibleCount + pageSize;
}
