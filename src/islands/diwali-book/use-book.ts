/**
 * The Diwali Book's state (FEATURES MITHAI-14..MITHAI-20, G-29): open or closed and the page index,
 * with the paging rules of lib/book. Opening starts at the first spread; the index stays valid when
 * the spread size changes between desktop (2) and mobile (1).
 */
import { useState } from 'react';
import {
  clampPageIndex,
  isFirstSpread,
  isLastSpread,
  itemsPerSpread,
  nextPageIndex,
  pageIndicator,
  previousPageIndex,
  spreadCount,
  spreadItems,
  spreadOf,
} from '../../lib/book/book-pages.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';
import type { BookWords } from '../../lib/catalogue/shop-words/book.ts';

export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useBook<T>(items: readonly T[], words?: BookWords) {
  const perSpread = itemsPerSpread(useMediaQuery(MOBILE_QUERY));
  const [open, setOpen] = useState(false);
  const [rawIndex, setIndex] = useState(0);
  const index = clampPageIndex(rawIndex, items.length, perSpread);
  const count = items.length;

  return {
    open,
    perSpread,
    index,
    spread: spreadOf(index, perSpread),
    spreads: spreadCount(count, perSpread),
    pageItems: spreadItems(items, index, perSpread),
    indicator: pageIndicator(index, count, perSpread, words),
    atStart: isFirstSpread(index),
    atEnd: isLastSpread(index, count, perSpread),
    openBook: () => {
      setIndex(0);
      setOpen(true);
    },
    closeBook: () => setOpen(false),
    next: () => setIndex(nextPageIndex(index, count, perSpread)),
    previous: () => setIndex(previousPageIndex(index, count, perSpread)),
    goToSpread: (spread: number) => setIndex(clampPageIndex(spread * perSpread, count, perSpread)),
  };
}
