/**
 * <hotel-veil>: the script behind HotelVeil.astro (FEATURES HOTEL-01, HOTEL-02; issue #14). The veil
 * button opens the intro for good: the button goes, the intro stops being inert and hidden from
 * assistive technology, and focus moves into it. A tap before this script ran opens it once it has
 * (client/held-taps.ts). Once wired it sets `data-ready`.
 */
import { replayHeldTap } from '../../client/held-taps.ts';

export class HotelVeilElement extends HTMLElement {
  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    this.querySelector('button[data-ref="veil"]')?.addEventListener('click', () => this.#open());
    this.dataset['ready'] = '';
    replayHeldTap(this);
  }

  #open(): void {
    const content = this.querySelector<HTMLElement>('[data-ref="content"]');
    if (!content) return;
    content.removeAttribute('inert');
    content.removeAttribute('aria-hidden');
    this.dataset['veil'] = 'open';
    this.querySelector('button[data-ref="veil"]')?.remove();
    content.focus();
  }
}

export function defineHotelVeil(): void {
  if (!customElements.get('hotel-veil')) customElements.define('hotel-veil', HotelVeilElement);
}
