/**
 * The two inline scripts that remember a visitor's language (issue #44, docs/i18n.md §7), hashed in the
 * CSP by astro.config.mjs. They work the same on Netlify and on the local server (scripts/serve.mjs),
 * which have no rule that could read the cookie's value.
 *
 * - LANGUAGE_CHOICE_SCRIPT (every public page, end of <body>): a click on a language switcher link
 *   (`data-lang-choice="te"`) keeps the choice in the `site-lang` cookie for a year; "English" keeps `en`.
 * - HOME_LANGUAGE_SCRIPT (the English home page `/` only, first in <head>): a visitor whose cookie says
 *   `te` or `hi` is taken to `/te` or `/hi` before anything is drawn. No other address ever moves, and
 *   neither the browser's language nor the visitor's IP is read: a first visit is always English.
 */

/** The cookie's name and lifetime (a year, in seconds). */
export const LANGUAGE_COOKIE = 'site-lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const LANGUAGE_CHOICE_SCRIPT = `addEventListener('click',function(e){var t=e.target;var a=t instanceof Element&&t.closest('a[data-lang-choice]');if(!a)return;document.cookie='${LANGUAGE_COOKIE}='+a.getAttribute('data-lang-choice')+';path=/;max-age=${LANGUAGE_COOKIE_MAX_AGE};samesite=lax'+(location.protocol==='https:'?';secure':'')});`;

export const HOME_LANGUAGE_SCRIPT = `(function(){var m=/(?:^|;\\s*)${LANGUAGE_COOKIE}=(te|hi)(?:;|$)/.exec(document.cookie);if(m)location.replace('/'+m[1]+location.search+location.hash)})();`;
