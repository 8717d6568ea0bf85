/**
 * The sweets home's server data (storefront §7; FEATURES MITHAI-04, MITHAI-10..MITHAI-12): the
 * categories and the products, fetched in parallel (none at all while both are fresh); on failure
 * only logged, and the fixed lists remain.
 */
import { useEffect, useState } from 'react';
import { fetchCategoriesAndProducts } from '../../client/storefront-api.ts';
import { toCatalogueItem, type CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';

export interface MithaiData {
  loading: boolean;
  categories: string[];
  products: CatalogueItem[];
}

export function useMithaiData(): MithaiData {
  const [data, setData] = useState<MithaiData>({ loading: true, categories: [], products: [] });
  useEffect(() => {
    let live = true;
    void fetchCategoriesAndProducts().then(({ categories, products }) => {
      if (live) setData({ loading: false, categories, products: products.map(toCatalogueItem) });
    });
    return () => {
      live = false;
    };
  }, []);
  return data;
}
