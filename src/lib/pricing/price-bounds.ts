/**
 * The lowest and highest price a product is sold at, over every size and quality level it lists
 * (structured data offers a single price or a range). Undefined when no price is set.
 */
import type { Price } from '../catalogue/product-schema.ts';

export interface PriceBounds {
  low: number;
  high: number;
}

export function priceBounds(price: Price): PriceBounds | undefined {
  const levels = Object.values(price.expertise ?? {});
  const amounts = [price.custom, price['250g'], price['500g'], price['1kg'], ...levels.flatMap((sizes) => Object.values(sizes ?? {}))].filter(
    (amount): amount is number => typeof amount === 'number' && amount > 0,
  );
  if (amounts.length === 0) return undefined;
  return { low: Math.min(...amounts), high: Math.max(...amounts) };
}
