/**
 * The catalogue's view (storefront §2, §4, §5, §9; FEATURES SHOP-01..SHOP-25; issues #12, #17): what
 * /mithai/shop shows for a state (category, search, sort, dietary, price and travel filters, visible
 * count) over the built-in and staff-created products, with every rule taken from lib. Any change of
 * category, search, sort or filter goes back to one page (SHOP-17); "Load More" adds a page.
 * The shop's element (components/catalogue/catalogue-element.ts) only turns this into DOM.
 */
import type { CatalogueItem } from './catalogue-item.ts';
import { ALL_CATEGORIES, catalogueCategories, collectionTitle } from './category-order.ts';
import { DEFAULT_QUERY, type CatalogueQuery } from './catalogue-url.ts';
import type { DietTag } from './dietary.ts';
import { applyFacets, facetCounts, hasFacets, type Facets } from './facets.ts';
import { filterProducts } from './filter-products.ts';
import { mergeProducts } from './merge-products.ts';
import { nextVisibleCount, PAGE_SIZE, paginate, type Page } from './paginate.ts';
import type { CategoryWords } from './shop-words/categories.ts';
import { sortProducts } from './sort-products.ts';
import { buildSearchIndex, type SearchIndex } from '../search/match-products.ts';
import { reachesBand, type TravelBandFacts } from '../planning/travel-label.ts';

/** The catalogue's state: the view in the address plus how many cards are shown. */
export interface CatalogueState extends CatalogueQuery {
  visibleCount: number;
}

/** The dietary, price and travel filters of a state. */
export type CatalogueFacets = Pick<CatalogueQuery, 'diet' | 'minPrice' | 'maxPrice' | 'travel'>;

export const NO_CATALOGUE_FACETS: CatalogueFacets = { diet: [], minPrice: undefined, maxPrice: undefined, travel: undefined };

export const FIRST_STATE: CatalogueState = { ...DEFAULT_QUERY, visibleCount: PAGE_SIZE };

/** The state for a view read from the address (first visit, Back/Forward): one page. */
export function restoreState(query: CatalogueQuery): CatalogueState {
  return { ...query, visibleCount: PAGE_SIZE };
}

/** A new category, search, sort or filter: back to one page (SHOP-17). */
export function refineState(state: CatalogueState, change: Partial<CatalogueQuery>): CatalogueState {
  return { ...state, ...change, visibleCount: PAGE_SIZE };
}

/** "Load More" done (SHOP-15): one page more. */
export function showMoreState(state: CatalogueState): CatalogueState {
  return { ...state, visibleCount: nextVisibleCount(state.visibleCount) };
}

/** The merged product list and what is derived from it alone; build it once per list. */
export interface CatalogueData {
  products: CatalogueItem[];
  /** The search index, built on first use: a visit that never searches never folds a name. */
  readonly index: SearchIndex<CatalogueItem>;
  categories: string[];
}

export function catalogueData(builtin: readonly CatalogueItem[], server: readonly CatalogueItem[]): CatalogueData {
  const products = mergeProducts(builtin, server);
  let index: SearchIndex<CatalogueItem> | undefined;
  return {
    products,
    get index() {
      index ??= buildSearchIndex(products);
      return index;
    },
    categories: catalogueCategories(products),
  };
}

export interface CatalogueView {
  /** The hero title: the category, "All Collections" for "all" or while searching. */
  title: string;
  categories: string[];
  page: Page<CatalogueItem>;
  /** For each dietary tag, how many products it would leave. */
  counts: Record<DietTag, number>;
  /** The trimmed search text ('' when not searching). */
  searched: string;
  /** Nothing found for a search: offer "Did you mean …?" (lib/search/fuzzy-search.ts). */
  wantsSuggestion: boolean;
  /** How many filters are set (the price range counts once): "Filters (n)". */
  activeFilters: number;
}

export function activeFilterCount(facets: CatalogueFacets): number {
  const price = facets.minPrice === undefined && facets.maxPrice === undefined ? 0 : 1;
  return facets.diet.length + price + (facets.travel === undefined ? 0 : 1);
}

/** Whether any dietary, price or travel filter is set (the filters panel opens). */
export function isFiltering(facets: CatalogueFacets): boolean {
  return hasFacets(facets) || facets.travel !== undefined;
}

export function catalogueView(data: CatalogueData, state: CatalogueState, travelBands: readonly TravelBandFacts[] = [], categoryWords?: CategoryWords): CatalogueView {
  const searched = state.search.trim();
  const found = filterProducts(data.products, state, searched === '' ? undefined : data.index);
  // "Travels to" (issue #17): products that travel at least as far as the chosen band.
  const { travel } = state;
  const reaching = travel === undefined ? found : found.filter((item) => reachesBand(travelBands, travel, item.shelfLife));
  const facets: Facets = { diet: state.diet, minPrice: state.minPrice, maxPrice: state.maxPrice };
  const sorted = sortProducts(applyFacets(reaching, facets), state.sort);
  return {
    title: collectionTitle(searched === '' ? state.category : ALL_CATEGORIES, categoryWords),
    categories: data.categories,
    page: paginate(sorted, state.visibleCount),
    counts: facetCounts(reaching, facets),
    searched,
    wantsSuggestion: sorted.length === 0 && searched !== '',
    activeFilters: activeFilterCount(state),
  };
}
