import { describe, expect, test } from 'vitest';
import type { CatalogueItem } from '../../../../src/lib/catalogue/catalogue-item.ts';
import { isGridReady, mithaiGridProducts, shuffled } from '../../../../src/lib/catalogue/mithai-grid.ts';

function item(overrides: Partial<CatalogueItem>): CatalogueItem {
  return {
    _id: 'id',
    name: 'Name',
    aliases: [],
    category: 'Diwali Collection',
    diet: [],
    image: '/x.svg',
    imageAlt: 'x',
    price: { custom: 100 },
    isBestseller: false,
    inStock: true,
    ...overrides,
  };
}

describe('isGridReady (MITHAI-08)', () => {
  test('needs an id, a name, a category, an image and a price', () => {
    expect(isGridReady(item({}))).toBe(true);
    expect(isGridReady(item({ _id: '' }))).toBe(false);
    expect(isGridReady(item({ name: ' ' }))).toBe(false);
    expect(isGridReady(item({ category: '' }))).toBe(false);
    expect(isGridReady(item({ image: '' }))).toBe(false);
    expect(isGridReady(item({ price: {} }))).toBe(false);
    expect(isGridReady(item({ price: { '1kg': 900 } }))).toBe(true);
  });
});

describe('mithaiGridProducts (MITHAI-05, MITHAI-07)', () => {
  const items = [
    item({ _id: 'a', category: 'Diwali Collection' }),
    item({ _id: 'b', category: 'Gift Hampers' }),
    item({ _id: 'c', category: 'diwali collection' }),
    item({ _id: 'd', category: 'Sweets', image: '' }),
    item({ _id: 'e', category: 'Sweets' }),
  ];

  test('shows the chip category, ignoring case, and only complete products', () => {
    expect(mithaiGridProducts(items, 'Diwali Collection').map((p) => p._id)).toEqual(['a', 'c']);
    expect(mithaiGridProducts(items, 'Sweets').map((p) => p._id)).toEqual(['e']);
  });

  test('shuffles "All Delights" with the given random source', () => {
    const all = mithaiGridProducts(items, 'all', () => 0).map((p) => p._id);
    expect(all).toHaveLength(4);
    expect(all.toSorted()).toEqual(['a', 'b', 'c', 'e']);
    expect(all).toEqual(['b', 'c', 'e', 'a']);
  });
});

describe('shuffled', () => {
  test('keeps every item exactly once and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const output = shuffled(input, random);
    expect(output.toSorted()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
