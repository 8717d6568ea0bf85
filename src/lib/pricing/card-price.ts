/**
 * The price line of a product card (storefront §9; FEATURES SHOP-21, CONST-29):
 * "₹650 / pack" for a custom price, else "₹320 / 250g", else "Price on request". Whole rupees (G-17).
 */
import type { Price } from '../catalogue/product-schema.ts';
import { formatRupees, PRICE_ON_REQUEST } from './format-rupees.ts';

export function cardPriceText(price: Price): string {
  if (price.custom !== undefined) return `${formatRupees(price.custom)} / pack`;
  const quarter = price['250g'];
  if (quarter !== undefined) return `${formatRupees(quarter)} / 250g`;
  return PRICE_ON_REQUEST;
}
