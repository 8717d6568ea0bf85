import { describe, expect, test } from 'vitest';
import { isSortOrder, SORT_OPTIONS, sortProducts } from '../../../../src/lib/catalogue/sort-products.ts';

const products = [
  { name: 'A', price: { '250g': 320 } },
  { name: 'B', price: { custom: 150 } },
  { name: 'C', price: {} },
  { name: 'D', price: { '500g': 320 } },
  { name: 'E', price: { '1kg': 900 } },
];
const names = (list: { name: string }[]) => list.map((p) => p.name).join('');

describe('sortProducts (SHOP-12, SHOP-13)', () => {
  test('the dropdown offers the three options in order', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual(['Sort by: Featured', 'Price: Low to High', 'Price: High to Low']);
  });

  test('keeps the featured order', () => {
    expect(names(sortProducts(products, 'featured'))).toBe('ABCDE');
  });

  test('sorts low to high by custom, 250g, 500g, 1kg price, else 0; ties keep their order', () => {
    expect(names(sortProducts(products, 'price-asc'))).toBe('CBADE');
  });

  test('sorts high to low; ties keep their order', () => {
    expect(names(sortProducts(products, 'price-desc'))).toBe('EADBC');
  });

  test('never changes its input', () => {
    sortProducts(products, 'price-asc');
    expect(names(products)).toBe('ABCDE');
  });

  test('recognises the option values', () => {
    expect(isSortOrder('price-asc')).toBe(true);
    expect(isSortOrder('cheapest')).toBe(false);
  });
});
