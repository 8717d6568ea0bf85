/**
 * Availability of a catalogue item (storefront §3 `inStock`, `isActive`; FEATURES G-22; issue #41),
 * the same for Diwali sweets, gift hampers, corporate gifts and staff products: a hidden item
 * (`isActive: false`) is left out of every list and page; a sold-out one (`inStock: false`) keeps its
 * page and cards, which say "Currently unavailable" (FEATURES G-22) where "Add to enquiry list" would be (Call, WhatsApp and Buy
 * Now stay, so a visitor can still ask), and its structured data says OutOfStock.
 */

import { EN_PRICE } from './shop-words/price.ts';

export const SOLD_OUT_TEXT = EN_PRICE.soldOut;

/** Only items in stock can be put on the enquiry list. */
export function canAddToList(item: { inStock: boolean }): boolean {
  return item.inStock;
}

/** The items the built site shows: hidden ones left out. */
export function activeItems<T extends { isActive: boolean }>(items: readonly T[]): T[] {
  return items.filter((item) => item.isActive);
}
