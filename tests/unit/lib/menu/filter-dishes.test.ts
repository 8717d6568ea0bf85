import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MENU_CATEGORIES } from '../../../../src/lib/content/menu-dish-schema.ts';
import {
  ALL_DISHES,
  DEFAULT_MENU_FILTER,
  filterDishes,
  matchesSearch,
  menuCategories,
  sortDishes,
} from '../../../../src/lib/menu/filter-dishes.ts';

const folder = join(import.meta.dirname, '../../../../content/menu-dishes');
const MENU = readdirSync(folder).map(
  (name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as { name: string; category: string; order: number },
);

const dishes = [
  { name: 'Paneer Tikka', category: 'Tandoori Starters', order: 1 },
  { name: 'Paneer Butter Masala', category: 'Curries', order: 1 },
  { name: 'Dal Makhani', category: 'Curries', order: 2 },
  { name: 'Veg Hakka Noodles', category: 'Noodles', order: 1 },
];

describe('filterDishes (HOTEL-08, HOTEL-09)', () => {
  test('the default filter is All with no search text and shows every dish', () => {
    expect(DEFAULT_MENU_FILTER).toEqual({ category: 'All', search: '' });
    expect(filterDishes(dishes, DEFAULT_MENU_FILTER)).toEqual(dishes);
  });

  test('a category keeps only its dishes', () => {
    expect(filterDishes(dishes, { category: 'Curries', search: '' }).map((d) => d.name)).toEqual(['Paneer Butter Masala', 'Dal Makhani']);
  });

  test('the search text matches names whatever their case, after trimming', () => {
    expect(filterDishes(dishes, { category: ALL_DISHES, search: '  PANEER ' }).map((d) => d.name)).toEqual([
      'Paneer Tikka',
      'Paneer Butter Masala',
    ]);
    expect(matchesSearch({ name: 'Veg Hakka Noodles', category: 'Noodles' }, 'hakka')).toBe(true);
  });

  test('category and search combine: both must hold', () => {
    expect(filterDishes(dishes, { category: 'Curries', search: 'paneer' }).map((d) => d.name)).toEqual(['Paneer Butter Masala']);
    expect(filterDishes(dishes, { category: 'Noodles', search: 'paneer' })).toEqual([]);
  });

  test('the search does not look at categories or descriptions', () => {
    expect(filterDishes(dishes, { category: ALL_DISHES, search: 'curries' })).toEqual([]);
  });

  test('over the real menu of 29 dishes, All shows all of them', () => {
    expect(MENU).toHaveLength(29);
    expect(filterDishes(MENU, DEFAULT_MENU_FILTER)).toHaveLength(29);
  });
});

describe('menuCategories (HOTEL-08)', () => {
  test('starts with All, then the categories that have dishes in menu order', () => {
    expect(menuCategories(dishes, MENU_CATEGORIES)).toEqual(['All', 'Tandoori Starters', 'Curries', 'Noodles']);
  });

  test('the real menu offers All and the twelve categories', () => {
    expect(menuCategories(MENU, MENU_CATEGORIES)).toEqual(['All', ...MENU_CATEGORIES]);
  });
});

describe('sortDishes', () => {
  test('orders by menu category, then by order inside it', () => {
    const shuffled = [dishes[3], dishes[2], dishes[0], dishes[1]].filter((d) => d !== undefined);
    expect(sortDishes(shuffled, MENU_CATEGORIES).map((d) => d.name)).toEqual(['Paneer Tikka', 'Paneer Butter Masala', 'Dal Makhani', 'Veg Hakka Noodles']);
  });
});
