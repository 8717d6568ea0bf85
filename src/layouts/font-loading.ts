/**
 * Web fonts without a switch in view (issue #14). A page paints in local fallback faces whose metrics
 * are matched to Playfair Display and Inter (src/styles/fonts.css), so nothing waits for ~65 KB of font
 * files. The web fonts are used from the first paint of a page, or not at all on it, as
 * `font-display: optional` does:
 * - when this tab has loaded them before (FONTS_LOADED_KEY in sessionStorage; the files are cached by
 *   then), this script sets FONTS_LOADED_CLASS on <html> before the first paint, which switches the type
 *   tokens to the web fonts (tokens.css);
 * - otherwise the page keeps the fallback faces to the end, and this script fetches the two Latin faces
 *   and their ₹ files (astro.config.mjs) for the next page and records that in sessionStorage. It does so
 *   at the first idle moment a second after the page's load (FONTS_AFTER_LOAD_MS), so ~65 KB at the
 *   highest priority never compete with this page's own largest paint or the pictures its layout asked
 *   for at the load. Fetched at the load itself, they did on a phone whenever the load came before the
 *   largest picture was painted (Lighthouse counted them in the LCP of /diwali-product pages: 1.2 s or
 *   1.65 s, as the two fell; issue #14).
 * Switching a painted page was not safe: matched within 1.5 % of the width, a line at the edge still
 * wrapped differently, and on phones whole sections jumped (0.09 at 344 and 360 px), besides the
 * restyle and relayout of every element in one task. Inline and first in <head> (DocumentBasics), so
 * it runs before the first paint; astro.config.mjs adds its hash to script-src.
 *
 * Telugu and Hindi pages (issue #44) add their script's face (declared on their pages only,
 * astro.config.mjs) and remember it apart (FONTS_LOADED_KEY + '-te' / '-hi'): a tab that has the Latin
 * files cached from English pages still paints its first Telugu page in the system's Telugu face, and
 * switches to the web faces from the next one, as English pages do.
 */
export const FONTS_LOADED_CLASS = 'fonts-loaded';

/** The sessionStorage key that says the web fonts were loaded in this tab. */
export const FONTS_LOADED_KEY = 'rasika-fonts-loaded';

/** How long after the page's load the web fonts for the next pages wait, at least (then for an idle moment, 1 s at most). */
export const FONTS_AFTER_LOAD_MS = 1000;

/**
 * The text each family's files are fetched for: a Latin letter and ₹, so the Latin file and the ₹ file,
 * and a Telugu and a Devanagari letter, so those files where the page declares them.
 */
const FONT_FILES_TEXT = 'A\\u20B9\\u0C05\\u0905';

/** The custom properties the Fonts API sets to each family's stack (astro.config.mjs); a page without one leaves it empty. */
export const WEB_FONT_VARIABLES = ['--font-display', '--font-body', '--font-telugu', '--font-devanagari'] as const;

/** The sessionStorage key of a language's pages: English's, or English's with `-te` or `-hi`. */
export function fontsLoadedKey(lang: string): string {
  const language = lang.slice(0, 2);
  return language === 'te' || language === 'hi' ? `${FONTS_LOADED_KEY}-${language}` : FONTS_LOADED_KEY;
}

export const FONT_LOADING_SCRIPT = `(function(){var d=document.documentElement,l=d.lang.slice(0,2),k=${JSON.stringify(FONTS_LOADED_KEY)}+(l==='te'||l==='hi'?'-'+l:'');try{if(sessionStorage.getItem(k)){d.classList.add(${JSON.stringify(FONTS_LOADED_CLASS)});return}}catch(e){}if(!document.fonts)return;addEventListener('load',function(){setTimeout(function(){var f=function(){var s=getComputedStyle(d);Promise.all(${JSON.stringify(WEB_FONT_VARIABLES)}.map(function(v){return s.getPropertyValue(v).trim()}).filter(Boolean).map(function(v){return document.fonts.load('1em '+v,'${FONT_FILES_TEXT}')})).then(function(){try{sessionStorage.setItem(k,'1')}catch(e){}},function(){})};if(window.requestIdleCallback)requestIdleCallback(f,{timeout:${FONTS_AFTER_LOAD_MS}});else f()},${FONTS_AFTER_LOAD_MS})})})();`;
