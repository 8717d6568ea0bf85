/**
 * <photo-gallery>: the script behind Gallery.astro, the full-screen viewer of /hotels-banquet's
 * gallery without a framework (storefront §4 "Gallery"; FEATURES HOTEL-16, HOTEL-17; issue #14). A tap
 * on a tile shows its picture (the tile's <template data-full>) and title in a native modal <dialog>,
 * so focus stays inside and Escape closes it; a click on the dark background or on "Close" closes it
 * too. Page scroll is locked while it is open, and focus goes back to the tile that opened it. The
 * tabs are <tab-set>'s. A tile tapped before this script ran opens once it has (client/held-taps.ts).
 * Once wired it sets `data-ready`.
 */
import { replayHeldTap } from '../../client/held-taps.ts';

export class PhotoGalleryElement extends HTMLElement {
  #opener: HTMLElement | undefined;
  #overflowBefore = '';
  #ref = <T extends Element>(name: string) => this.querySelector<T>(`[data-ref="${name}"]`);

  connectedCallback(): void {
    if (this.dataset['ready'] !== undefined) return;
    const viewer = this.#ref<HTMLDialogElement>('viewer');
    if (!viewer) return;
    this.addEventListener('click', (event) => {
      const tile = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-view]') : null;
      if (tile) this.#open(viewer, tile);
    });
    // The dialog fills the screen; only a click outside the picture and its caption hits it directly.
    viewer.addEventListener('click', (event) => {
      if (event.target === viewer) viewer.close();
    });
    this.#ref('close')?.addEventListener('click', () => viewer.close());
    viewer.addEventListener('close', () => this.#closed());
    this.dataset['ready'] = '';
    replayHeldTap(this);
  }

  #open(viewer: HTMLDialogElement, tile: HTMLButtonElement): void {
    const full = this.querySelector<HTMLTemplateElement>(`template[data-full="${CSS.escape(tile.dataset['view'] ?? '')}"]`);
    if (!full || viewer.open) return;
    const caption = this.#ref('caption');
    if (!caption) return;
    caption.before(full.content.cloneNode(true));
    caption.textContent = full.dataset['title'] ?? '';
    this.#opener = tile;
    const root = document.documentElement;
    this.#overflowBefore = root.style.overflow;
    root.style.overflow = 'hidden';
    viewer.showModal();
  }

  #closed(): void {
    document.documentElement.style.overflow = this.#overflowBefore;
    const caption = this.#ref('caption');
    while (caption?.previousElementSibling) caption.previousElementSibling.remove();
    this.#opener?.focus();
    this.#opener = undefined;
  }
}

export function definePhotoGallery(): void {
  if (!customElements.get('photo-gallery')) customElements.define('photo-gallery', PhotoGalleryElement);
}
