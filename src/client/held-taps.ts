/**
 * Taps that land before a framework-free element's script has run are held, not lost (issue #16's
 * rule for islands, kept for the elements of issue #14): tabs, carousels, the gift pager, and the
 * hotel's veil, Full Menu and gallery. A host marked `data-holds-taps` that is not yet defined as a
 * custom element has the button tapped inside it marked `data-held-tap` (the last one wins) by
 * HELD_TAPS_SCRIPT (layouts/held-taps-script.ts), which runs inline in every page's <head> and so is
 * live before any module; once the element is wired it calls replayHeldTap, which clicks that button
 * again.
 */

export const HOLDS_TAPS = 'data-holds-taps';
export const HELD_TAP = 'data-held-tap';

/** Clicks again the button tapped inside `host` before it was wired, if any. Call once the host's listeners are in place. */
export function replayHeldTap(host: HTMLElement): void {
  const held = host.querySelector<HTMLElement>(`[${HELD_TAP}]`);
  if (!held) return;
  held.removeAttribute(HELD_TAP);
  held.click();
}
