/**
 * <menu-panel>: the script behind MenuPanel.astro, the Full Menu of /hotels-banquet without a
 * framework (storefront §4 "Menu panel"; FEATURES HOTEL-06..HOTEL-10; issue #14). Every dish is in
 * the HTML; this element
 * - opens and closes the panel from its toggle (aria-expanded);
 * - filters by the pressed category chip and the name search together (lib/menu filterDishes),
 *   hiding the other dishes, and says how many it shows ("Showing {shown} of {total} dishes", or the
 *   empty text) in the status line;
 * - opens the panel with the category reset to All when a link to its anchor ("View Full Menu") is
 *   clicked anywhere on the page, or when the page is opened at that anchor.
 * What was typed in the search before the script ran is applied, and a tap on a button then is
 * replayed (client/held-taps.ts). Once wired it sets `data-ready`.
 */
import { replayHeldTap } from '../../client/held-taps.ts';
import { ALL_DISHES, filterDishes } from '../../lib/menu/filter-dishes.ts';
import { changedByVisitor } from '../../islands/ui/changed-by-visitor.ts';

export class MenuPanelElement extends HTMLElement {
  #category = ALL_DISHES;
  #ref = <T extends Element>(name: string) => this.querySelector<T>(`[data-ref="${name}"]`);

  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    this.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      if (button.dataset['ref'] === 'toggle') this.#setOpen(button.getAttribute('aria-expanded') !== 'true');
      else if (button.dataset['category'] !== undefined) this.#filter(button.dataset['category']);
    });
    const search = this.#ref<HTMLInputElement>('search');
    search?.addEventListener('input', () => this.#filter(this.#category));
    // "View Full Menu" is a plain link to the anchor: the browser scrolls, this opens the panel.
    document.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link?.getAttribute('href') === `#${this.id}`) this.#openWithAll();
    });
    if (window.location.hash === `#${this.id}`) this.#openWithAll();
    else if (search && changedByVisitor(search)) this.#filter(this.#category);
    this.dataset['ready'] = '';
    replayHeldTap(this);
  }

  #openWithAll(): void {
    this.#filter(ALL_DISHES);
    this.#setOpen(true);
  }

  #setOpen(open: boolean): void {
    this.#ref('toggle')?.setAttribute('aria-expanded', String(open));
    const panel = this.#ref<HTMLElement>('panel');
    if (panel) panel.hidden = !open;
  }

  /** Shows the dishes of `category` whose names match the search, and says how many. */
  #filter(category: string): void {
    this.#category = category;
    for (const chip of this.querySelectorAll<HTMLButtonElement>('button[data-category]')) {
      chip.setAttribute('aria-pressed', String(chip.dataset['category'] === category));
    }
    const items = [...this.querySelectorAll<HTMLLIElement>('li[data-name]')];
    const dishes = items.map((item) => ({ item, name: item.dataset['name'] ?? '', category: item.dataset['category'] ?? '' }));
    const shown = new Set(filterDishes(dishes, { category, search: this.#ref<HTMLInputElement>('search')?.value ?? '' }).map((dish) => dish.item));
    for (const item of items) item.hidden = !shown.has(item);
    const count = this.#ref('count');
    if (count) {
      count.textContent =
        shown.size === 0
          ? (this.dataset['empty'] ?? '')
          : (this.dataset['count'] ?? '').replace('{shown}', String(shown.size)).replace('{total}', String(items.length));
    }
  }
}

export function defineMenuPanel(): void {
  if (!customElements.get('menu-panel')) customElements.define('menu-panel', MenuPanelElement);
}
