/**
 * The catalogue's words that change with the view (storefront §2, §4; FEATURES SHOP-14..SHOP-16;
 * issue #12): the count line, "Load More" and the filters' summary and price messages.
 */
import { parsePriceBound } from './catalogue-url.ts';

/** "12 results for "ladoo"" (issue #12). */
export function resultsFor(total: number, searched: string): string {
  return `${total} ${total === 1 ? 'result' : 'results'} for "${searched}"`;
}

export const showingText = (shown: number, total: number): string => `Showing ${shown} of ${total} products`;

export const moreAvailableText = (remaining: number): string => `${remaining} more available`;

/** The Load More button: its 500 ms loading state, else how many remain. */
export const loadMoreText = (remaining: number, loading: boolean): string => (loading ? 'Loading more...' : `Load More (${remaining} remaining)`);

export const filtersSummary = (active: number): string => (active > 0 ? `Filters (${active})` : 'Filters');

export interface PriceProblem {
  /** The field the message is about. */
  field: 'min' | 'max';
  message: string;
}

/**
 * Why the typed price bounds cannot be applied, or undefined when they can: a bound that is not a
 * whole number of rupees, or a minimum above the maximum.
 */
export function priceProblem(min: string, max: string): PriceProblem | undefined {
  const lower = parsePriceBound(min);
  const upper = parsePriceBound(max);
  if (min.trim() !== '' && lower === undefined) return { field: 'min', message: 'Enter the lowest price in whole rupees, e.g. 200.' };
  if (max.trim() !== '' && upper === undefined) return { field: 'max', message: 'Enter the highest price in whole rupees, e.g. 600.' };
  if (lower !== undefined && upper !== undefined && lower > upper) return { field: 'max', message: 'The highest price must not be below the lowest.' };
  return undefined;
}
