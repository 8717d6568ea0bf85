/**
 * Values a product states, in the page's language (issue #44): its shelf life and its allergens,
 * which content and staff write in English ("30 Days (sealed tin)", "Milk"). A Telugu or Hindi page
 * passes its words (strings/shop.ts `values`); English, and a value the words do not know (a staff
 * product's own wording), show as written. The product keeps its English values: dietary tags and
 * travel bands read the days from them.
 */
import type { Locale } from '../i18n/locales.ts';
import { plural } from '../i18n/ui-strings.ts';
import type { ValueWords } from './shop-words/values.ts';

/** A page's language for values: none on an English page. */
export interface ValueLanguage {
  locale: Locale;
  words: ValueWords;
}

const SHELF_LIFE = /^(\d+)\s+days?(?:\s*\(([^)]+)\))?$/i;

const lookup = (table: Readonly<Record<string, string>>, english: string): string | undefined => table[english.trim().toLowerCase()];

/** "30 Days (sealed tin)" -> "30 రోజులు (సీల్ చేసిన టిన్‌లో)"; undefined when the words cannot say it. */
function translatedShelfLife(text: string, { locale, words }: ValueLanguage): string | undefined {
  const match = SHELF_LIFE.exec(text.trim());
  if (!match) return undefined;
  const days = plural(locale, words.days, Number(match[1]));
  if (match[2] === undefined) return days;
  const note = lookup(words.notes, match[2]);
  return note === undefined ? undefined : `${days} (${note})`;
}

export function shelfLifeIn(text: string, language: ValueLanguage | undefined): string {
  return (language && translatedShelfLife(text, language)) ?? text;
}

/** An allergen's name: "Cashew" -> "జీడిపప్పు". */
export function allergenIn(name: string, language: ValueLanguage | undefined): string {
  return (language && lookup(language.words.allergens, name)) ?? name;
}

/** Whether the words say a shelf life or an allergen (the unit test checks every one content uses). */
export const knowsShelfLife = (text: string, language: ValueLanguage): boolean => translatedShelfLife(text, language) !== undefined;
export const knowsAllergen = (name: string, language: ValueLanguage): boolean => lookup(language.words.allergens, name) !== undefined;
