/**
 * The shape of the site's UI strings (issue #44, docs/i18n.md §2). Every area of the public site keeps
 * its words in one module of `strings/` exporting `en` (the source, `as const`) and `te`, `hi` typed
 * `Translation<typeof en>`, so a missing key fails the type check, and a unit test checks that no value
 * is empty and every `{placeholder}` of English is in the others.
 *
 * A value is a string with `{name}` placeholders (filled by `fill`), or plural forms keyed by
 * Intl.PluralRules categories (`one`, `other`, chosen by `plural`). Strings only: islands get their
 * area's strings as props, so a page ships its own language's words in its HTML and no others.
 */
import type { Locale } from './locales.ts';

export interface PluralForms {
  readonly one?: string;
  readonly other: string;
}

/** The same keys as English, every value a string or plural forms (not English's literal types). */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : IsPluralForms<T[K]> extends true ? PluralForms : Translation<T[K]>;
};

/** Plural forms have no keys but `one` and `other` (a group of strings may have an `other` key too). */
type IsPluralForms<V> = V extends PluralForms ? ([Exclude<keyof V, keyof PluralForms>] extends [never] ? true : false) : false;

/** `fill('{count} sweets', { count: 3 })` -> "3 sweets"; a placeholder without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * CLDR's `one` category of each language, written out: Intl.PluralRules would make the browser load
 * locale data on a page's load (issue #14). A unit test checks them against Intl's.
 */
export const IS_ONE: Readonly<Record<Locale, (count: number) => boolean>> = {
  en: (count) => count === 1,
  te: (count) => count === 1,
  hi: (count) => Math.trunc(count) === 0 || count === 1,
};

/** The form for `count` in the language, filled with `{count}` and any other values. */
export function plural(locale: Locale, forms: PluralForms, count: number, values: Readonly<Record<string, string | number>> = {}): string {
  const template = IS_ONE[locale](count) && forms.one !== undefined ? forms.one : forms.other;
  return fill(template, { count, ...values });
}
