/**
 * Web fonts after the first paint (issue #14). The page first paints in local fallback faces whose
 * metrics are matched to Playfair Display and Inter (src/styles/fonts.css), so the hero and the
 * text are not held behind ~65 KB of font files on a slow connection. Once the document is parsed,
 * this script loads the two Latin faces (in a task of its own, not in the one that runs the page's
 * module scripts and DOMContentLoaded, which it would lengthen by a style pass) and then sets
 * FONTS_LOADED_CLASS on <html>, which switches
 * the type tokens to the web fonts in one step (tokens.css). A page opened later in the same tab
 * switches at once: the files are cached by then. Inline and first in <head> (DocumentBasics), so it
 * runs before the first paint; astro.config.mjs adds its hash to script-src.
 */
export const FONTS_LOADED_CLASS = 'fonts-loaded';

/** The sessionStorage key that says the web fonts were loaded in this tab. */
export const FONTS_LOADED_KEY = 'rasika-fonts-loaded';

/** The custom properties the Fonts API sets to each family's stack (astro.config.mjs). */
export const WEB_FONT_VARIABLES = ['--font-display', '--font-body'] as const;

export const FONT_LOADING_SCRIPT = `(function(){var d=document.documentElement;function on(){d.classList.add(${JSON.stringify(FONTS_LOADED_CLASS)})}try{if(sessionStorage.getItem(${JSON.stringify(FONTS_LOADED_KEY)})){on();return}}catch(e){}if(!document.fonts){on();return}addEventListener('DOMContentLoaded',function(){setTimeout(function(){var s=getComputedStyle(d);Promise.all(${JSON.stringify(WEB_FONT_VARIABLES)}.map(function(v){return document.fonts.load('1em '+s.getPropertyValue(v))})).then(function(){try{sessionStorage.setItem(${JSON.stringify(FONTS_LOADED_KEY)},'1')}catch(e){}},function(){}).then(on)},0)})})();`;
