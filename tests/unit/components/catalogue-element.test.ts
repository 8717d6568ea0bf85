// @vitest-environment jsdom
/**
 * <catalogue-view> (Catalogue.astro's script, issue #14; SHOP-15..SHOP-19, issue #12): the loading
 * state until the staff products arrive, what a visitor typed before the script ran is kept, typing
 * keeps the box's focus and caret and adds one history entry, Load More appends only the new cards.
 * The markup is a minimal copy of Catalogue.astro's data-ref skeleton.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Product } from '../../../src/lib/catalogue/product-schema.ts';

let answer: (products: Product[]) => void = () => undefined;
let productCalls = 0;
vi.mock('../../../src/client/storefront-api.ts', () => ({
  fetchProducts: () => {
    productCalls += 1;
    return new Promise<Product[]>((resolve) => (answer = resolve));
  },
}));

const { defineCatalogue } = await import('../../../src/components/catalogue/catalogue-element.ts');

const builtin = Array.from({ length: 20 }, (_, i) => ({
  _id: `sweet-${i + 1}`,
  name: `Sweet ${i + 1}`,
  aliases: [],
  category: 'Diwali Collection',
  diet: [],
  image: `/images/sweet-${i + 1}.webp`,
  imageAlt: `Sweet ${i + 1}`,
  price: { custom: 100 + i },
  isBestseller: false,
  inStock: true,
}));

const staff: Product = {
  _id: 'staff-1',
  name: 'Osmania Biscuits',
  aliases: [],
  category: 'Bakery',
  description: '',
  phoneNumber: '',
  images: [],
  price: { custom: 120 },
  isBestseller: false,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ingredients: [],
  rating: 4.5,
  inStock: true,
};

const MARKUP = `<catalogue-view>
  <script type="application/json" data-catalogue-data>${JSON.stringify({ builtin, travelBands: [] })}</script>
  <h1 data-ref="title">Diwali Collection</h1>
  <ul data-ref="categories"></ul>
  <input type="search" value="" data-ref="search">
  <select data-ref="sort"><option value="featured" selected>Sort by: Featured</option><option value="price-asc">Price: Low to High</option><option value="price-desc">Price: High to Low</option></select>
  <p role="status" data-ref="count"></p>
  <div data-ref="filters"><button type="button" aria-expanded="false" data-ref="filters-toggle">Filters</button>
    <div data-ref="filters-panel" hidden>
      <input type="checkbox" value="vegan" data-ref="diet"><span data-count="vegan">(0)</span>
      <fieldset data-ref="price"><input type="text" value="" data-ref="min"><input type="text" value="" data-ref="max"></fieldset>
      <button type="button" data-ref="clear" hidden>Clear filters</button>
    </div>
  </div>
  <div data-ref="results"><p>Curating Sweet Treasures</p></div>
</catalogue-view>`;

/** Catalogue.astro's first page as the build draws it: here each card marked, to tell it from one the script writes. */
const FIRST_CARDS = `<template data-first-cards>${builtin
  .slice(0, 15)
  .map((item) => `<li data-id="${item._id}"><article data-from-build>${item.name}</article></li>`)
  .join('')}</template>`;

/**
 * The catalogue, built detached (as HTML before its script runs), `before` done to it, then connected;
 * resolves once the element has wired itself (data-ready), a task after it is connected (issue #14).
 */
async function mount(before: (host: HTMLElement) => void = () => undefined): Promise<HTMLElement> {
  const box = document.createElement('div');
  box.innerHTML = MARKUP;
  before(box);
  document.body.append(box);
  await vi.waitFor(() => expect(box.querySelector('catalogue-view')?.hasAttribute('data-ready')).toBe(true));
  return box;
}

const q = <T extends Element>(host: HTMLElement, selector: string) => {
  const found = host.querySelector<T>(selector);
  if (!found) throw new Error(`${selector} missing`);
  return found;
};
/** The cards shown; a card "Load More" has drawn but holds back carries data-pending. */
const cards = (host: HTMLElement) => [...host.querySelectorAll('[data-ref="results"] > ul > li:not([data-pending])')];
const heldBack = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-ref="results"] > ul > li[data-pending]')];
const count = (host: HTMLElement) => q(host, '[data-ref="count"]').textContent;

/** The staff products arrive; resolves once the results show and every card of the page is in. */
async function loaded(products: Product[] = [staff]): Promise<void> {
  answer(products);
  await vi.waitFor(() => {
    expect(document.querySelector('[data-ref="results"] ul, [data-ref="results"] div')).not.toBeNull();
    expect(document.querySelector('[data-ref="results"] ul[aria-busy]')).toBeNull();
  });
}

