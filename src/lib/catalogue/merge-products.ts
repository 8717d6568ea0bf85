/**
 * The one merge of built-in and staff-created products (STYLE §3.7; storefront §3 "Built-in lists";
 * FEATURES SHOP-06; issue #12): the built-in lists first in their featured order, then the server's
 * products. Hidden products never appear. Each product and each sweet appears once:
 * - the same id twice: the built-in item wins, as its page is the prebuilt one;
 * - a visible staff product named like a built-in one (lib/search/name-key.ts: "Kaju Katli",
 *   "kaju katri"): the staff product wins and the built-in one leaves the list, because staff keep
 *   it current (price, stock, visibility) while a built-in item changes only with a deploy. Hiding
 *   the staff product brings the built-in one back (DESIGN.md "Which product wins").
 * - two staff products with one name: the first in the server's order (newest first) wins.
 */
import { nameKey } from '../search/name-key.ts';

interface Mergeable {
  _id: string;
  name: string;
  isActive?: boolean;
}

export function mergeProducts<T extends Mergeable>(builtin: readonly T[], server: readonly T[]): T[] {
  const builtinIds = new Set(builtin.map((product) => product._id));
  const staff: T[] = [];
  const staffNames = new Set<string>();
  for (const product of server) {
    const key = nameKey(product.name);
    if (product.isActive === false || builtinIds.has(product._id) || staffNames.has(key)) continue;
    staffNames.add(key);
    staff.push(product);
  }
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const product of builtin) {
    const key = nameKey(product.name);
    if (product.isActive === false || seen.has(product._id) || staffNames.has(key) || seen.has(key)) continue;
    seen.add(product._id);
    seen.add(key);
    merged.push(product);
  }
  return [...merged, ...staff];
}

/** The two built-in lists the shop and the sweets home merge in (§3): Diwali sweets and gift hampers, not corporate gifts. */
export function shopBuiltinProducts<T extends { source: string; isActive: boolean }>(products: readonly T[]): T[] {
  return products.filter((product) => product.isActive && (product.source === 'diwali-collection' || product.source === 'gift-hamper'));
}

/** The built-in gift list (the 19 corporate gifts, /product/gift-{n}): the product page's fallback (§2). */
export function builtinGiftList<T extends { source: string }>(products: readonly T[]): T[] {
  return products.filter((product) => product.source === 'corporate-gift');
}

/** The built-in Diwali Collection sweets (/diwali-product/{id}). */
export function builtinDiwaliSweets<T extends { source: string }>(products: readonly T[]): T[] {
  return products.filter((product) => product.source === 'diwali-collection');
}
