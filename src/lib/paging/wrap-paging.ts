/**
 * Paging that wraps (storefront §4 "Corporate gifting paging", §9; FEATURES CORP-02, CORP-03):
 * "Curated Collections" shows 6 gifts a page (2 rows of 3); next past the last page returns to the
 * first, previous from the first goes to the last.
 */
import { nextIndex, previousIndex } from '../carousel/carousel-index.ts';

export const GIFTS_PER_PAGE = 6;

/** How many pages `total` items fill; an empty list still has one (empty) page. */
export function pageCount(total: number, perPage: number = GIFTS_PER_PAGE): number {
  if (perPage <= 0) throw new RangeError('perPage must be positive');
  return Math.max(1, Math.ceil(total / perPage));
}

export function nextPage(page: number, count: number): number {
  return nextIndex(page, count);
}

export function previousPage(page: number, count: number): number {
  return previousIndex(page, count);
}

/** The page (0-based) that the item at `index` is on. */
export function pageOfItem(index: number, perPage: number = GIFTS_PER_PAGE): number {
  if (perPage <= 0) throw new RangeError('perPage must be positive');
  return Math.floor(index / perPage);
}

/** The pager's status line: `template` ("Page {page} of {count}") with `page` (0-based) counted from 1. */
export function pageStatusText(template: string, page: number, count: number): string {
  return template.replace('{page}', String(page + 1)).replace('{count}', String(count));
}
