import { describe, expect, test } from 'vitest';
import type { Price } from '../../../../src/lib/catalogue/product-schema.ts';
import {
  availableSizes,
  defaultSelection,
  isCustomPriced,
  priceForSelection,
  qualityLevels,
  sizePricesFor,
} from '../../../../src/lib/pricing/price-for-selection.ts';

const sized: Price = { '250g': 320, '500g': 610, '1kg': 1150 };
const withExpertise: Price = {
  ...sized,
  expertise: {
    basic: { '250g': 270, '500g': 515, '1kg': 970 },
    standard: { '250g': 320, '500g': 610, '1kg': 1150 },
    premium: { '250g': 415, '500g': 790, '1kg': 1495 },
  },
};

describe('priceForSelection (PDP-07, PDP-08, G-13)', () => {
  test('uses the custom price of a per-pack product whatever is chosen', () => {
    expect(priceForSelection({ custom: 650 }, { size: '1kg', level: 'premium' })).toBe(650);
  });

  test('uses the size price when there is no expertise map', () => {
    expect(priceForSelection(sized, { size: '500g', level: 'premium' })).toBe(610);
  });

  test.each([
    ['basic', '250g', 270],
    ['standard', '500g', 610],
    ['premium', '1kg', 1495],
  ] as const)('takes expertise[%s][%s] = %d when the map is there', (level, size, amount) => {
    expect(priceForSelection(withExpertise, { size, level })).toBe(amount);
  });

  test('is undefined when the chosen size has no price', () => {
    expect(priceForSelection({ '250g': 100 }, { size: '1kg', level: 'standard' })).toBeUndefined();
  });
});

describe('defaultSelection', () => {
  test('starts at 250g and standard (CONST-16, CONST-18)', () => {
    expect(defaultSelection(withExpertise)).toEqual({ size: '250g', level: 'standard' });
  });

  test('falls back to the first priced size when 250g has no price', () => {
    expect(defaultSelection({ '500g': 500, '1kg': 900 })).toEqual({ size: '500g', level: 'standard' });
  });

  test('falls back to the first priced level when standard has none', () => {
    expect(defaultSelection({ expertise: { premium: { '250g': 400 } } })).toEqual({ size: '250g', level: 'premium' });
  });
});

describe('qualityLevels and availableSizes (G-13, G-16)', () => {
  test('offers no quality choice without an expertise map', () => {
    expect(qualityLevels(sized)).toEqual([]);
  });

  test('offers the three levels in order when they are priced', () => {
    expect(qualityLevels(withExpertise)).toEqual(['basic', 'standard', 'premium']);
  });

  test('offers nothing for a custom-priced product', () => {
    expect(isCustomPriced({ custom: 650 })).toBe(true);
    expect(qualityLevels({ custom: 650, expertise: withExpertise.expertise })).toEqual([]);
    expect(availableSizes({ custom: 650 })).toEqual([]);
  });

  test('lists only the sizes with a price, in size order', () => {
    expect(availableSizes({ '1kg': 900, '250g': 250 })).toEqual(['250g', '1kg']);
  });

  test('reads the size prices of a level', () => {
    expect(sizePricesFor(withExpertise, 'basic')).toEqual({ '250g': 270, '500g': 515, '1kg': 970 });
    expect(sizePricesFor(sized, 'basic')).toEqual(sized);
  });
});
