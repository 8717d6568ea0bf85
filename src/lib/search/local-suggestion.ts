/**
 * What "Did you mean …?" offers on a page in a language (issue #44): on a Telugu or Hindi page the
 * sweet's local name, "కాజు కత్లి (Kaju Katli)", and a tap searches for its name in that script
 * (which the search finds, it being one of the sweet's aliases); English, or a sweet without a name
 * in that script, offers the English name.
 */
import type { Locale } from '../i18n/locales.ts';
import { localName, nativeName } from '../i18n/local-name.ts';

export interface OfferedName {
  /** The text a tap puts in the search box. */
  search: string;
  /** What the button shows. */
  shown: string;
}

export function suggestionIn(item: { name: string; aliases?: readonly string[] | undefined }, locale: Locale): OfferedName {
  const aliases = item.aliases ?? [];
  const native = nativeName(aliases, locale);
  return native === undefined ? { search: item.name, shown: item.name } : { search: native, shown: localName(item.name, aliases, locale) };
}
