/**
 * The catalogue's state (storefront §2, §4, §5, §9; issue #12): category, search text, sort order,
 * dietary and price filters and the visible count, with every rule taken from lib. The view lives in
 * the address too (use-url-view.ts): `?search=` fills the search box and selects "all". Any change of
 * category, search, sort or filter goes back to one page; "Load More" shows its loading state for
 * 500 ms, then adds a page.
 */
import { useMemo, useRef, useState, useEffect } from 'react';
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { catalogueCategories } from '../../lib/catalogue/category-order.ts';
import { DEFAULT_QUERY, type CatalogueQuery } from '../../lib/catalogue/catalogue-url.ts';
import { applyFacets, facetCounts } from '../../lib/catalogue/facets.ts';
import { filterProducts } from '../../lib/catalogue/filter-products.ts';
import { mergeProducts } from '../../lib/catalogue/merge-products.ts';
import { LOAD_MORE_DELAY_MS, nextVisibleCount, PAGE_SIZE, paginate } from '../../lib/catalogue/paginate.ts';
import { sortProducts } from '../../lib/catalogue/sort-products.ts';
import { buildFuzzyIndex, didYouMean } from '../../lib/search/fuzzy-search.ts';
import { buildSearchIndex } from '../../lib/search/match-products.ts';
import { reachesBand, type TravelBandFacts } from '../../lib/planning/travel-label.ts';
import { useServerProducts } from './use-server-products.ts';
import { useUrlView, type HistoryMode } from './use-url-view.ts';

export type View = CatalogueQuery & { visibleCount: number };

const FIRST_VIEW: View = { ...DEFAULT_QUERY, visibleCount: PAGE_SIZE };

export function useCatalogue(builtin: readonly CatalogueItem[], travelBands: readonly TravelBandFacts[] = []) {
  const server = useServerProducts();
  const [view, setView] = useState<View>(FIRST_VIEW);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** A new filter or order: back to the first page (SHOP-17). */
  const reset = (next: (current: View) => View) => {
    window.clearTimeout(timer.current);
    setLoadingMore(false);
    setView((current) => ({ ...next(current), visibleCount: PAGE_SIZE }));
  };
  const record = useUrlView(view, (query) => reset(() => ({ ...query, visibleCount: PAGE_SIZE })));
  const refine = (change: Partial<CatalogueQuery>, mode: HistoryMode = 'push') => {
    record(mode);
    reset((current) => ({ ...current, ...change }));
  };

  const products = useMemo(() => mergeProducts(builtin, server.products), [builtin, server.products]);
  const index = useMemo(() => buildSearchIndex(products), [products]);
  const fuzzy = useMemo(() => buildFuzzyIndex(index), [index]);
  const categories = useMemo(() => catalogueCategories(products), [products]);
  const searched = useMemo(() => filterProducts(products, view, index), [products, index, view.category, view.search]);
  // "Travels to" (issue #17): products that travel at least as far as the chosen band.
  const found = useMemo(
    () => (view.travel === undefined ? searched : searched.filter((item) => reachesBand(travelBands, view.travel ?? 'same-day', item.shelfLife))),
    [searched, travelBands, view.travel],
  );
  const facets = { diet: view.diet, minPrice: view.minPrice, maxPrice: view.maxPrice };
  const counts = useMemo(() => facetCounts(found, facets), [found, view.diet, view.minPrice, view.maxPrice]);
  const sorted = useMemo(() => sortProducts(applyFacets(found, facets), view.sort), [found, view.diet, view.minPrice, view.maxPrice, view.sort]);
  const page = paginate(sorted, view.visibleCount);
  const suggestion = sorted.length === 0 && view.search.trim() !== '' ? didYouMean(fuzzy, view.search) : undefined;

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
    counts,
    didYouMean: suggestion,
    loadingMore,
    setCategory: (category: string) => refine({ category }),
    setSearch: (search: string) => refine({ search }, 'type'),
    chooseSearch: (search: string) => refine({ search }),
    setSort: (sort: CatalogueQuery['sort']) => refine({ sort }),
    setFacets: (change: Pick<CatalogueQuery, 'diet' | 'minPrice' | 'maxPrice' | 'travel'>, mode: HistoryMode = 'push') => refine(change, mode),
    loadMore,
  };
}
