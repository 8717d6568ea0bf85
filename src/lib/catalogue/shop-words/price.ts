/**
 * The price line of a product card or a search suggestion, and "Currently unavailable", in English
 * (issue #44; part of strings/shop.ts `card`): on their own so that the header search, on every page,
 * carries only these words of the card's.
 */
import type { Translation } from '../../i18n/ui-strings.ts';

export const EN_PRICE = {
  perPack: '{price} / pack',
  per250g: '{price} / 250g',
  priceOnRequest: 'Price on request',
  soldOut: 'Currently unavailable',
} as const;

export type CardPriceWords = Translation<typeof EN_PRICE>;
