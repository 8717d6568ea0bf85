import { describe, expect, test } from 'vitest';
import { catalogueCategories, categoryLabel, collectionTitle, mithaiChips } from '../../../../src/lib/catalogue/category-order.ts';

const of = (...categories: string[]) => categories.map((category) => ({ category }));

describe('catalogueCategories (SHOP-04, SHOP-05)', () => {
  test('orders Diwali Collection, all, Gift Hampers, then the others alphabetically', () => {
    expect(catalogueCategories(of('Sweets', 'Gift Hampers', 'Bakery', 'Diwali Collection', 'Namkeen'))).toEqual([
      'Diwali Collection',
      'all',
      'Gift Hampers',
      'Bakery',
      'Namkeen',
      'Sweets',
    ]);
  });

  test('leaves out the legacy category "Collection"', () => {
    expect(catalogueCategories(of('Collection', 'Sweets'))).not.toContain('Collection');
  });

  test('lists each category once, ignoring case and spaces; the first spelling wins', () => {
    expect(catalogueCategories(of('Sweets', ' sweets ', 'SWEETS', 'diwali collection'))).toEqual([
      'Diwali Collection',
      'all',
      'Gift Hampers',
      'Sweets',
    ]);
  });

  test('labels "all" for people', () => {
    expect(categoryLabel('all')).toBe('All');
    expect(categoryLabel('Sweets')).toBe('Sweets');
    expect(collectionTitle('all')).toBe('All Collections');
    expect(collectionTitle('Gift Hampers')).toBe('Gift Hampers');
  });
});

describe('mithaiChips (MITHAI-06)', () => {
  test('starts with Diwali Collection, All Delights, Gift Hampers, then the rest in the given order', () => {
    expect(mithaiChips(['Sweets', 'Bakery', 'Gift Hampers', 'Diwali Collection']).map((chip) => chip.label)).toEqual([
      'Diwali Collection',
      'All Delights',
      'Gift Hampers',
      'Sweets',
      'Bakery',
    ]);
  });

  test('always has Diwali Collection and Gift Hampers, even when the server lists neither', () => {
    expect(mithaiChips([])).toEqual([
      { value: 'Diwali Collection', label: 'Diwali Collection' },
      { value: 'all', label: 'All Delights' },
      { value: 'Gift Hampers', label: 'Gift Hampers' },
    ]);
  });
});
