import { describe, expect, test } from 'vitest';
import { cardPriceText } from '../../../../src/lib/pricing/card-price.ts';
import { sortPrice } from '../../../../src/lib/pricing/sort-price.ts';

describe('cardPriceText (SHOP-21, CONST-29)', () => {
  test('shows a custom price per pack', () => {
    expect(cardPriceText({ custom: 1250, '250g': 300 })).toBe('₹1,250 / pack');
  });

  test('shows the 250g price when there is no custom price', () => {
    expect(cardPriceText({ '250g': 320, '500g': 610 })).toBe('₹320 / 250g');
  });

  test('asks to request the price otherwise', () => {
    expect(cardPriceText({ '500g': 610 })).toBe('Price on request');
    expect(cardPriceText({})).toBe('Price on request');
  });
});

describe('sortPrice (SHOP-13, CONST-28)', () => {
  test.each([
    [{ custom: 650, '250g': 100 }, 650],
    [{ '250g': 320, '500g': 610 }, 320],
    [{ '500g': 610, '1kg': 1150 }, 610],
    [{ '1kg': 1150 }, 1150],
    [{}, 0],
  ])('uses the first of custom, 250g, 500g, 1kg: %j -> %d', (price, amount) => {
    expect(sortPrice(price)).toBe(amount);
  });
});
