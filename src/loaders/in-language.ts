/**
 * Content entries as a page's language shows them (issue #44, docs/i18n.md §3): each translated
 * field over English's (lib/i18n/localise: a missing one stays English, a picture keeps its file and
 * takes the translated alt), without the `translations` themselves, so a page never sends them on.
 */
import type { Locale } from '../lib/i18n/locales.ts';
import { localise } from '../lib/i18n/localise.ts';

export function inLanguage<T extends object>(entry: T, locale: Locale): Omit<T, 'translations'> {
  const { translations: _translations, ...shown } = localise(entry, locale) as T & { translations?: unknown };
  return shown;
}
