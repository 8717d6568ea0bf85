/**
 * A sweet's name in a language (issue #44): the alias written in the language's script with the English
 * name after it, "కాజు కత్లి (Kaju Katli)"; English, or no alias in that script, keeps the English name.
 */
import type { Locale } from './locales.ts';

/** The Unicode block of each language's script: Telugu U+0C00-0C7F, Devanagari U+0900-097F. */
const SCRIPT: Readonly<Record<Exclude<Locale, 'en'>, RegExp>> = { te: /[\u0C00-\u0C7F]/, hi: /[\u0900-\u097F]/ };

/** The first alias in the language's script, if any. */
export function nativeName(aliases: readonly string[], locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  return aliases.find((alias) => SCRIPT[locale].test(alias));
}

/** "కాజు కత్లి (Kaju Katli)" on a Telugu page; "Kaju Katli" on an English one. */
export function localName(name: string, aliases: readonly string[], locale: Locale): string {
  const native = nativeName(aliases, locale);
  return native ? `${native} (${name})` : name;
}
