import { describe, expect, test } from 'vitest';
import {
  clampPageIndex,
  isFirstSpread,
  isLastSpread,
  itemsPerSpread,
  lastPageIndex,
  nextPageIndex,
  pageIndicator,
  previousPageIndex,
  spreadCount,
  spreadItems,
} from '../../../../src/lib/book/book-pages.ts';

describe('Diwali Book paging (MITHAI-17..MITHAI-20, G-29)', () => {
  test('MITHAI-17 has two items a spread, one on mobile', () => {
    expect(itemsPerSpread(false)).toBe(2);
    expect(itemsPerSpread(true)).toBe(1);
  });

  test.each([
    [46, 2, 23],
    [45, 2, 23],
    [1, 2, 1],
    [46, 1, 46],
  ])('MITHAI-20 %d items at %d a spread make %d spreads', (items, per, spreads) => {
    expect(spreadCount(items, per)).toBe(spreads);
  });

  test('MITHAI-20 reads "Page N of M" with M = ceil(items / 2)', () => {
    expect(pageIndicator(0, 45, 2)).toBe('Page 1 of 23');
    expect(pageIndicator(2, 45, 2)).toBe('Page 2 of 23');
    expect(pageIndicator(44, 45, 2)).toBe('Page 23 of 23');
    expect(pageIndicator(5, 46, 1)).toBe('Page 6 of 46');
  });

  test('MITHAI-19 moves in steps of two and stays between 0 and the last spread', () => {
    expect(nextPageIndex(0, 5, 2)).toBe(2);
    expect(nextPageIndex(2, 5, 2)).toBe(4);
    expect(nextPageIndex(4, 5, 2)).toBe(4);
    expect(previousPageIndex(4, 5, 2)).toBe(2);
    expect(previousPageIndex(0, 5, 2)).toBe(0);
    expect(lastPageIndex(5, 2)).toBe(4);
    expect(lastPageIndex(6, 2)).toBe(4);
  });

  test('MITHAI-19 clamps any index to the start of a spread in range', () => {
    expect(clampPageIndex(-3, 10, 2)).toBe(0);
    expect(clampPageIndex(3, 10, 2)).toBe(2);
    expect(clampPageIndex(99, 10, 2)).toBe(8);
    expect(clampPageIndex(99, 0, 2)).toBe(0);
  });

  test('MITHAI-18 knows the first and the last spread', () => {
    expect(isFirstSpread(0)).toBe(true);
    expect(isFirstSpread(2)).toBe(false);
    expect(isLastSpread(8, 10, 2)).toBe(true);
    expect(isLastSpread(6, 10, 2)).toBe(false);
    expect(isLastSpread(0, 1, 2)).toBe(true);
  });

  test('gives the items of a spread; the last may hold one', () => {
    expect(spreadItems(['a', 'b', 'c'], 0, 2)).toEqual(['a', 'b']);
    expect(spreadItems(['a', 'b', 'c'], 2, 2)).toEqual(['c']);
    expect(spreadItems(['a', 'b', 'c'], 1, 1)).toEqual(['b']);
  });
});
