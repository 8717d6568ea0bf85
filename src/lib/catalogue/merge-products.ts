/**
 * The one merge of built-in and staff-created products (STYLE §3.7; storefront §3 "Built-in lists";
 * FEATURES SHOP-06): the built-in lists first in their featured order, then the server's products;
 * hidden products never appear, and an id already taken is not repeated (the built-in item wins,
 * as its page is the prebuilt one).
 */

interface Mergeable {
  _id: string;
  isActive?: boolean;
}

export function mergeProducts<T extends Mergeable>(builtin: readonly T[], server: readonly T[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const product of [...builtin, ...server]) {
    if (product.isActive === false || seen.has(product._id)) continue;
    seen.add(product._id);
    merged.push(product);
  }
  return merged;
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
