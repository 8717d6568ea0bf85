/**
 * Where a product card leads (storefront §2 Catalogue; FEATURES SHOP-20): Diwali Collection items
 * to /diwali-product/{id}, everything else to /product/{id}.
 */
import { DIWALI_COLLECTION, sameCategory } from './category-order.ts';

export function productHref(product: { _id: string; category: string }): string {
  const id = encodeURIComponent(product._id);
  return sameCategory(product.category, DIWALI_COLLECTION) ? `/diwali-product/${id}` : `/product/${id}`;
}

/**
 * The product id in a detail page's address ("/product/kaju-katli-4f9a2c" -> "kaju-katli-4f9a2c"),
 * for the run-time shell page; undefined when the path holds none.
 */
export function productIdFromPath(pathname: string, prefix: '/product/' | '/diwali-product/'): string | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const segment = pathname.slice(prefix.length).replace(/\/+$/, '').replace(/\.html$/, '');
  if (segment === '' || segment.includes('/')) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The shop page, and the query parameter that carries a search to it (storefront §2 Catalogue). */
export const SHOP_PATH = '/mithai/shop';
export const SHOP_SEARCH_PARAM = 'search';

/** The shop searched for a text (FEATURES SRCH-09, SRCH-10, SHOP-11): /mithai/shop?search={text}. */
export function shopSearchHref(text: string): string {
  return `${SHOP_PATH}?${SHOP_SEARCH_PARAM}=${encodeURIComponent(text.trim())}`;
}
