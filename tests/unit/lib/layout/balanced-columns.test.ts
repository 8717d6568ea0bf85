import { describe, expect, test } from 'vitest';
import { balancedColumns, fullRowsStyle } from '../../../../src/lib/layout/balanced-columns.ts';

describe('balancedColumns', () => {
  test.each([
    [2, { phone: 1, tablet: 2, desktop: 2 }],
    [3, { phone: 1, tablet: 3, desktop: 3 }],
    [4, { phone: 1, tablet: 2, desktop: 4 }],
    [6, { phone: 1, tablet: 2, desktop: 3 }],
    [8, { phone: 1, tablet: 2, desktop: 4 }],
    [9, { phone: 1, tablet: 3, desktop: 3 }],
  ])('gives %i cards rows that are all full', (count, expected) => {
    const columns = balancedColumns(count);
    expect(columns).toEqual(expected);
    for (const width of [columns.tablet, columns.desktop]) expect(count % width).toBe(0);
  });

  test('keeps two small cards a row on phones only when the count is even', () => {
    expect(balancedColumns(4, 2).phone).toBe(2);
    expect(balancedColumns(3, 2).phone).toBe(1);
  });

  test('keeps the widest row when nothing divides the count', () => {
    expect(balancedColumns(5)).toEqual({ phone: 1, tablet: 2, desktop: 4 });
    expect(balancedColumns(1)).toEqual({ phone: 1, tablet: 1, desktop: 1 });
  });
});

describe('fullRowsStyle', () => {
  test('sets the three column counts of a [data-full-rows] grid', () => {
    expect(fullRowsStyle(6)).toBe('--cols-phone: 1; --cols-tablet: 2; --cols-desktop: 3');
    expect(fullRowsStyle(4, 2)).toBe('--cols-phone: 2; --cols-tablet: 2; --cols-desktop: 4');
  });
});
