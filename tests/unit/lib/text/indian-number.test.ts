/** Indian digit grouping without Intl (FEATURES G-17; issue #14: no Intl locale load on a page's first paint). */
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../../support/seeded-random.ts';
import { formatCount, formatIndianNumber } from '../../../../src/lib/text/indian-number.ts';

const INTL = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
const intl = (value: number, fractionDigits: number) => INTL[fractionDigits]?.format(value);

describe('formatIndianNumber (G-17)', () => {
  test.each([
    [0, 0, '0'],
    [7, 0, '7'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
    [12345, 0, '12,345'],
    [100000, 0, '1,00,000'],
    [1234567, 0, '12,34,567'],
    [123456789, 0, '12,34,56,789'],
    [450, 2, '450.00'],
    [1250.5, 2, '1,250.50'],
    [649.6, 0, '650'],
    [2.5, 0, '3'],
    [-2.5, 0, '-3'],
    [1.005, 2, '1.01'],
    [0.125, 2, '0.13'],
    [999.995, 2, '1,000.00'],
    [-1234.5, 0, '-1,235'],
    [1e-7, 2, '0.00'],
  ])('%d with %d decimals reads %s', (value, fractionDigits, text) => {
    expect(formatIndianNumber(value, fractionDigits)).toBe(text);
  });

  test('writes what Intl.NumberFormat("en-IN") writes for 20,000 numbers of every size, with 0 to 3 decimals', () => {
    const random = seededRandom(14);
    const differences: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const magnitude = 10 ** Math.floor(random() * 16 - 4);
      const value = Math.round(random() * magnitude * 1000) / (random() < 0.5 ? 1000 : 1) * (random() < 0.1 ? -1 : 1);
      const fractionDigits = Math.floor(random() * 4);
      if (formatIndianNumber(value, fractionDigits) !== intl(value, fractionDigits)) differences.push(`${value} (${fractionDigits})`);
    }
    expect(differences).toEqual([]);
  });

  test('what it cannot write by hand, Intl writes', () => {
    expect(formatIndianNumber(Number.NaN)).toBe(intl(Number.NaN, 0));
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe(intl(Number.POSITIVE_INFINITY, 0));
    expect(formatIndianNumber(1e22)).toBe(intl(1e22, 0));
  });
});

describe('formatCount', () => {
  test('counts are whole numbers with Indian grouping, as toLocaleString("en-IN") writes them', () => {
    for (const count of [0, 1, 12, 500, 1000, 10_000, 2_50_000]) expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
  });
});
