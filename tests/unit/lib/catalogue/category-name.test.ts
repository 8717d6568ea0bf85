import { describe, expect, test } from 'vitest';
import {
  categoryKey, categoryNamesEqual, dedupeCategoryNames, matchCategoryName, normaliseCategoryName,
} from '../../../../src/lib/catalogue/category-name.ts';
import { sameCategory } from '../../../../src/lib/catalogue/category-order.ts';
import { categoryNames, relatedProducts } from '../../../../src/lib/catalogue/public-products.ts';
import { productSchema } from '../../../../src/lib/catalogue/product-schema.ts';

describe('normaliseCategoryName', () => {
  test.each([
    ['Gift Hampers', 'Gift Hampers'],
    ['  Gift   Hampers ', 'Gift Hampers'],
    ['Gift\tHampers', 'Gift Hampers'],
    ['   ', ''],
  ])('%j reads %j', (raw, shown) => {
    expect(normaliseCategoryName(raw)).toBe(shown);
  });
});

describe('categoryNamesEqual', () => {
  test.each([
    ['Gift Hampers', 'gift hampers', true],
    ['Gift  Hampers', ' gift hampers ', true],
    ['Gift Hampers', 'GiftHampers', false],
    ['Diwali Collection', 'Collection', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(categoryNamesEqual(a, b)).toBe(same);
    expect(categoryKey(a) === categoryKey(b)).toBe(same);
  });

  test('is the rule the category lists use (sameCategory)', () => {
    expect(sameCategory('Gift  Hampers', 'gift hampers')).toBe(true);
  });
});

describe('dedupeCategoryNames', () => {
  test('keeps the first spelling, normalised, in the order seen, without empty names', () => {
    expect(dedupeCategoryNames(['Kaju  Sweets', 'kaju sweets', '', 'Laddus', ' LADDUS '])).toEqual(['Kaju Sweets', 'Laddus']);
  });

  test('leaves out names equal to one to skip', () => {
    expect(dedupeCategoryNames(['all', 'Gift  hampers', 'Barfi'], ['All', 'Gift Hampers'])).toEqual(['Barfi']);
  });
});

describe('matchCategoryName', () => {
  test('answers the existing spelling whatever the case and spaces typed', () => {
    expect(matchCategoryName('  gift   HAMPERS ', ['Diwali Collection', 'Gift Hampers'])).toBe('Gift Hampers');
  });

  test('matches an existing name stored with extra spaces', () => {
    expect(matchCategoryName('gift hampers', ['Gift  Hampers'])).toBe('Gift  Hampers');
  });

  test('answers a new name normalised', () => {
    expect(matchCategoryName(' Dry   Fruit ', ['Gift Hampers'])).toBe('Dry Fruit');
  });
});

describe('the public product endpoints agree with the rule', () => {
  const product = (id: string, category: string, createdAt: string) =>
    productSchema.parse({ _id: id, name: id, category, price: { '250g': 100 }, createdAt });

  test('categories spelt with other spaces are one category', () => {
    const products = [product('a', 'Dry  Fruit', '2026-01-01'), product('b', 'dry fruit', '2026-01-02')];
    expect(categoryNames(products)).toEqual(['Diwali Collection', 'Dry Fruit', 'Gift Hampers']);
  });

  test('related products match the category whatever its spaces', () => {
    const products = [product('a', 'Dry  Fruit', '2026-01-01'), product('b', 'dry fruit', '2026-01-02'), product('c', 'Barfi', '2026-01-03')];
    expect(relatedProducts(products, 'a').map((p) => p._id)).toEqual(['b']);
  });
});
