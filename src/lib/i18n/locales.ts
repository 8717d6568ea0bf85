/**
 * The public site's languages (issue #44, docs/i18n.md): English at today's addresses, Telugu under
 * /te/ and Hindi under /hi/. Staff and developer dashboards stay English.
 */

export const LOCALES = ['en', 'te', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages with a prefix in the address. */
export const PREFIXED_LOCALES = ['te', 'hi'] as const satisfies readonly Locale[];

/** The language tag of <html lang>, hreflang, Intl and JSON-LD inLanguage. */
export const LANGUAGE_TAG: Readonly<Record<Locale, string>> = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' };

/** Each language's own name, as the switcher and the staff desk show it. */
export const LANGUAGE_NAME: Readonly<Record<Locale, { native: string; english: string }>> = {
  en: { native: 'English', english: 'English' },
  te: { native: 'తెలుగు', english: 'Telugu' },
  hi: { native: 'हिन्दी', english: 'Hindi' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Astro.currentLocale (undefined outside i18n routes) as one of ours; English otherwise. */
export function pageLocale(current: string | undefined): Locale {
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

/**
 * The address of an English page in a language: `/about` -> `/te/about`, `/` -> `/te` (the site's
 * addresses have no trailing slash, astro.config.mjs trailingSlash 'never'; the page is dist/te.html);
 * English keeps it as it is. A query or fragment is kept. An address off the site (`https://…`,
 * `//…`, `tel:`, `#top`), as content may hold, stays as written.
 */
export function localePath(locale: Locale, englishPath: string): string {
  if (locale === DEFAULT_LOCALE || !englishPath.startsWith('/') || englishPath.startsWith('//')) return englishPath;
  return englishPath === '/' || englishPath.startsWith('/?') || englishPath.startsWith('/#')
    ? `/${locale}${englishPath.slice(1)}`
    : `/${locale}${englishPath}`;
}

/** The language of an address and the English address it mirrors: `/te/about` -> te, `/about`. */
export function splitLocalePath(pathname: string): { locale: Locale; englishPath: string } {
  const match = /^\/(te|hi)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, englishPath: pathname };
  return { locale: match[1] as Locale, englishPath: match[2] ?? '/' };
}
