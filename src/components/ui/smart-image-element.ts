/**
 * <smart-image>: the few lines of script behind SmartImage.astro. It follows the <img> inside and
 * sets data-state: "loading" -> "loaded" (the CSS fades the image in) or "error" (the CSS shows
 * "Image not available"). An image that finished before the script ran is settled at once.
 */
export type SmartImageState = 'loading' | 'loaded' | 'error';

export class SmartImageElement extends HTMLElement {
  connectedCallback(): void {
    const img = this.querySelector('img');
    if (!img) return;
    const settle = (state: SmartImageState): void => {
      this.dataset['state'] = state;
    };
    if (img.complete) {
      settle(img.naturalWidth > 0 ? 'loaded' : 'error');
      return;
    }
    img.addEventListener('load', () => settle('loaded'), { once: true });
    img.addEventListener('error', () => settle('error'), { once: true });
  }
}

export function defineSmartImage(): void {
  if (!customElements.get('smart-image')) customElements.define('smart-image', SmartImageElement);
}
