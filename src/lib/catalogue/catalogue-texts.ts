/**
 * The catalogue's words that change with the view (storefront §2, §4; FEATURES SHOP-14..SHOP-16;
 * issue #12): the count line, "Load More" and the filters' summary and price messages.
 */
import type { Locale } from '../i18n/locales.ts';
import { fill, plural } from '../i18n/ui-strings.ts';
import { parsePriceBound } from './catalogue-url.ts';
import { EN_CATALOGUE_LIVE, type CatalogueLiveWords } from './shop-words/catalogue.ts';

/** The words and language of the texts below (issue #44); English by default. */
export interface CatalogueLanguage {
  words: CatalogueLiveWords;
  locale: Locale;
}

const ENGLISH: CatalogueLanguage = { words: EN_CATALOGUE_LIVE, locale: 'en' };

/** "12 results for "ladoo"" (issue #12). */
export function resultsFor(total: number, searched: string, { words, locale }: CatalogueLanguage = ENGLISH): string {
  return plural(locale, words.resultsFor, total, { search: searched });
}

export const showingText = (shown: number, total: number, { words }: CatalogueLanguage = ENGLISH): string => fill(words.showing, { shown, total });

export const moreAvailableText = (remaining: number, { words }: CatalogueLanguage = ENGLISH): string => fill(words.moreAvailable, { count: remaining });

/** The Load More button: its 500 ms loading state, else how many remain. */
export const loadMoreText = (remaining: number, loading: boolean, { words }: CatalogueLanguage = ENGLISH): string =>
  loading ? words.loadingMore : fill(words.loadMore, { count: remaining });

export const filtersSummary = (active: number, { words }: CatalogueLanguage = ENGLISH): string => (active > 0 ? fill(words.filtersActive, { count: active }) : words.filters);

export interface PriceProblem {
  /** The field the message is about. */
  field: 'min' | 'max';
  message: string;
}

/**
 * Why the typed price bounds cannot be applied, or undefined when they can: a bound that is not a
 * whole number of rupees, or a minimum above the maximum.
 */
export function priceProblem(min: string, max: string, { words }: CatalogueLanguage = ENGLISH): PriceProblem | undefined {
  const lower = parsePriceBound(min);
  const upper = parsePriceBound(max);
  if (min.trim() !== '' && lower === undefined) return { field: 'min', message: words.minProblem };
  if (max.trim() !== '' && upper === undefined) return { field: 'max', message: words.maxProblem };
  if (lower !== undefined && upper !== undefined && lower > upper) return { field: 'max', message: words.rangeProblem };
  return undefined;
}
