import { describe, expect, test } from 'vitest';
import { filtersSummary, loadMoreText, moreAvailableText, priceProblem, resultsFor, showingText } from '../../../../src/lib/catalogue/catalogue-texts.ts';

describe('catalogue texts (SHOP-14, SHOP-15, SHOP-16; issue #12)', () => {
  test('the count line', () => {
    expect(showingText(15, 46)).toBe('Showing 15 of 46 products');
    expect(moreAvailableText(31)).toBe('31 more available');
    expect(resultsFor(12, 'ladoo')).toBe('12 results for "ladoo"');
    expect(resultsFor(1, 'mysorepak')).toBe('1 result for "mysorepak"');
    expect(resultsFor(0, 'zz')).toBe('0 results for "zz"');
  });

  test('Load More and its loading state', () => {
    expect(loadMoreText(31, false)).toBe('Load More (31 remaining)');
    expect(loadMoreText(31, true)).toBe('Loading more...');
  });

  test('the filters summary counts the active filters', () => {
    expect(filtersSummary(0)).toBe('Filters');
    expect(filtersSummary(2)).toBe('Filters (2)');
  });
});

describe('priceProblem', () => {
  test('accepts empty and whole-rupee bounds', () => {
    expect(priceProblem('', '')).toBeUndefined();
    expect(priceProblem(' 200 ', '600')).toBeUndefined();
    expect(priceProblem('600', '600')).toBeUndefined();
  });

  test('explains a bound that is not whole rupees, the lowest first', () => {
    expect(priceProblem('2oo', '6oo')).toEqual({ field: 'min', message: 'Enter the lowest price in whole rupees, e.g. 200.' });
    expect(priceProblem('', '6.5')).toEqual({ field: 'max', message: 'Enter the highest price in whole rupees, e.g. 600.' });
  });

  test('explains a minimum above the maximum on the maximum', () => {
    expect(priceProblem('900', '500')).toEqual({ field: 'max', message: 'The highest price must not be below the lowest.' });
  });
});
