/**
 * The inline <head> script of every page (DocumentBasics.astro; hashed in the CSP by astro.config) that
 * holds a tap landing before a framework-free element is wired (client/held-taps.ts): on a click inside
 * a `[data-holds-taps]` host not yet defined as a custom element, it marks the tapped button
 * `data-held-tap` (the last one wins) and stops the click; the element replays it once wired. Kept out
 * of client/held-taps.ts so the pages' scripts do not carry its text.
 */
import { HELD_TAP, HOLDS_TAPS } from '../client/held-taps.ts';

export const HELD_TAPS_SCRIPT = `addEventListener('click',function(e){var t=e.target;if(!(t instanceof Element))return;var h=t.closest('[${HOLDS_TAPS}]:not(:defined)'),b=t.closest('button');if(!h||!b||!h.contains(b))return;e.preventDefault();e.stopPropagation();var p=h.querySelectorAll('[${HELD_TAP}]');for(var i=0;i<p.length;i++)p[i].removeAttribute('${HELD_TAP}');b.setAttribute('${HELD_TAP}','')},true);`;
