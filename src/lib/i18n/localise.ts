/**
 * Content in a language (issue #44, docs/i18n.md §3). A translatable content entry keeps its English
 * fields and an optional `translations: { te?: {...}, hi?: {...} }` holding some of those fields in
 * the other languages (its schema comes from `translationsOf`). A missing or empty translated field
 * falls back to English for that field only.
 */
import type { Locale } from './locales.ts';

/** Some of an entry's fields, each possibly undefined (as zod's output of an optional field reads). */
type SomeFields<T> = { readonly [K in keyof T]?: T[K] | undefined };

/** As zod's output of `translationsOf` reads it (a language or a field may be absent or undefined). */
export type Translations<T> = { readonly te?: SomeFields<T> | undefined; readonly hi?: SomeFields<T> | undefined };

export interface Translatable<T> {
  readonly translations?: Translations<T> | undefined;
}

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The entry as the language shows it: each translated field replaces English's, the rest stays English. */
export function localise<T extends object>(entry: T & Translatable<Partial<T>>, locale: Locale): T {
  if (locale === 'en') return entry;
  const translated = entry.translations?.[locale];
  if (!translated) return entry;
  const result: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
  for (const [field, value] of Object.entries(translated)) {
    if (isPresent(value)) result[field] = value;
  }
  return result as T;
}

/** The fields a language lacks in an entry, of those it should translate (for the build check). */
export function missingTranslations<T extends object>(entry: T & Translatable<Partial<T>>, locale: Exclude<Locale, 'en'>, fields: readonly (keyof T & string)[]): string[] {
  const translated = (entry.translations?.[locale] ?? {}) as Record<string, unknown>;
  return fields.filter((field) => isPresent((entry as Record<string, unknown>)[field]) && !isPresent(translated[field]));
}
