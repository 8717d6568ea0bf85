/**
 * What search engines and sharing sites learn of a page's languages (issue #44, docs/i18n.md §5): the
 * same page's address in English, Telugu and Hindi (`hreflang` links, English as `x-default`), the
 * Open Graph locale of the page and of the others, and a WebPage node saying the page's language.
 */
import type { WebPage, WithContext } from 'schema-dts';
import { LANGUAGE_TAG, LOCALES, localePath, type Locale } from '../i18n/locales.ts';
import { withContext } from './json-ld.ts';

export interface LanguageAlternate {
  /** "en-IN", "te-IN", "hi-IN" or "x-default". */
  hreflang: string;
  /** Absolute address. */
  href: string;
}

/** The page in each language, then `x-default` (the English address), for `<link rel="alternate" hreflang>`. */
export function languageAlternates(origin: string, englishPath: string): LanguageAlternate[] {
  const absolute = (path: string) => `${origin}${path === '/' ? '/' : path}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAG[locale], href: absolute(localePath(locale, englishPath)) })),
    { hreflang: 'x-default', href: absolute(englishPath) },
  ];
}

/** Open Graph's form of a language tag: "te-IN" -> "te_IN". */
export function ogLocale(locale: Locale): string {
  return LANGUAGE_TAG[locale].replace('-', '_');
}

export interface WebPageFacts {
  url: string;
  name: string;
  description: string;
  locale: Locale;
  organizationId: string;
}

/** The page itself, in its language (JSON-LD `inLanguage`). */
export function webPageLd(page: WebPageFacts): WithContext<WebPage> {
  return withContext<WebPage>({
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: LANGUAGE_TAG[page.locale],
    publisher: { '@id': page.organizationId },
  });
}
