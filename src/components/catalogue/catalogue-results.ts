/**
 * The DOM of the catalogue's changing parts (storefront §2, §4, §9; FEATURES SHOP-14..SHOP-24): the
 * count line, the category buttons, the empty state and the card grid with "Load More". Markup and
 * class names match Catalogue.astro; every word comes from lib/catalogue/catalogue-texts.ts.
 */
import type { CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { loadMoreText, moreAvailableText, resultsFor, showingText, type CatalogueLanguage } from '../../lib/catalogue/catalogue-texts.ts';
import { categoryLabel, sameCategory } from '../../lib/catalogue/category-order.ts';
import type { Page } from '../../lib/catalogue/paginate.ts';
import { EN_CARD, type CardWords } from '../../lib/catalogue/shop-words/card.ts';
import { EN_CATALOGUE_LIVE } from '../../lib/catalogue/shop-words/catalogue.ts';
import { EN_CATEGORIES, type CategoryWords } from '../../lib/catalogue/shop-words/categories.ts';
import type { ValueWords } from '../../lib/catalogue/shop-words/values.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { productCardHtml, type CardLanguage } from '../../islands/catalogue/product-card-markup.ts';
import styles from './Catalogue.module.css';

/**
 * The catalogue's words and language (issue #44): Catalogue.astro writes them into the page's JSON
 * for a Telugu or Hindi page; English pages carry none and use English.
 */
export interface ShopLanguage {
  locale: Locale;
  catalogue: CatalogueLanguage['words'];
  card: CardWords;
  categories: CategoryWords;
  /** Shelf life on the cards in the page's words; as written when not given (English). */
  values?: ValueWords | undefined;
}

export const ENGLISH_SHOP: ShopLanguage = { locale: 'en', catalogue: EN_CATALOGUE_LIVE, card: EN_CARD, categories: EN_CATEGORIES };

const catalogueLanguage = (language: ShopLanguage): CatalogueLanguage => ({ words: language.catalogue, locale: language.locale });
const cardLanguage = (language: ShopLanguage): CardLanguage => ({ words: language.card, locale: language.locale, values: language.values });

/** SHOP-24: the first 6 images load eagerly and are preloaded, the first 3 with high priority. */
export const EAGER_IMAGES = 6;
export const HIGH_PRIORITY_IMAGES = 3;

/** The attribute of a card drawn but held back (renderGrid). */
const PENDING = 'data-pending';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The count line (role="status"); empty while the products load. Rewritten only when its words change. */
export function renderCount(line: HTMLElement, page: Page<unknown> | undefined, searched: string, language: ShopLanguage = ENGLISH_SHOP): void {
  const parts: [string, string | undefined][] = [];
  const words = catalogueLanguage(language);
  if (page) {
    if (searched !== '') parts.push([resultsFor(page.total, searched, words), styles.searched]);
    parts.push([showingText(page.items.length, page.total, words), undefined]);
    if (page.remaining > 0) parts.push([moreAvailableText(page.remaining, words), styles.more]);
  }
  const key = parts.map(([text]) => text).join('\n');
  if (line.dataset['key'] === key) return;
  line.dataset['key'] = key;
  line.replaceChildren(...parts.map(([text, className]) => element('span', className, text)));
}

/** The category buttons (aria-pressed marks the current one); rebuilt only when the list changes. */
export function renderCategories(list: HTMLElement, categories: readonly string[], current: string, language: ShopLanguage = ENGLISH_SHOP): void {
  const key = categories.join('\n');
  if (list.dataset['key'] !== key) {
    list.dataset['key'] = key;
    list.replaceChildren(
      ...categories.map((category) => {
        const item = element('li');
        const button = element('button', `chip ${styles.category}`, categoryLabel(category, language.categories));
        button.type = 'button';
        button.dataset['category'] = category;
        item.append(button);
        return item;
      }),
    );
  }
  for (const button of list.querySelectorAll<HTMLButtonElement>('button[data-category]')) {
    button.setAttribute('aria-pressed', String(sameCategory(button.dataset['category'] ?? '', current)));
  }
}

/** "No Treasures Found" (SHOP-18), with room for "Did you mean …?". */
export function emptyState(language: ShopLanguage = ENGLISH_SHOP): HTMLElement {
  const box = element('div', styles.empty);
  box.append(element('p', styles.emptyTitle, language.catalogue.emptyTitle), element('p', undefined, language.catalogue.emptyText));
  return box;
}

/**
 * "Did you mean <button>name</button>?" in the page's language; the button shows `shown` (on a
 * Telugu page the local name, "కాజు కత్లి (Kaju Katli)") and carries the text to search for in
 * data-suggestion.
 */
export function didYouMeanLine(search: string, shown: string = search, language: ShopLanguage = ENGLISH_SHOP): HTMLElement {
  const [before = '', after = ''] = language.catalogue.didYouMean.split('{name}');
  const line = element('p', styles.didYouMean, before);
  const button = element('button', styles.didYouMeanButton, shown);
  button.type = 'button';
  button.dataset['suggestion'] = search;
  line.append(button, after);
  return line;
}

/** A card's <li> as HTML text: its picture eager (and high priority) by its place in the grid, SHOP-24. */
function cardItemHtml(item: CatalogueItem, at: number, language: ShopLanguage): string {
  const html = productCardHtml(item, { loading: at < EAGER_IMAGES ? 'eager' : 'lazy', fetchPriority: at < HIGH_PRIORITY_IMAGES ? 'high' : 'auto', language: cardLanguage(language) });
  return `<li data-id="${encodeURIComponent(item._id)}">${html}</li>`;
}

/** A page's <li> cards as HTML text: the build's first page (Catalogue.astro), which cardNodes copies. */
export function cardsHtml(items: readonly CatalogueItem[], language: ShopLanguage = ENGLISH_SHOP): string {
  return items.map((item, at) => cardItemHtml(item, at, language)).join('');
}

/**
 * The <li> cards of `items` from place `offset` on. A card the build drew at the same place for the
 * same product (`prebuilt`, Catalogue.astro's first page) is copied, not written and parsed again
 * (issue #14): the same id there is the same built-in product (lib/catalogue/merge-products.ts: the
 * built-in item wins its id), so the same markup, its picture's priority included.
 */
function cardNodes(items: readonly CatalogueItem[], offset: number, prebuilt: readonly Element[], language: ShopLanguage): DocumentFragment {
  const cards = document.createDocumentFragment();
  const parser = document.createElement('template');
  let written = '';
  const appendWritten = (): void => {
    if (written === '') return;
    parser.innerHTML = written;
    cards.append(parser.content);
    written = '';
  };
  items.forEach((item, i) => {
    const at = offset + i;
    const drawn = prebuilt[at];
    if (drawn !== undefined && drawn.getAttribute('data-id') === encodeURIComponent(item._id)) {
      appendWritten();
      cards.append(document.importNode(drawn, true));
    } else written += cardItemHtml(item, at, language);
  });
  appendWritten();
  return cards;
}

/**
 * Preloads the pictures of the first cards of a page in the head (SHOP-24: the first 6, the first 3 at
 * high priority), once each. Called as soon as the page to show is known, before its cards are drawn
 * (they wait for the web fonts, catalogue-element.ts), so the pictures are on their way first.
 */
export function preloadCardImages(items: readonly CatalogueItem[]): void {
  const known = new Set([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')));
  items.slice(0, EAGER_IMAGES).forEach((item, i) => {
    if (item.image === '' || known.has(item.image)) return;
    known.add(item.image);
    const link = element('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.setAttribute('href', item.image);
    link.setAttribute('fetchpriority', i < HIGH_PRIORITY_IMAGES ? 'high' : 'auto');
    document.head.append(link);
  });
}

/** How many cards of `items` the grid shows already, as their first ones; 0 when it shows others. */
export function cardsKept(grid: HTMLUListElement, items: readonly CatalogueItem[]): number {
  const shown = [...grid.children].map((child) => (child instanceof HTMLElement ? child.dataset['id'] : undefined));
  const keeps = shown.length <= items.length && shown.every((id, i) => id === encodeURIComponent(items[i]?._id ?? ''));
  return keeps ? shown.length : 0;
}

/**
 * The card grid: the shown cards are kept when the new page starts with them ("Load More" appends
 * only the new cards, so their images do not restart); any other change draws the grid again. The
 * cards from `shown` on are held back (data-pending: their place shows a shimmer, they are neither
 * seen nor read out): "Load More" draws its cards at the click and shows them 500 ms later, so they
 * push the page down at the click, not under the visitor's eyes (issue #14, CLS). Cards the build
 * drew for the same places (`prebuilt`) are copied.
 */
export function renderGrid(grid: HTMLUListElement, items: readonly CatalogueItem[], shown = items.length, prebuilt: readonly Element[] = [], language: ShopLanguage = ENGLISH_SHOP): void {
  const kept = cardsKept(grid, items);
  if (kept !== items.length || grid.children.length !== kept) {
    const added = cardNodes(items.slice(kept), kept, prebuilt, language);
    if (kept > 0) grid.append(added);
    else grid.replaceChildren(added);
  }
  [...grid.children].forEach((card, i) => card.toggleAttribute(PENDING, i >= shown));
}

/** The grid and the Load More row, created once per switch from the loading or empty state. */
export function gridBlock(): { block: DocumentFragment; grid: HTMLUListElement; more: HTMLParagraphElement; button: HTMLButtonElement } {
  const grid = element('ul', `grid-list ${styles.grid}`);
  const more = element('p', styles.loadMoreRow);
  const button = element('button', `button ${styles.loadMore}`);
  button.type = 'button';
  button.dataset['loadMore'] = '';
  more.append(button);
  const block = document.createDocumentFragment();
  block.append(grid, more);
  return { block, grid, more, button };
}

/** The Load More button: hidden when nothing remains; "Loading more..." and aria-busy for 500 ms. */
export function renderLoadMore(more: HTMLElement, button: HTMLButtonElement, remaining: number, loading: boolean, language: ShopLanguage = ENGLISH_SHOP): void {
  more.hidden = remaining <= 0;
  const text = loadMoreText(remaining, loading, catalogueLanguage(language));
  if (button.textContent !== text) button.textContent = text;
  button.setAttribute('aria-busy', String(loading));
  button.setAttribute('aria-disabled', String(loading));
}
