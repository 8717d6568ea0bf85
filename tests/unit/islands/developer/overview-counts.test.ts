import { describe, expect, test } from 'vitest';
import { overviewCards } from '../../../../src/islands/developer/overview/overview-counts.ts';

describe('overviewCards (DEV-03)', () => {
  test('Total Users counts everyone, Active Users only active accounts, blogs come from the summary', () => {
    const users = [{ isActive: true }, { isActive: false }, { isActive: true }];
    expect(overviewCards(users, { total: 6, published: 4 })).toEqual([
      { label: 'Total Users', value: 3 },
      { label: 'Total Blogs', value: 6 },
      { label: 'Published Blogs', value: 4 },
      { label: 'Active Users', value: 2 },
    ]);
  });

  test('no users and no posts give zeros', () => {
    expect(overviewCards([], { total: 0, published: 0 }).map((card) => card.value)).toEqual([0, 0, 0, 0]);
  });
});
