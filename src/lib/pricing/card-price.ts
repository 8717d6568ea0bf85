/**
 * The price line of a product card (storefront §9; FEATURES SHOP-21, CONST-29):
 * "₹650 / pack" for a custom price, else "₹320 / 250g", else "Price on request". Whole rupees (G-17).
 */
import type { Price } from '../catalogue/product-schema.ts';
import { EN_PRICE, type CardPriceWords } from '../catalogue/shop-words/price.ts';
import { fill } from '../i18n/ui-strings.ts';
import { formatRupees } from './format-rupees.ts';

export type PriceWords = Pick<CardPriceWords, 'perPack' | 'per250g' | 'priceOnRequest'>;

/** In the page's language (issue #44): "₹650 / ప్యాక్"; English by default. */
export function cardPriceText(price: Price, words: PriceWords = EN_PRICE): string {
  if (price.custom !== undefined) return fill(words.perPack, { price: formatRupees(price.custom) });
  const quarter = price['250g'];
  if (quarter !== undefined) return fill(words.per250g, { price: formatRupees(quarter) });
  return words.priceOnRequest;
}
