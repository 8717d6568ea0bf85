/**
 * The catalogue's view in its address (issue #12; storefront §2 "search" parameter, G-36):
 * /mithai/shop?search=…&category=…&sort=…&diet=…&min=…&max=…&travel=…, so a filtered view can be shared and
 * Back/Forward restore it. Defaults are left out. A non-empty `search` fills the box and selects
 * "all", exactly as the spec says, so `category` is not written beside it. Values that make no sense
 * (an unknown sort or tag, a negative price) are ignored, never an error page.
 */
import { ALL_CATEGORIES, DEFAULT_CATEGORY, sameCategory } from './category-order.ts';
import { DIET_TAGS, isDietTag, type DietTag } from './dietary.ts';
import { DEFAULT_SORT, isSortOrder, type SortOrder } from './sort-products.ts';
import { isTravelBandId, type TravelBandId } from '../planning/travel-label.ts';

export interface CatalogueQuery {
  category: string;
  search: string;
  sort: SortOrder;
  diet: DietTag[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** Issue #17: only products that travel at least this far ("travels well" bands). */
  travel?: TravelBandId | undefined;
}

export const DEFAULT_QUERY: CatalogueQuery = { category: DEFAULT_CATEGORY, search: '', sort: DEFAULT_SORT, diet: [] };

/** The highest price a filter may ask for, in rupees. */
export const MAX_PRICE_FILTER = 1_000_000;

/** A price bound as typed: a whole number of rupees from 0, or undefined when it is not one. */
export function parsePriceBound(text: string | null | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,7}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= MAX_PRICE_FILTER ? value : undefined;
}

export function queryFromParams(params: URLSearchParams): CatalogueQuery {
  const search = params.get('search') ?? '';
  const category = params.get('category')?.trim();
  const sort = params.get('sort') ?? '';
  const diet = new Set((params.get('diet') ?? '').split(',').map((tag) => tag.trim()).filter(isDietTag));
  let minPrice = parsePriceBound(params.get('min'));
  let maxPrice = parsePriceBound(params.get('max'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [undefined, undefined];
  const travel = params.get('travel') ?? '';
  return {
    search,
    category: search.trim() !== '' ? ALL_CATEGORIES : category || DEFAULT_CATEGORY,
    sort: isSortOrder(sort) ? sort : DEFAULT_SORT,
    diet: DIET_TAGS.filter((tag) => diet.has(tag)),
    ...(minPrice === undefined ? {} : { minPrice }),
    ...(maxPrice === undefined ? {} : { maxPrice }),
    ...(isTravelBandId(travel) ? { travel } : {}),
  };
}

/** "?search=ladoo&diet=sugar-free", or "" for the default view. */
export function queryString(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  const search = query.search.trim();
  if (search !== '') params.set('search', query.search);
  else if (!sameCategory(query.category, DEFAULT_CATEGORY)) params.set('category', query.category);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.diet.length > 0) params.set('diet', DIET_TAGS.filter((tag) => query.diet.includes(tag)).join(','));
  if (query.minPrice !== undefined) params.set('min', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('max', String(query.maxPrice));
  if (query.travel !== undefined) params.set('travel', query.travel);
  const text = params.toString().replaceAll('%2C', ',');
  return text === '' ? '' : `?${text}`;
}
