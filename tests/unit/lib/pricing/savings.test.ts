import { describe, expect, test } from 'vitest';
import { savingsFor } from '../../../../src/lib/pricing/savings.ts';

const prices = { '250g': 320, '500g': 610, '1kg': 1150 };

describe('savingsFor (PDP-10, G-15)', () => {
  test('saves 2 x 250g - 500g on the 500g pack', () => {
    expect(savingsFor(prices, '500g')).toBe(2 * 320 - 610);
  });

  test('saves 4 x 250g - 1kg on the 1kg pack', () => {
    expect(savingsFor(prices, '1kg')).toBe(4 * 320 - 1150);
  });

  test('has no savings for the 250g pack itself', () => {
    expect(savingsFor(prices, '250g')).toBeUndefined();
  });

  test('is hidden when a price is missing', () => {
    expect(savingsFor({ '500g': 600 }, '500g')).toBeUndefined();
    expect(savingsFor({ '250g': 300 }, '1kg')).toBeUndefined();
  });

  test('is hidden when the larger pack saves nothing or costs more', () => {
    expect(savingsFor({ '250g': 300, '500g': 600 }, '500g')).toBeUndefined();
    expect(savingsFor({ '250g': 300, '1kg': 1300 }, '1kg')).toBeUndefined();
  });
});
