import { describe, expect, test } from 'vitest';
import { GIFTS_PER_PAGE, nextPage, pageCount, pageOfItem, pageStatusText, previousPage } from '../../../../src/lib/paging/wrap-paging.ts';

const gifts = Array.from({ length: 19 }, (_, i) => i + 1);

describe('gift paging (CORP-02, CORP-03)', () => {
  test('6 gifts a page make 4 pages of the 19', () => {
    expect(GIFTS_PER_PAGE).toBe(6);
    expect(pageCount(gifts.length)).toBe(4);
  });

  test('pages hold 6, 6, 6 and the last 1', () => {
    const onPage = (page: number) => gifts.filter((_, i) => pageOfItem(i) === page);
    expect(onPage(0)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(onPage(1)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(onPage(2)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(onPage(3)).toEqual([19]);
    expect(pageOfItem(4, 2)).toBe(2);
  });

  test('next past the last page returns to the first', () => {
    expect(nextPage(0, 4)).toBe(1);
    expect(nextPage(3, 4)).toBe(0);
  });

  test('previous from the first page goes to the last', () => {
    expect(previousPage(0, 4)).toBe(3);
    expect(previousPage(2, 4)).toBe(1);
  });

  test('the status line counts pages from 1', () => {
    expect(pageStatusText('Page {page} of {count}', 0, 4)).toBe('Page 1 of 4');
    expect(pageStatusText('Page {page} of {count}', 3, 4)).toBe('Page 4 of 4');
  });

  test('an empty list has one empty page; a page size must be positive', () => {
    expect(pageCount(0)).toBe(1);
    expect(() => pageCount(5, 0)).toThrow(RangeError);
    expect(() => pageOfItem(5, 0)).toThrow(RangeError);
  });
});
