import { describe, expect, test } from 'vitest';
import { DEFAULT_QUERY, parsePriceBound, queryFromParams, queryString } from '../../../../src/lib/catalogue/catalogue-url.ts';
import { dietTags, isNutAllergen, shelfLifeDays } from '../../../../src/lib/catalogue/dietary.ts';
import { applyFacets, facetCounts, hasFacets, NO_FACETS } from '../../../../src/lib/catalogue/facets.ts';
import type { DietTag } from '../../../../src/lib/catalogue/dietary.ts';

const info = (overrides: Partial<{ isVegan: boolean; isGlutenFree: boolean; isJain: boolean; isSugarFree: boolean; allergens: string[] }> = {}) => ({
  isVegetarian: true,
  isVegan: false,
  isGlutenFree: false,
  isJain: false,
  isSugarFree: false,
  allergens: [],
  ...overrides,
});

describe('dietTags (issue #12)', () => {
  test('reads the flags, nuts from the allergens and "ships well" from a shelf life of 30 days or more', () => {
    expect(dietTags(info({ isJain: true, isSugarFree: true, allergens: ['Cashews'] }), '30 Days (sealed tin)')).toEqual([
      'jain',
      'sugar-free',
      'contains-nuts',
      'ships-well',
    ]);
    expect(dietTags(info({ isVegan: true, isGlutenFree: true, allergens: ['Milk', 'Sesame'] }), '15 Days')).toEqual(['vegan', 'gluten-free', 'nut-free']);
  });

  test('unknown dietary facts match no dietary filter; shelf life still counts', () => {
    expect(dietTags(undefined, '60 Days')).toEqual(['ships-well']);
    expect(dietTags(undefined, undefined)).toEqual([]);
  });

  test.each([
    ['Almond', true],
    ['Peanuts', true],
    ['Groundnut oil', true],
    ['Pistachio', true],
    ['Coconut', false],
    ['Nutmeg', false],
    ['Milk', false],
  ])('isNutAllergen(%s) is %s', (allergen, expected) => {
    expect(isNutAllergen(allergen)).toBe(expected);
  });

  test.each([
    ['15 Days', 15],
    ['3 Days (refrigerated)', 3],
    ['2 weeks', 14],
    ['1 month', 30],
    ['Best fresh', undefined],
    [undefined, undefined],
  ])('shelfLifeDays(%s) is %s', (text, days) => {
    expect(shelfLifeDays(text)).toBe(days);
  });
});

const item = (name: string, diet: DietTag[], price: Record<string, number>) => ({ name, diet, price });
const items = [
  item('Sugar-free roll', ['sugar-free', 'ships-well', 'contains-nuts'], { '250g': 380 }),
  item('Sugar-free box', ['sugar-free', 'contains-nuts'], { custom: 899 }),
  item('Chikki', ['vegan', 'contains-nuts', 'ships-well'], { '250g': 90 }),
  item('On request', ['sugar-free'], {}),
];

describe('applyFacets and facetCounts (issue #12)', () => {
  test('a product must carry every chosen tag and have a price inside the range', () => {
    expect(applyFacets(items, { diet: ['sugar-free'], maxPrice: 600 }).map((i) => i.name)).toEqual(['Sugar-free roll']);
    expect(applyFacets(items, { diet: ['sugar-free', 'ships-well'] }).map((i) => i.name)).toEqual(['Sugar-free roll']);
    expect(applyFacets(items, { diet: [], minPrice: 100, maxPrice: 900 }).map((i) => i.name)).toEqual(['Sugar-free roll', 'Sugar-free box']);
    expect(applyFacets(items, NO_FACETS)).toEqual(items);
  });

  test('counts say how many would show with each tag added', () => {
    const counts = facetCounts(items, { diet: ['contains-nuts'], maxPrice: 600 });
    expect(counts['sugar-free']).toBe(1);
    expect(counts['ships-well']).toBe(2);
    expect(counts.vegan).toBe(1);
    expect(counts.jain).toBe(0);
    expect(hasFacets(NO_FACETS)).toBe(false);
    expect(hasFacets({ diet: [], minPrice: 0 })).toBe(true);
  });
});

describe('catalogue URL (issue #12, SHOP-11, G-36)', () => {
  test('the default view is the bare address, and back', () => {
    expect(queryString(DEFAULT_QUERY)).toBe('');
    expect(queryFromParams(new URLSearchParams(''))).toEqual(DEFAULT_QUERY);
  });

  test('writes what is shown and reads it back', () => {
    const query = { category: 'all', search: '', sort: 'price-asc' as const, diet: ['sugar-free' as const], maxPrice: 600 };
    const text = queryString(query);
    expect(text).toBe('?category=all&sort=price-asc&diet=sugar-free&max=600');
    expect(queryFromParams(new URLSearchParams(text))).toEqual(query);
  });

  test('a search selects "all" and is written without a category (SHOP-11)', () => {
    expect(queryString({ ...DEFAULT_QUERY, category: 'Bakery', search: 'ladoo' })).toBe('?search=ladoo');
    expect(queryFromParams(new URLSearchParams('?search=ladoo&category=Bakery'))).toMatchObject({ search: 'ladoo', category: 'all' });
  });

  test('ignores values that make no sense', () => {
    expect(queryFromParams(new URLSearchParams('?sort=cheapest&diet=keto,vegan&min=-5&max=abc'))).toEqual({ ...DEFAULT_QUERY, diet: ['vegan'] });
    expect(queryFromParams(new URLSearchParams('?min=700&max=600'))).toEqual(DEFAULT_QUERY);
  });

  test.each([
    ['600', 600],
    [' 0 ', 0],
    ['6.5', undefined],
    ['-1', undefined],
    ['1e3', undefined],
    ['99999999', undefined],
    ['', undefined],
  ])('parsePriceBound(%j) is %s', (text, value) => {
    expect(parsePriceBound(text)).toBe(value);
  });
});
