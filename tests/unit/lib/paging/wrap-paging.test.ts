import { describe, expect, test } from 'vitest';
import { GIFTS_PER_PAGE, nextPage, pageCount, pageItems, previousPage } from '../../../../src/lib/paging/wrap-paging.ts';

const gifts = Array.from({ length: 19 }, (_, i) => i + 1);

describe('gift paging (CORP-02, CORP-03)', () => {
  test('6 gifts a page make 4 pages of the 19', () => {
    expect(GIFTS_PER_PAGE).toBe(6);
    expect(pageCount(gifts.length)).toBe(4);
  });

  test('pages hold 6, 6, 6 and the last 1', () => {
    expect(pageItems(gifts, 0)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(gifts, 1)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(pageItems(gifts, 2)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(pageItems(gifts, 3)).toEqual([19]);
  });

  test('next past the last page returns to the first', () => {
    expect(nextPage(0, 4)).toBe(1);
    expect(nextPage(3, 4)).toBe(0);
  });

  test('previous from the first page goes to the last', () => {
    expect(previousPage(0, 4)).toBe(3);
    expect(previousPage(2, 4)).toBe(1);
  });

  test('a page number out of range wraps into range', () => {
    expect(pageItems(gifts, 4)).toEqual(pageItems(gifts, 0));
    expect(pageItems(gifts, -1)).toEqual([19]);
  });

  test('an empty list has one empty page; a page size must be positive', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageItems([], 0)).toEqual([]);
    expect(() => pageCount(5, 0)).toThrow(RangeError);
  });
});
