/**
 * Paging of the "Diwali Book" (storefront §2, §4; FEATURES MITHAI-14..MITHAI-20, G-29).
 * The page index counts items: it starts at 0, moves in steps of one spread (2 items, 1 on mobile)
 * and stays between 0 and the first item of the last spread. "Page N of M" has M = ceil(items / 2)
 * (items on mobile).
 */
import { EN_BOOK, type BookWords } from '../catalogue/shop-words/book.ts';
import { fill } from '../i18n/ui-strings.ts';

export const DESKTOP_ITEMS_PER_SPREAD = 2;
export const MOBILE_ITEMS_PER_SPREAD = 1;

export function itemsPerSpread(isMobile: boolean): number {
  return isMobile ? MOBILE_ITEMS_PER_SPREAD : DESKTOP_ITEMS_PER_SPREAD;
}

/** M: the number of spreads. */
export function spreadCount(itemCount: number, perSpread: number): number {
  return Math.ceil(Math.max(0, itemCount) / perSpread);
}

/** The page index of the last spread's first item. */
export function lastPageIndex(itemCount: number, perSpread: number): number {
  return Math.max(0, (spreadCount(itemCount, perSpread) - 1) * perSpread);
}

/** Clamps to [0, last spread] and aligns to the start of a spread. */
export function clampPageIndex(index: number, itemCount: number, perSpread: number): number {
  const aligned = Math.floor(Math.max(0, index) / perSpread) * perSpread;
  return Math.min(aligned, lastPageIndex(itemCount, perSpread));
}

export function nextPageIndex(index: number, itemCount: number, perSpread: number): number {
  return clampPageIndex(index + perSpread, itemCount, perSpread);
}

export function previousPageIndex(index: number, itemCount: number, perSpread: number): number {
  return clampPageIndex(index - perSpread, itemCount, perSpread);
}

/** The spread (0-based) a page index is on. */
export function spreadOf(index: number, perSpread: number): number {
  return Math.floor(Math.max(0, index) / perSpread);
}

export function isFirstSpread(index: number): boolean {
  return index <= 0;
}

export function isLastSpread(index: number, itemCount: number, perSpread: number): boolean {
  return index >= lastPageIndex(itemCount, perSpread);
}

/** The items on the spread that starts at `index`. */
export function spreadItems<T>(items: readonly T[], index: number, perSpread: number): T[] {
  const start = clampPageIndex(index, items.length, perSpread);
  return items.slice(start, start + perSpread);
}

/** "Page N of M". */
export function pageIndicator(index: number, itemCount: number, perSpread: number, words: BookWords = EN_BOOK): string {
  const total = Math.max(1, spreadCount(itemCount, perSpread));
  return fill(words.indicator, { number: Math.min(spreadOf(index, perSpread) + 1, total), count: total });
}
