/**
 * Savings of the larger packs (storefront §2 Product detail; FEATURES PDP-10, G-15):
 * 500g saves 2 x (250g price) - (500g price); 1kg saves 4 x (250g price) - (1kg price).
 * Undefined when a price is missing or nothing is saved, so the text is hidden.
 */
import type { Size } from '../catalogue/product-schema.ts';
import type { SizePrices } from './price-for-selection.ts';

/** How many 250g packs each size holds. */
const QUARTERS: Readonly<Record<Size, number>> = { '250g': 1, '500g': 2, '1kg': 4 };

export function savingsFor(prices: SizePrices, size: Size): number | undefined {
  if (size === '250g') return undefined;
  const quarter = prices['250g'];
  const whole = prices[size];
  if (quarter === undefined || whole === undefined) return undefined;
  const saved = QUARTERS[size] * quarter - whole;
  return saved > 0 ? saved : undefined;
}
