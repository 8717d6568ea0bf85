/**
 * <gift-paging>: the script behind GiftPaging.astro (storefront §4 "Corporate gifting paging";
 * FEATURES CORP-02, CORP-03; issue #14). Every gift card is in the HTML already (gift-paging-markup.ts),
 * those off the current page `hidden`; "Next" and "Previous" show the next or previous page, wrapping
 * at both ends, and rewrite the "Page n of m" status. The cards' pictures and "Add to enquiry list"
 * buttons are the framework-free ones of the product cards. A "Next" or "Previous" tapped before this
 * script ran counts once it has (client/held-taps.ts). Once wired it sets `data-ready`.
 */
import { replayHeldTap } from '../../client/held-taps.ts';
import { enableProductCards } from '../../islands/catalogue/enable-product-cards.ts';
import { GIFTS_PER_PAGE, nextPage, pageCount, pageOfItem, pageStatusText, previousPage } from '../../lib/paging/wrap-paging.ts';

export class GiftPagingElement extends HTMLElement {
  #page = 0;

  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    enableProductCards();
    this.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[data-go]') : null;
      if (!(button instanceof HTMLButtonElement)) return;
      const count = this.#count();
      this.#show(button.dataset['go'] === 'previous' ? previousPage(this.#page, count) : nextPage(this.#page, count));
    });
    this.dataset['ready'] = '';
    replayHeldTap(this);
  }

  #gifts(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[data-gift]')];
  }

  #count(): number {
    return pageCount(this.#gifts().length, GIFTS_PER_PAGE);
  }

  #show(page: number): void {
    this.#page = page;
    this.#gifts().forEach((gift, i) => {
      gift.hidden = pageOfItem(i, GIFTS_PER_PAGE) !== page;
    });
    const status = this.querySelector('[data-ref="status"]');
    if (status) status.textContent = pageStatusText(this.dataset['pageText'] ?? '', page, this.#count());
  }
}

export function defineGiftPaging(): void {
  if (!customElements.get('gift-paging')) customElements.define('gift-paging', GiftPagingElement);
}
