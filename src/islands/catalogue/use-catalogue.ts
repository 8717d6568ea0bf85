/**
 * The catalogue's state (storefront §2, §4, §5, §9): category, search text, sort order and the
 * visible count, with every rule taken from lib/catalogue. `?search=` fills the search box and
 * selects "all"; `?category=` selects a category (G-36). Any change of category, search or sort
 * goes back to one page; "Load More" shows its loading state for 500 ms, then adds a page.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { ALL_CATEGORIES, catalogueCategories, DEFAULT_CATEGORY } from '../../lib/catalogue/category-order.ts';
import { filterProducts } from '../../lib/catalogue/filter-products.ts';
import { mergeProducts } from '../../lib/catalogue/merge-products.ts';
import { LOAD_MORE_DELAY_MS, nextVisibleCount, PAGE_SIZE, paginate } from '../../lib/catalogue/paginate.ts';
import { DEFAULT_SORT, sortProducts, type SortOrder } from '../../lib/catalogue/sort-products.ts';
import { useServerProducts } from './use-server-products.ts';

interface View {
  category: string;
  search: string;
  sort: SortOrder;
  visibleCount: number;
}

const FIRST_VIEW: View = { category: DEFAULT_CATEGORY, search: '', sort: DEFAULT_SORT, visibleCount: PAGE_SIZE };

/** The view the address asks for: `?search=` (category "all") or `?category=`. */
function viewFromUrl(params: URLSearchParams): Partial<View> {
  const search = params.get('search') ?? '';
  if (search.trim() !== '') return { search, category: ALL_CATEGORIES };
  const category = params.get('category')?.trim();
  return category ? { category } : {};
}

export function useCatalogue(builtin: readonly CatalogueItem[]) {
  const server = useServerProducts();
  const [view, setView] = useState<View>(FIRST_VIEW);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    setView((current) => ({ ...current, ...viewFromUrl(new URL(window.location.href).searchParams) }));
    return () => window.clearTimeout(timer.current);
  }, []);

  const products = useMemo(() => mergeProducts(builtin, server.products), [builtin, server.products]);
  const categories = useMemo(() => catalogueCategories(products), [products]);
  const sorted = useMemo(
    () => sortProducts(filterProducts(products, view), view.sort),
    [products, view.category, view.search, view.sort],
  );
  const page = paginate(sorted, view.visibleCount);

  /** A new filter or order: back to the first page (SHOP-17). */
  const refine = (change: Partial<Omit<View, 'visibleCount'>>) => {
    window.clearTimeout(timer.current);
    setLoadingMore(false);
    setView((current) => ({ ...current, ...change, visibleCount: PAGE_SIZE }));
  };

  const loadMore = () => {
    if (loadingMore) return;
    setLoadingMore(true);
    timer.current = window.setTimeout(() => {
      setView((current) => ({ ...current, visibleCount: nextVisibleCount(current.visibleCount) }));
      setLoadingMore(false);
    }, LOAD_MORE_DELAY_MS);
  };

  return {
    loading: server.loading,
    view,
    categories,
    page,
    loadingMore,
    setCategory: (category: string) => refine({ category }),
    setSearch: (search: string) => refine({ search }),
    setSort: (sort: SortOrder) => refine({ sort }),
    loadMore,
  };
}
