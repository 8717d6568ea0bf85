/** The price a product sorts by (storefront §9; FEATURES SHOP-13, CONST-28): custom, else 250g, 500g, 1kg, else 0. */
import type { Price } from '../catalogue/product-schema.ts';

export function sortPrice(price: Price): number {
  return price.custom ?? price['250g'] ?? price['500g'] ?? price['1kg'] ?? 0;
}
