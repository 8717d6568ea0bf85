/**
 * Which price a product shows for a chosen size and quality level (storefront §2 Product detail,
 * §3, §9; FEATURES PDP-07, PDP-08, G-13, G-16). Whole rupees as numbers; no text here.
 */
import type { Price, QualityLevel, Size } from '../catalogue/product-schema.ts';
import { QUALITY_CHOICES as QUALITY_LEVELS, SIZE_CHOICES as SIZES } from './choices.ts';

export const DEFAULT_SIZE: Size = '250g';
export const DEFAULT_QUALITY: QualityLevel = 'standard';

export type SizePrices = Partial<Record<Size, number>>;

/** Priced per pack ("custom"): no size or quality choice (G-16). */
export function isCustomPriced(price: Price): boolean {
  return price.custom !== undefined;
}

/** Quality levels that carry at least one size price; empty when there is no `expertise` map (G-13). */
export function qualityLevels(price: Price): QualityLevel[] {
  if (isCustomPriced(price) || !price.expertise) return [];
  const expertise = price.expertise;
  return QUALITY_LEVELS.filter((level) => SIZES.some((size) => expertise[level]?.[size] !== undefined));
}

/** The size prices in force for a quality level: the `expertise` map when present, else the plain sizes. */
export function sizePricesFor(price: Price, level: QualityLevel = DEFAULT_QUALITY): SizePrices {
  const source = price.expertise ? (price.expertise[level] ?? {}) : price;
  const prices: SizePrices = {};
  for (const size of SIZES) {
    const amount = source[size];
    if (amount !== undefined) prices[size] = amount;
  }
  return prices;
}

/** Sizes that have a price at this level, in the order 250g, 500g, 1kg. */
export function availableSizes(price: Price, level: QualityLevel = DEFAULT_QUALITY): Size[] {
  if (isCustomPriced(price)) return [];
  const prices = sizePricesFor(price, level);
  return SIZES.filter((size) => prices[size] !== undefined);
}

export interface Selection {
  size: Size;
  level: QualityLevel;
}

/** The starting choice: 250g and standard, or the nearest that has a price. */
export function defaultSelection(price: Price): Selection {
  const levels = qualityLevels(price);
  const level = levels.length === 0 || levels.includes(DEFAULT_QUALITY) ? DEFAULT_QUALITY : (levels[0] ?? DEFAULT_QUALITY);
  const sizes = availableSizes(price, level);
  const size = sizes.length === 0 || sizes.includes(DEFAULT_SIZE) ? DEFAULT_SIZE : (sizes[0] ?? DEFAULT_SIZE);
  return { size, level };
}

/** The price to show: the pack price, else expertise[level][size] (G-13), else the size price. */
export function priceForSelection(price: Price, selection: Selection): number | undefined {
  if (price.custom !== undefined) return price.custom;
  return sizePricesFor(price, selection.level)[selection.size];
}
