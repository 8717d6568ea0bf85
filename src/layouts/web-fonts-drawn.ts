/**
 * Waiting for the switch to the web fonts before drawing much (issue #14). The switch (font-loading.ts)
 * restyles and lays out every element of the page again; on /mithai/shop with its cards that was one
 * 80-100 ms task on a phone, and with only the page around them about 20 ms. A script about to draw
 * many elements shortly after the page loads waits here first, but never longer than it is told to.
 */
import { afterNextFrame } from '../islands/ui/main-thread.ts';
import { FONTS_LOADED_CLASS } from './font-loading.ts';

/**
 * Resolves at once when the page shows the web fonts already; else once it has switched to them and
 * drawn that switch, or after `maxWaitMs` (slow or failed font files), whichever is first. Never rejects.
 */
export function webFontsDrawn(maxWaitMs: number): Promise<void> {
  const root = document.documentElement;
  if (root.classList.contains(FONTS_LOADED_CLASS)) return Promise.resolve();
  const started = performance.now();
  return new Promise<boolean>((resolve) => {
    const finish = (switched: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(switched);
    };
    const observer = new MutationObserver(() => {
      if (root.classList.contains(FONTS_LOADED_CLASS)) finish(true);
    });
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
    const timer = setTimeout(() => finish(false), maxWaitMs);
  }).then((switched) => (switched ? afterNextFrame(Math.max(0, maxWaitMs - (performance.now() - started))) : undefined));
}
