/**
 * <catalogue-view>: the script behind Catalogue.astro, /mithai/shop's catalogue without a framework
 * (issue #14; storefront §2, §4, §5, §9; FEATURES SHOP-01..SHOP-25). The HTML already holds the hero,
 * the built-in categories, the toolbar, the filters and the SHOP-19 loading state; this element
 * - fetches the staff-created products once (fetchProducts: logged, never shown, on failure) and
 *   merges them with the built-in list the HTML carries as JSON, beside the first page's cards as
 *   the build drew them (copied where the products leave them in place);
 * - renders the view lib computes (lib/catalogue/catalogue-view.ts): title, categories, counts, cards,
 *   "No Treasures Found", "Did you mean …?" (fuse.js, loaded only when a search finds nothing) and
 *   "Load More" with its 500 ms loading state;
 * - keeps the address in step (lib/catalogue/history-step.ts): `?search=` fills the box and selects
 *   "all", deliberate changes add a history entry, typing replaces one, Back/Forward restore.
 * What a visitor typed or chose before the script ran is kept, and a button tapped before it is
 * clicked again once wired (data-holds-taps, client/held-taps.ts). It sets `data-ready` once wired.
 */
import { fetchProducts } from '../../client/storefront-api.ts';
import type { Product } from '../../lib/catalogue/product-schema.ts';
import { toCatalogueItem, type CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { queryFromParams, queryString, type CatalogueQuery } from '../../lib/catalogue/catalogue-url.ts';
import {
  catalogueData,
  catalogueView,
  refineState,
  restoreState,
  showMoreState,
  type CatalogueData,
  type CatalogueState,
} from '../../lib/catalogue/catalogue-view.ts';
import { historyStep, type HistoryMode } from '../../lib/catalogue/history-step.ts';
import { LOAD_MORE_DELAY_MS } from '../../lib/catalogue/paginate.ts';
import { readScriptJson } from '../../lib/markup/script-json.ts';
import { isSortOrder } from '../../lib/catalogue/sort-products.ts';
import type { FuzzyIndex } from '../../lib/search/fuzzy-search.ts';
import type { TravelBandFacts } from '../../lib/planning/travel-label.ts';
import { replayHeldTap } from '../../client/held-taps.ts';
import { enableProductCards } from '../../islands/catalogue/product-card-markup.ts';
import { changedByVisitor } from '../../islands/ui/changed-by-visitor.ts';
import { afterNextFrame, yieldToMain } from '../../islands/ui/main-thread.ts';
import { CatalogueFilters } from './catalogue-filters.ts';
import { isLocale } from '../../lib/i18n/locales.ts';
import { suggestionIn } from '../../lib/search/local-suggestion.ts';
import { cardsKept, didYouMeanLine, emptyState, ENGLISH_SHOP, gridBlock, preloadCardImages, renderCategories, renderCount, renderGrid, renderLoadMore, type ShopLanguage } from './catalogue-results.ts';

/**
 * Cards drawn in one step (issue #14): building, styling and laying out a page of 15 cards with their
 * pictures is one long task on a phone; in steps of 6 (the eager pictures first), each styled and laid
 * out in a frame of its own, the first row paints and a tap is answered before the rest are built.
 */
const CARDS_PER_STEP = 6;

/** The longest wait for a frame between two steps of cards (a hidden tab draws no frames). */
const FRAME_WAIT_MS = 100;

interface Built {
  builtin: CatalogueItem[];
  travelBands: TravelBandFacts[];
  /** The first page's cards as the build drew them (Catalogue.astro), copied where they still fit. */
  firstCards: Element[];
  /** The page's language and words (issue #44): English unless the page's JSON says otherwise. */
  language: ShopLanguage;
}

function isShopLanguage(value: unknown): value is ShopLanguage {
  if (typeof value !== 'object' || value === null) return false;
  const { locale, catalogue, card, categories } = value as Record<string, unknown>;
  return isLocale(locale) && [catalogue, card, categories].every((words) => typeof words === 'object' && words !== null);
}

function readBuilt(host: HTMLElement): Built {
  const record = readScriptJson(host.querySelector('script[data-catalogue-data]')?.textContent);
  // The build wrote this JSON from the same types (Catalogue.astro).
  return {
    builtin: Array.isArray(record['builtin']) ? (record['builtin'] as CatalogueItem[]) : [],
    travelBands: Array.isArray(record['travelBands']) ? (record['travelBands'] as TravelBandFacts[]) : [],
    firstCards: [...(host.querySelector<HTMLTemplateElement>('template[data-first-cards]')?.content.children ?? [])],
    language: isShopLanguage(record['language']) ? record['language'] : ENGLISH_SHOP,
  };
}

type Results = { kind: 'loading' } | { kind: 'empty'; search: string } | { kind: 'grid'; grid: HTMLUListElement; more: HTMLElement; button: HTMLButtonElement };

export class CatalogueElement extends HTMLElement {
  #built: Built = { builtin: [], travelBands: [], firstCards: [], language: ENGLISH_SHOP };
  #data: CatalogueData | undefined;
  #fuzzy: Promise<FuzzyIndex<CatalogueItem>> | undefined;
  #state!: CatalogueState;
  #loading = true;
  #loadingMore = false;
  #timer: number | undefined;
  #typing = false;
  #results: Results = { kind: 'loading' };
  #filters!: CatalogueFilters;
  /** Counts the card drawings begun: a drawing still in steps stops when a newer one starts. */
  #drawings = 0;
  #connected = false;
  #ref = <T extends Element>(name: string) => this.querySelector<T>(`[data-ref="${name}"]`);

  connectedCallback(): void {
    if (this.#connected) return;
    this.#connected = true;
    const staffProducts = fetchProducts();
    // The rest in a task of its own: the page's module scripts all run in one task, with the layout
    // that ends the parsing, and this element's work made it the longest of the load (issue #14).
    void yieldToMain().then(() => this.#wire(staffProducts));
  }

  /** Reads the built-in list, wires the controls (keeping what the visitor did first), then waits for the staff products. */
  #wire(staffProducts: Promise<Product[]>): void {
    this.#built = readBuilt(this);
    enableProductCards();

    const search = this.#ref<HTMLInputElement>('search');
    const sort = this.#ref<HTMLSelectElement>('sort');
    const panel = this.#ref<HTMLElement>('filters');
    if (!search || !sort || !panel) return;
    const { language } = this.#built;
    this.#filters = new CatalogueFilters(panel, (facets, mode) => this.#refine(facets, mode), () => this.#state, { words: language.catalogue, locale: language.locale });

    // The view in the address, then whatever the visitor typed or chose before this script ran.
    this.#state = restoreState(queryFromParams(new URLSearchParams(window.location.search)));
    const early: Partial<CatalogueQuery> = this.#filters.earlyChoices();
    if (changedByVisitor(sort) && isSortOrder(sort.value)) early.sort = sort.value;
    const typed = changedByVisitor(search);
    if (typed) early.search = search.value;
    if (Object.keys(early).length > 0) this.#refine(early, typed && Object.keys(early).length === 1 ? 'type' : 'push');
    // The HTML already shows the first view while the staff products load (Catalogue.astro).
    else if (queryString(this.#state) !== '') this.#render();

    search.addEventListener('input', () => this.#refine({ search: search.value }, 'type'));
    sort.addEventListener('change', () => {
      if (isSortOrder(sort.value)) this.#refine({ sort: sort.value }, 'push');
    });
    this.addEventListener('click', (event) => this.#click(event));
    window.addEventListener('popstate', () => {
      if (!this.isConnected) return; // a catalogue taken off the page follows the address no more
      this.#typing = false;
      this.#reset(restoreState(queryFromParams(new URLSearchParams(window.location.search))));
    });
    this.dataset['ready'] = '';
    // A button tapped before the element was defined (a category, "Filters") is clicked again now.
    replayHeldTap(this);

    void staffProducts.then(async (products) => {
      // Reading the answer, merging the lists and drawing the cards are separate pieces of work:
      // the page answers a tap in between.
      await yieldToMain();
      const data = catalogueData(this.#built.builtin, products.map(toCatalogueItem));
      await yieldToMain();
      // The first pictures start loading before the cards that show them are written.
      preloadCardImages(catalogueView(data, this.#state, this.#built.travelBands).page.items);
      await yieldToMain();
      this.#data = data;
      this.#fuzzy = undefined;
      this.#loading = false;
      this.#render();
    });
  }

  /** The products to show: the built-in list alone until the staff products arrive. */
  #catalogueData(): CatalogueData {
    this.#data ??= catalogueData(this.#built.builtin, []);
    return this.#data;
  }

  #click(event: Event): void {
    const target = event.target instanceof Element ? event.target : null;
    const category = target?.closest<HTMLButtonElement>('button[data-category]');
    if (category) return this.#refine({ category: category.dataset['category'] ?? '' }, 'push');
    const suggestion = target?.closest<HTMLButtonElement>('button[data-suggestion]');
    if (suggestion) return this.#refine({ search: suggestion.dataset['suggestion'] ?? '' }, 'push');
    if (target?.closest('button[data-load-more]')) this.#loadMore();
  }

  /** A change the visitor made: back to one page, written to the address as `mode` says. */
  #refine(change: Partial<CatalogueQuery>, mode: HistoryMode): void {
    this.#reset(refineState(this.#state, change));
    const next = queryString(this.#state);
    const step = historyStep(mode, this.#typing, next, window.location.search);
    this.#typing = step.typing;
    if (step.write === undefined) return;
    const url = `${window.location.pathname}${next}${window.location.hash}`;
    if (step.write === 'replace') window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
  }

  #reset(state: CatalogueState): void {
    window.clearTimeout(this.#timer);
    this.#loadingMore = false;
    this.#state = state;
    this.#render();
  }

  #loadMore(): void {
    if (this.#loadingMore) return;
    this.#loadingMore = true;
    this.#render();
    this.#timer = window.setTimeout(() => {
      this.#loadingMore = false;
      this.#state = showMoreState(this.#state);
      this.#render();
    }, LOAD_MORE_DELAY_MS);
  }

  #render(): void {
    const data = this.#catalogueData();
    const state = this.#state;
    const { language } = this.#built;
    const view = catalogueView(data, state, this.#built.travelBands, language.categories);
    const title = this.#ref('title');
    if (title && title.textContent !== view.title) title.textContent = view.title;
    const categories = this.#ref<HTMLElement>('categories');
    if (categories) renderCategories(categories, view.categories, state.category, language);
    const search = this.#ref<HTMLInputElement>('search');
    if (search && search.value !== state.search) search.value = state.search;
    const sort = this.#ref<HTMLSelectElement>('sort');
    if (sort && sort.value !== state.sort) sort.value = state.sort;
    this.#filters.render(state, view);
    const count = this.#ref<HTMLElement>('count');
    if (count) renderCount(count, this.#loading ? undefined : view.page, view.searched, language);
    if (this.#loading) return;
    const results = this.#ref<HTMLElement>('results');
    if (!results) return;

    if (view.page.total === 0) {
      if (this.#results.kind !== 'empty' || this.#results.search !== state.search) {
        this.#drawings += 1; // a drawing still in steps stops: its grid is gone
        this.#results = { kind: 'empty', search: state.search };
        results.replaceChildren(emptyState(language));
        if (view.wantsSuggestion) void this.#suggest(data, state.search, results);
      }
      return;
    }
    if (this.#results.kind !== 'grid') {
      const { block, grid, more, button } = gridBlock();
      results.replaceChildren(block);
      this.#results = { kind: 'grid', grid, more, button };
    }
    preloadCardImages(view.page.items);
    // While "Load More" loads, the next page's cards are drawn already, held back until the 500 ms are up.
    const items = this.#loadingMore ? catalogueView(data, showMoreState(state), this.#built.travelBands).page.items : view.page.items;
    void this.#drawCards(this.#results.grid, items, view.page.items.length);
    renderLoadMore(this.#results.more, this.#results.button, view.page.remaining, this.#loadingMore, language);
  }

  /**
   * The cards of `items`, CARDS_PER_STEP more at a time after those already shown; those from `shown`
   * on are held back (renderGrid). aria-busy until all are in.
   */
  async #drawCards(grid: HTMLUListElement, items: readonly CatalogueItem[], shown: number): Promise<void> {
    const drawing = ++this.#drawings;
    let count = Math.min(items.length, cardsKept(grid, items) + CARDS_PER_STEP);
    renderGrid(grid, items.slice(0, count), shown, this.#built.firstCards, this.#built.language);
    while (count < items.length) {
      grid.setAttribute('aria-busy', 'true');
      await afterNextFrame(FRAME_WAIT_MS);
      if (drawing !== this.#drawings) return;
      count = Math.min(items.length, count + CARDS_PER_STEP);
      renderGrid(grid, items.slice(0, count), shown, this.#built.firstCards, this.#built.language);
    }
    grid.removeAttribute('aria-busy');
  }

  /** "Did you mean …?" under the empty state, once fuse.js has loaded, if the search is still the same. */
  async #suggest(data: CatalogueData, search: string, results: HTMLElement): Promise<void> {
    this.#fuzzy ??= import('../../lib/search/fuzzy-search.ts').then(({ buildFuzzyIndex }) => buildFuzzyIndex(data.index));
    const fuzzy = await this.#fuzzy;
    const { didYouMeanItem } = await import('../../lib/search/fuzzy-search.ts');
    const item = didYouMeanItem(fuzzy, search);
    const stillEmpty = this.#results.kind === 'empty' && this.#results.search === search && this.#data === data;
    if (item === undefined || !stillEmpty) return;
    // On a Telugu or Hindi page (issue #44) the suggestion is the sweet's local name, and a tap searches for it.
    const { language } = this.#built;
    const offered = suggestionIn(item, language.locale);
    results.firstElementChild?.append(didYouMeanLine(offered.search, offered.shown, language));
  }
}

export function defineCatalogue(): void {
  if (!customElements.get('catalogue-view')) customElements.define('catalogue-view', CatalogueElement);
}