beforeAll(defineCatalogue);
beforeEach(() => {
  window.history.replaceState(null, '', '/mithai/shop');
});
afterEach(async () => {
  vi.useRealTimers();
  // A drawing of cards still in steps (a frame apart) ends before the page is taken away: after the
  // file's last test it would run on in a torn-down window (ReferenceError: HTMLElement is not defined).
  // (The catalogues of earlier tests, taken off the page, no longer follow Back: see the last test.)
  await vi.waitFor(() => expect(document.querySelector('[data-ref="results"] ul[aria-busy]')).toBeNull());
  document.body.replaceChildren();
  for (const link of document.head.querySelectorAll('link')) link.remove();
  vi.restoreAllMocks();
});

describe('<catalogue-view>', () => {
  test('keeps the loading state until the staff products arrive, then shows a page, the counts and their category', async () => {
    const host = await mount();
    expect(host.querySelector('catalogue-view')?.hasAttribute('data-ready')).toBe(true);
    expect(q(host, '[data-ref="results"]').textContent).toContain('Curating Sweet Treasures');
    expect(count(host)).toBe('');
    await loaded();
    expect(cards(host)).toHaveLength(15);
    expect(count(host)).toBe('Showing 15 of 20 products5 more available');
    expect([...host.querySelectorAll('[data-category]')].map((button) => button.textContent)).toEqual(['Diwali Collection', 'All', 'Gift Hampers', 'Bakery']);
    expect(q(host, '[data-category="Diwali Collection"]').getAttribute('aria-pressed')).toBe('true');
  });

  test('issue #14: asks for the staff products as it is connected, and wires itself in a task of its own', async () => {
    const calls = productCalls;
    const box = document.createElement('div');
    box.innerHTML = MARKUP;
    document.body.append(box);
    expect(productCalls).toBe(calls + 1);
    expect(box.querySelector('catalogue-view')?.hasAttribute('data-ready')).toBe(false);
    await vi.waitFor(() => expect(box.querySelector('catalogue-view')?.hasAttribute('data-ready')).toBe(true));
    box.remove();
    document.body.append(box);
    expect(productCalls).toBe(calls + 1);
  });

  test('issue #14: draws the cards in steps, the first 6 (the eager pictures) first, the grid aria-busy until all 15 are in', async () => {
    const host = await mount();
    const results = q(host, '[data-ref="results"]');
    const seen: string[] = [];
    const watcher = new MutationObserver(() => {
      const grid = results.querySelector('ul');
      const step = grid ? `${grid.children.length}${grid.getAttribute('aria-busy') === 'true' ? ' busy' : ''}` : 'loading';
      if (seen.at(-1) !== step) seen.push(step);
    });
    watcher.observe(results, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    await loaded();
    watcher.disconnect();
    expect(seen).toEqual(['6 busy', '12 busy', '15']);
    expect(count(host)).toBe('Showing 15 of 20 products5 more available');
  });

  test('issue #14 SHOP-24: when the products arrive, the first 6 pictures are preloaded (3 at high priority) before their cards are written', async () => {
    const host = await mount();
    const order: string[] = [];
    const watcher = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'preload') order.push('preload');
          if (node instanceof HTMLElement && node.querySelector('article') && !order.includes('cards')) order.push('cards');
        }
      }
    });
    watcher.observe(document, { subtree: true, childList: true });
    answer([staff]);
    await vi.waitFor(() => expect(cards(host)).toHaveLength(15));
    watcher.disconnect();
    expect(order.slice(0, 7)).toEqual([...Array(6).fill('preload'), 'cards']);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')])).toEqual(
      builtin.slice(0, 6).map((item, i) => [item.image, i < 3 ? 'high' : 'auto']),
    );
  });

  test('issue #14: the first page copies the cards the build drew for the same places, and writes the others', async () => {
    const host = await mount((box) => q(box, '[data-ref="results"]').insertAdjacentHTML('beforebegin', FIRST_CARDS));
    await loaded([staff]);
    expect(cards(host).map((card) => card.querySelector('[data-from-build]') !== null)).toEqual(Array(15).fill(true));
    q<HTMLButtonElement>(host, 'button[data-load-more]').click();
    await vi.waitFor(() => expect(cards(host)).toHaveLength(20));
    expect(cards(host).slice(15).some((card) => card.querySelector('[data-from-build]'))).toBe(false);
    expect(cards(host)[15]?.querySelector('h3')?.textContent).toBe('Sweet 16');
  });

  test('issue #14: a staff product named like a built-in one moves the cards after it, so from there they are written', async () => {
    const host = await mount((box) => q(box, '[data-ref="results"]').insertAdjacentHTML('beforebegin', FIRST_CARDS));
    await loaded([{ ...staff, _id: 'staff-3', name: 'Sweet 3', category: 'Diwali Collection' }]);
    const shown = cards(host);
    expect(shown.map((card) => card.getAttribute('data-id'))).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => `sweet-${n}`));
    expect(shown.map((card) => card.querySelector('[data-from-build]') !== null)).toEqual([true, true, ...Array(13).fill(false)]);
    expect(shown[2]?.querySelector('h3')?.textContent).toBe('Sweet 4');
  });

  test('keeps what the visitor typed before the script ran, and writes it to the address', async () => {
    const host = await mount((box) => {
      q<HTMLInputElement>(box, '[data-ref="search"]').value = 'Osmania';
    });
    expect(q<HTMLInputElement>(host, '[data-ref="search"]').value).toBe('Osmania');
    expect(window.location.search).toBe('?search=Osmania');
    await loaded();
    expect(count(host)).toBe('1 result for "Osmania"Showing 1 of 1 products');
    expect(q(host, '[data-ref="title"]').textContent).toBe('All Collections');
  });

  test('typing keeps the focus and caret, adds one history entry and then replaces it', async () => {
    const host = await mount();
    await loaded();
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    const box = q<HTMLInputElement>(host, '[data-ref="search"]');
    box.focus();
    for (const text of ['S', 'Sw', 'Swe']) {
      box.value = text;
      box.setSelectionRange(1, 1);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      expect(document.activeElement).toBe(box);
      expect([box.selectionStart, box.selectionEnd]).toEqual([1, 1]);
    }
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(2);
    expect(window.location.search).toBe('?search=Swe');
  });

  test('Load More shows its loading state for 500 ms, then appends only the new cards, drawn at the click (issue #14, CLS)', async () => {
    const host = await mount();
    await loaded();
    vi.useFakeTimers();
    const first = cards(host)[0];
    const button = q<HTMLButtonElement>(host, 'button[data-load-more]');
    expect(button.textContent).toBe('Load More (5 remaining)');
    button.click();
    expect(button.textContent).toBe('Loading more...');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(heldBack(host).map((card) => card.dataset['id'])).toEqual(['sweet-16', 'sweet-17', 'sweet-18', 'sweet-19', 'sweet-20']);
    vi.advanceTimersByTime(499);
    expect(cards(host)).toHaveLength(15);
    expect(heldBack(host)).toHaveLength(5);
    const drawn = heldBack(host);
    vi.advanceTimersByTime(1);
    expect(cards(host)).toHaveLength(20);
    expect(heldBack(host)).toHaveLength(0);
    expect(cards(host)[0]).toBe(first);
    expect(cards(host).slice(15)).toEqual(drawn);
    expect(button.closest('p')?.hidden).toBe(true);
  });

  test('issue #12 #14: the Filters button shows and hides its panel (aria-expanded), and a filter from the address opens it', async () => {
    const host = await mount();
    const toggle = q<HTMLButtonElement>(host, '[data-ref="filters-toggle"]');
    const panel = q<HTMLElement>(host, '[data-ref="filters-panel"]');
    expect([panel.hidden, toggle.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    toggle.click();
    expect([panel.hidden, toggle.getAttribute('aria-expanded')]).toEqual([false, 'true']);
    toggle.click();
    expect([panel.hidden, toggle.getAttribute('aria-expanded')]).toEqual([true, 'false']);
    host.remove();

    window.history.replaceState(null, '', '/mithai/shop?diet=vegan');
    const filtered = await mount();
    await loaded();
    expect(q<HTMLElement>(filtered, '[data-ref="filters-panel"]').hidden).toBe(false);
    expect(q(filtered, '[data-ref="filters-toggle"]').getAttribute('aria-expanded')).toBe('true');
    expect(q(filtered, '[data-ref="filters-toggle"]').textContent).toBe('Filters (1)');
  });

  test('issue #14: "Filters" tapped before the script ran (held by the page) opens the panel once the element is wired', async () => {
    const host = await mount((box) => q(box, '[data-ref="filters-toggle"]').setAttribute('data-held-tap', ''));
    expect(q<HTMLElement>(host, '[data-ref="filters-panel"]').hidden).toBe(false);
    expect(host.querySelector('[data-held-tap]')).toBeNull();
  });

  test('Back restores the view from the address', async () => {
    const host = await mount();
    await loaded();
    q<HTMLButtonElement>(host, '[data-category="all"]').click();
    expect(window.location.search).toBe('?category=all');
    expect(q(host, '[data-ref="title"]').textContent).toBe('All Collections');
    window.history.replaceState(null, '', '/mithai/shop');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(q(host, '[data-ref="title"]').textContent).toBe('Diwali Collection');
    expect(q(host, '[data-category="all"]').getAttribute('aria-pressed')).toBe('false');
  });

  test('a catalogue taken off the page no longer follows Back and Forward', async () => {
    const host = await mount();
    await loaded();
    q<HTMLButtonElement>(host, '[data-category="all"]').click();
    const grid = q(host, '[data-ref="results"] ul');
    await vi.waitFor(() => expect(grid.getAttribute('aria-busy')).toBeNull());
    host.remove();
    window.history.replaceState(null, '', '/mithai/shop');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(q(host, '[data-ref="title"]').textContent).toBe('All Collections');
    expect(grid.getAttribute('aria-busy')).toBeNull();
  });
});
