/**
 * Content in a language (issue #44, docs/i18n.md §3). A translatable content entry keeps its English
 * fields and an optional `translations: { te?: {...}, hi?: {...} }` holding some of those fields in
 * the other languages (its schema comes from `translationsOf`). A missing or empty translated field
 * falls back to English for that field only.
 *
 * A translated object merges into English's key by key, so a translation holds only the words of a
 * nested field (`story: { title, paragraphs }` keeps the story's picture; `address: { street }` keeps
 * its PIN code). A list of objects merges item by item when it has as many items as English's (a
 * timeline's years, a notice's dates stay English's); with another count English's list stays, as
 * the translation no longer matches it. Any other list, and text, replaces English's.
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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** English's value with the translated one over it (see the module comment). */
function merged(english: unknown, translated: unknown): unknown {
  if (!isPresent(translated)) return english;
  if (isPlainObject(english) && isPlainObject(translated)) {
    const result: Record<string, unknown> = { ...english };
    for (const [key, value] of Object.entries(translated)) result[key] = merged(english[key], value);
    return result;
  }
  if (Array.isArray(english) && Array.isArray(translated) && english.length > 0 && english.every(isPlainObject)) {
    return translated.length === english.length ? english.map((item, index) => merged(item, translated[index])) : english;
  }
  return translated;
}

/** The entry as the language shows it: each translated field replaces English's, the rest stays English. */
export function localise<T extends object>(entry: T & { readonly translations?: { readonly te?: object | undefined; readonly hi?: object | undefined } | undefined }, locale: Locale): T {
  if (locale === 'en') return entry;
  const translated = entry.translations?.[locale];
  if (!translated) return entry;
  const result: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
  for (const [field, value] of Object.entries(translated)) result[field] = merged(result[field], value);
  return result as T;
}

/** Whether English's value has words to translate: "1 kg", "500 g" or "₹900" read the same in every language. */
function hasWords(value: unknown): boolean {
  return typeof value !== 'string' || /[A-Za-z]{3,}/.test(value);
}

/** The fields a language lacks in an entry, of those it should translate (for the build check). */
export function missingTranslations<T extends object>(entry: T & Translatable<Partial<T>>, locale: Exclude<Locale, 'en'>, fields: readonly (keyof T & string)[]): string[] {
  const translated = (entry.translations?.[locale] ?? {}) as Record<string, unknown>;
  return fields.filter((field) => {
    const english = (entry as Record<string, unknown>)[field];
    return isPresent(english) && hasWords(english) && !isPresent(translated[field]);
  });
}
