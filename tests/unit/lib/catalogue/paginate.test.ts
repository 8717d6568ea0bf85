import { describe, expect, test } from 'vitest';
import { nextVisibleCount, PAGE_SIZE, paginate } from '../../../../src/lib/catalogue/paginate.ts';

const items = Array.from({ length: 64 }, (_, i) => i);

describe('paginate (SHOP-14, SHOP-15, CONST-12)', () => {
  test('shows 15 a page', () => {
    expect(PAGE_SIZE).toBe(15);
    const page = paginate(items, PAGE_SIZE);
    expect(page.items).toHaveLength(15);
    expect(page).toMatchObject({ total: 64, remaining: 49 });
  });

  test('each Load More adds 15', () => {
    const count = nextVisibleCount(nextVisibleCount(PAGE_SIZE));
    expect(count).toBe(45);
    expect(paginate(items, count).remaining).toBe(19);
  });

  test('never shows more than there is', () => {
    expect(paginate(items, 75)).toMatchObject({ total: 64, remaining: 0 });
    expect(paginate(items, 75).items).toHaveLength(64);
  });

  test('an empty list has nothing remaining', () => {
    expect(paginate([], PAGE_SIZE)).toEqual({ items: [], total: 0, remaining: 0 });
  });
});
