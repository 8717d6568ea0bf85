/**
 * Content entries as a page's language shows them (issue #44, docs/i18n.md §3): each translated
 * field in place of English's (a missing one stays English), and a picture's alt text from the
 * translation's `alt`. The `translations` themselves are dropped, so a page never sends them on.
 */
import type { Locale } from '../lib/i18n/locales.ts';
import { localise, type Translatable } from '../lib/i18n/localise.ts';

type WithoutTranslations<T> = Omit<T, 'translations'>;

export function inLanguage<T extends object>(entry: T, locale: Locale): WithoutTranslations<T> {
  const { translations: _translations, alt, ...shown } = localise(entry as T & Translatable<Partial<T>>, locale) as T & { translations?: unknown; alt?: string };
  const picture = (shown as { image?: { alt: string } }).image;
  if (alt && picture) return { ...shown, image: { ...picture, alt } } as WithoutTranslations<T>;
  return shown as WithoutTranslations<T>;
}
