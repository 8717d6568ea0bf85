/**
 * Every UI string of the public site by language and area (issue #44, docs/i18n.md §2).
 * Astro components read `ui(locale)`; an island never imports this module (it would ship every
 * language): its Astro parent passes the island's part of `ui(locale)` as a prop.
 */
import type { Locale } from '../locales.ts';
import type { Translation } from '../ui-strings.ts';
import * as events from './events.ts';
import * as forms from './forms.ts';
import * as home from './home.ts';
import * as pages from './pages.ts';
import * as shell from './shell.ts';
import * as shop from './shop.ts';

/** Who owns what: shell (header, footer, menus, switcher, 404, shared words), home (/), shop (sweets,
 * products, search, enquiry list), events (catering, hotels, corporate gifting, planners, quote builder),
 * pages (about, privacy, blog, festival calendar, shipping guide), forms (contact, thank-you, messages). */
export const AREAS = { shell, home, shop, events, pages, forms } as const;

export type UiStrings = { readonly [A in keyof typeof AREAS]: Translation<(typeof AREAS)[A]['en']> };

function stringsOf(locale: Locale): UiStrings {
  return {
    shell: AREAS.shell[locale],
    home: AREAS.home[locale],
    shop: AREAS.shop[locale],
    events: AREAS.events[locale],
    pages: AREAS.pages[locale],
    forms: AREAS.forms[locale],
  };
}

const BY_LOCALE: Readonly<Record<Locale, UiStrings>> = { en: stringsOf('en'), te: stringsOf('te'), hi: stringsOf('hi') };

/** The UI strings of a language. */
export function ui(locale: Locale): UiStrings {
  return BY_LOCALE[locale];
}
