/**
 * Finds the product of the shell page's address (storefront §2 Product detail, §7; FEATURES PDP-01,
 * PDP-02, G-40): the server first; if that request fails or is not ok, the built-in gift list;
 * otherwise not found.
 */
import { useEffect, useState } from 'react';
import { fetchProduct, fetchRelated } from '../../client/storefront-api.ts';
import { productIdFromPath } from '../../lib/catalogue/card-link.ts';
import { toCatalogueItem, type CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { relatedProducts } from '../../lib/catalogue/public-products.ts';
import { splitLocalePath } from '../../lib/i18n/locales.ts';
import type { DetailProduct } from './detail-product.ts';

export type Lookup =
  | { state: 'loading' }
  | { state: 'found'; product: DetailProduct; related: CatalogueItem[] }
  | { state: 'not-found' };

async function lookUp(id: string | undefined, giftList: readonly DetailProduct[]): Promise<Lookup> {
  if (id === undefined) return { state: 'not-found' };
  const product = await fetchProduct(id);
  if (product) return { state: 'found', product, related: [] };
  const gift = giftList.find((item) => item._id === id);
  if (gift) return { state: 'found', product: gift, related: relatedProducts(giftList, id).map(toCatalogueItem) };
  return { state: 'not-found' };
}

export function useProductLookup(giftList: readonly DetailProduct[], prefix: '/product/' | '/diwali-product/' = '/product/'): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    void (async () => {
      // /te/product/… and /hi/product/… too (issue #44).
      const id = productIdFromPath(splitLocalePath(window.location.pathname).englishPath, prefix);
      const result = await lookUp(id, giftList);
      if (!live) return;
      setLookup(result);
      // A server product shows at once; its related products follow when they come.
      if (result.state !== 'found' || result.related.length > 0 || id === undefined) return;
      const related = (await fetchRelated(id)).map(toCatalogueItem);
      if (live && related.length > 0) setLookup({ ...result, related });
    })();
    return () => {
      live = false;
    };
  }, [giftList, prefix]);
  return lookup;
}
