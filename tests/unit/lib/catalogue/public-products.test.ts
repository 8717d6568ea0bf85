import { describe, expect, test } from 'vitest';
import { productSchema, type Product } from '../../../../src/lib/catalogue/product-schema.ts';
import { categoryNames, relatedProducts, visibleProducts } from '../../../../src/lib/catalogue/public-products.ts';

let minute = 0;
const product = (id: string, category: string, isActive = true): Product => {
  minute += 1;
  const createdAt = new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
  return productSchema.parse({ _id: id, name: id, category, price: { '250g': 100 }, createdAt, isActive });
};

describe('visibleProducts', () => {
  test('drops hidden products', () => {
    expect(visibleProducts([product('a', 'X'), product('b', 'X', false)]).map((p) => p._id)).toEqual(['a']);
  });
});

describe('categoryNames', () => {
  test('always includes Diwali Collection and Gift Hampers, sorted, without duplicates by case (earliest spelling wins)', () => {
    const items = [product('a', 'Sweets'), product('b', 'sweets'), product('c', 'Bakery')].reverse();
    expect(categoryNames(items)).toEqual(['Bakery', 'Diwali Collection', 'Gift Hampers', 'Sweets']);
  });

  test('leaves out categories that only hidden products have', () => {
    expect(categoryNames([product('a', 'Secret', false)])).toEqual(['Diwali Collection', 'Gift Hampers']);
  });
});

describe('relatedProducts', () => {
  test('returns at most four other visible products of the same category', () => {
    const items = [product('a', 'X'), ...['b', 'c', 'd', 'e', 'f'].map((id) => product(id, 'x')), product('g', 'X', false), product('h', 'Y')];
    expect(relatedProducts(items, 'a').map((p) => p._id)).toEqual(['b', 'c', 'd', 'e']);
  });

  test('returns nothing for a hidden or unknown product', () => {
    expect(relatedProducts([product('a', 'X', false), product('b', 'X')], 'a')).toEqual([]);
    expect(relatedProducts([product('b', 'X')], 'zzz')).toEqual([]);
  });
});
