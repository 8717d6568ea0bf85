/** The staff-created products, fetched once on mount; `loading` until the answer (or failure) is in. */
import { useEffect, useState } from 'react';
import { fetchProducts } from '../../client/storefront-api.ts';
import { toCatalogueItem, type CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';

export function useServerProducts(): { loading: boolean; products: CatalogueItem[] } {
  const [state, setState] = useState<{ loading: boolean; products: CatalogueItem[] }>({ loading: true, products: [] });
  useEffect(() => {
    let live = true;
    void fetchProducts().then((products) => {
      if (live) setState({ loading: false, products: products.map(toCatalogueItem) });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
