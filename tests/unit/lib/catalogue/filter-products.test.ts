import { describe, expect, test } from 'vitest';
import { filterProducts } from '../../../../src/lib/catalogue/filter-products.ts';

const products = [
  { name: 'Kaju Katli', category: 'Diwali Collection' },
  { name: 'Motichoor Laddu', category: 'Diwali Collection' },
  { name: 'Kaju Katli Gift Tin', category: 'Gift Hampers' },
  { name: 'Osmania Biscuits', category: 'Bakery' },
];
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('filterProducts (SHOP-08, SHOP-09, SHOP-10)', () => {
  test('matches the category exactly, ignoring case', () => {
    expect(names(filterProducts(products, { category: 'diwali collection', search: '' }))).toEqual(['Kaju Katli', 'Motichoor Laddu']);
  });

  test('does not match a category by substring', () => {
    expect(filterProducts(products, { category: 'Diwali', search: '' })).toEqual([]);
  });

  test('shows every product for "all"', () => {
    expect(filterProducts(products, { category: 'all', search: '' })).toHaveLength(4);
  });

  test('matches the trimmed search text anywhere in the name, ignoring case', () => {
    expect(names(filterProducts(products, { category: 'all', search: '  KATLI ' }))).toEqual(['Kaju Katli', 'Kaju Katli Gift Tin']);
  });

  test('lets a non-empty search override the category', () => {
    expect(names(filterProducts(products, { category: 'Bakery', search: 'kaju' }))).toEqual(['Kaju Katli', 'Kaju Katli Gift Tin']);
  });

  test('treats a blank search as no search', () => {
    expect(names(filterProducts(products, { category: 'Bakery', search: '   ' }))).toEqual(['Osmania Biscuits']);
  });

  test('returns a new array', () => {
    expect(filterProducts(products, { category: 'all', search: '' })).not.toBe(products);
  });
});
