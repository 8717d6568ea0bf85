import { describe, expect, test } from 'vitest';
import { readWith } from '../../../../src/client/api-client.ts';
import { categoriesAnswer, productsAnswer, suggestionsAnswer } from '../../../../src/lib/api/catalogue.ts';
import { readProduct, readProducts, readStringList, readSuggestions } from '../../../../src/lib/api/catalogue-readers.ts';
import { productSchema, QUALITY_LEVELS, SIZES } from '../../../../src/lib/catalogue/product-schema.ts';
import { seededRandom } from '../../../support/seeded-random.ts';

/** A product with every field the contract knows, as the API sends it. */
const FULL = {
  _id: 'demo-kaju-katli',
  name: 'Kaju Katli',
  aliases: ['kaju barfi', 'కాజు కట్లి'],
  category: 'Barfi',
  description: 'Cashew fudge with silver leaf.',
  phoneNumber: '+91 98765 43210',
  images: ['/images/kaju-katli.svg'],
  price: { custom: 0, '250g': 240, '500g': 470, '1kg': 920, expertise: { basic: { '1kg': 800 }, standard: {}, premium: { '250g': 300, '500g': 590, '1kg': 1150 } } },
  isBestseller: true,
  isActive: true,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-10-02T10:00:00.000Z',
  shelfLife: '15 days',
  ingredients: ['cashew', 'sugar'],
  storageInstructions: 'Keep cool',
  quantity: '1 box',
  weight: '500g',
  rating: 4.8,
  inStock: true,
  dietaryInfo: { isVegetarian: true, isVegan: false, isGlutenFree: true, isJain: true, isSugarFree: false, allergens: ['cashew'] },
};

/** The fewest fields the contract needs; every other one has a default or may be absent. */
const MINIMAL = { _id: 'p1', name: 'Peda', category: 'Peda', price: {}, createdAt: '' };

const ODD_VALUES: unknown[] = [undefined, null, '', 'x', 0, -0, -1, 2.5, 5, 5.01, 1e9, Number.NaN, Number.POSITIVE_INFINITY, true, false, [], ['a'], [1], [null], {}, { '1kg': 1 }, { basic: {} }];

type Json = Record<string, unknown>;

/** A fresh copy of one of the odd values, so later changes never reach the list or make a cycle. */
function oddValue(random: () => number): unknown {
  return structuredClone(ODD_VALUES[Math.floor(random() * ODD_VALUES.length)]);
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Every path to a field of the value, nested objects included. */
function paths(value: Json, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = [...prefix, key];
    return typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? [here, ...paths(inner as Json, here)] : [here];
  });
}

/** One random change: a field removed, set to an odd value, or an unknown field added. */
function mutate(value: Json, random: () => number): void {
  const all = paths(value);
  const path = all[Math.floor(random() * all.length)] ?? ['_id'];
  let parent: Json = value;
  for (const key of path.slice(0, -1)) parent = parent[key] as Json;
  const key = path.at(-1) ?? '_id';
  const roll = random();
  if (roll < 0.25) delete parent[key];
  else if (roll < 0.35) parent[`extra${Math.floor(random() * 3)}`] = 'unknown';
  else parent[key] = oddValue(random);
}

describe('catalogue readers read what the zod contract reads (issue #14)', () => {
  test('the full product prices every size and quality level the schema knows', () => {
    for (const size of SIZES) expect(FULL.price).toHaveProperty(size);
    for (const level of QUALITY_LEVELS) expect(FULL.price.expertise).toHaveProperty(level);
  });

  test('a full and a minimal product read the same, defaults filled in', () => {
    for (const product of [FULL, MINIMAL]) expect(readProduct(clone(product))).toEqual(readWith(productSchema, clone(product)));
    expect(readProduct(clone(MINIMAL))).toEqual({
      ...MINIMAL,
      aliases: [],
      description: '',
      phoneNumber: '',
      images: [],
      isBestseller: false,
      isActive: true,
      ingredients: [],
      rating: 4.5,
      inStock: true,
    });
  });

  test('5,000 changed products: each is accepted or refused, and read, exactly as productSchema does', () => {
    const random = seededRandom(14);
    let accepted = 0;
    for (let i = 0; i < 5000; i += 1) {
      const value = clone(random() < 0.5 ? FULL : MINIMAL) as Json;
      const changes = 1 + Math.floor(random() * 3);
      for (let c = 0; c < changes; c += 1) mutate(value, random);
      const expected = readWith(productSchema, clone(value));
      expect(readProduct(clone(value)), JSON.stringify(value)).toEqual(expected);
      if (expected !== undefined) accepted += 1;
    }
    // Both outcomes are exercised in earnest.
    expect(accepted).toBeGreaterThan(500);
    expect(accepted).toBeLessThan(4000);
  });

  test('a list keeps the products that fit; anything but a list is refused', () => {
    const list = [clone(FULL), { ...clone(MINIMAL), rating: 6 }, clone(MINIMAL), 'nonsense'];
    expect(readProducts(list)).toEqual([readWith(productSchema, clone(FULL)), readWith(productSchema, clone(MINIMAL))]);
    expect(readProducts(clone([FULL, MINIMAL]))).toEqual(readWith(productsAnswer, clone([FULL, MINIMAL])));
    for (const value of [undefined, null, {}, 'x', 3]) expect(readProducts(value)).toBeUndefined();
  });

  test('category lists and suggestions read as their schemas do', () => {
    const random = seededRandom(15);
    const suggestion = { id: 'demo-kaju-katli', name: 'Kaju Katli', image: '/k.svg', category: 'Barfi', price: { '1kg': 920 }, inStock: false };
    for (let i = 0; i < 2000; i += 1) {
      const suggestions = [clone(suggestion), { ...clone(suggestion), id: 'b', price: undefined }] as Json[];
      const target = suggestions[Math.floor(random() * 2)] ?? {};
      if (random() < 0.8) mutate(target, random);
      const value = random() < 0.1 ? oddValue(random) : suggestions;
      expect(readSuggestions(clone(value)), JSON.stringify(value)).toEqual(readWith(suggestionsAnswer, clone(value)));

      const categories = random() < 0.5 ? ['Barfi', 'Laddu'] : ['Barfi', oddValue(random)];
      expect(readStringList(clone(categories))).toEqual(readWith(categoriesAnswer, clone(categories)));
    }
  });
});
