import { describe, expect, test } from 'vitest';
import { priceBounds } from '../../../../src/lib/pricing/price-bounds.ts';

describe('priceBounds', () => {
  test('one custom price is both ends', () => {
    expect(priceBounds({ custom: 480 })).toEqual({ low: 480, high: 480 });
  });

  test('spans every size and quality level', () => {
    expect(priceBounds({ '250g': 300, '1kg': 1080, expertise: { basic: { '250g': 250 }, premium: { '1kg': 1500 } } })).toEqual({ low: 250, high: 1500 });
  });

  test('undefined without any price (zero is not a price)', () => {
    expect(priceBounds({})).toBeUndefined();
    expect(priceBounds({ custom: 0 })).toBeUndefined();
  });
});
