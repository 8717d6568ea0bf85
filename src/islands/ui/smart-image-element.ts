/**
 * <smart-image>: the few lines of script behind SmartImage.astro and the framework-free product
 * cards (smart-image-markup.ts). It follows the <img> inside and sets data-state: "loading" ->
 * "loaded" (the CSS fades the image in) or "error" (the CSS shows "Image not available"). An image
 * that finished before the script ran is settled at once; boxes inserted later (cards the catalogue
 * adds at run time) upgrade as they are connected. While the image loads, the box is watched for being on
 * screen (shimmer-in-view.ts), which is where its shimmer runs. The class is made on the first call
 * only, so server code may import this module (there is no HTMLElement there).
 */
import { watchInView } from './shimmer-in-view.ts';

export type SmartImageState = 'loading' | 'loaded' | 'error';

function smartImageClass(): CustomElementConstructor {
  return class SmartImageElement extends HTMLElement {
    #stopWatching: (() => void) | undefined;

    connectedCallback(): void {
      const img = this.querySelector('img');
      if (!img) return;
      const settle = (state: SmartImageState): void => {
        this.dataset['state'] = state;
        this.#unwatch();
      };
      if (img.complete) {
        settle(img.naturalWidth > 0 ? 'loaded' : 'error');
        return;
      }
      this.#stopWatching = watchInView(this);
      img.addEventListener('load', () => settle('loaded'), { once: true });
      img.addEventListener('error', () => settle('error'), { once: true });
    }

    disconnectedCallback(): void {
      this.#unwatch();
    }

    #unwatch(): void {
      this.#stopWatching?.();
      this.#stopWatching = undefined;
    }
  };
}

/** Defines <smart-image> once per page; calling again changes nothing. */
export function defineSmartImage(): void {
  if (!customElements.get('smart-image')) customElements.define('smart-image', smartImageClass());
}
