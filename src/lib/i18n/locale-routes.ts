/**
 * The Telugu and Hindi routes (issue #44, docs/i18n.md §1): each file under `src/pages/[locale]/…`
 * renders the English page of the same address with the English page's `getStaticPaths` crossed with
 * the prefixed languages, so `/about` gives `/te/about` and `/hi/about`, `/product/{id}` gives
 * `/te/product/{id}` and `/hi/product/{id}` with the same props.
 */
import { PREFIXED_LOCALES } from './locales.ts';

interface StaticPath {
  readonly params: Readonly<Record<string, string | number | undefined>>;
  readonly props?: Readonly<Record<string, unknown>>;
}

/** One path per prefixed language for a page without parameters. */
export function localeParams(): { params: { locale: (typeof PREFIXED_LOCALES)[number] } }[] {
  return PREFIXED_LOCALES.map((locale) => ({ params: { locale } }));
}

/** The English page's paths in every prefixed language (same params and props, plus `locale`). */
export function withLocales<P extends StaticPath>(paths: readonly P[]): (P & { params: P['params'] & { locale: (typeof PREFIXED_LOCALES)[number] } })[] {
  return PREFIXED_LOCALES.flatMap((locale) => paths.map((path) => ({ ...path, params: { ...path.params, locale } })));
}
