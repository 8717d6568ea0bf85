/**
 * The words a page shows values products state in (shelf life, allergens: lib/catalogue/value-words.ts),
 * from its language's strings; none on an English page, which shows them as content writes them
 * (issue #44). Build time only: it reads every language's strings, so no island imports it.
 */
import type { ValueLanguage } from '../lib/catalogue/value-words.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { ui } from '../lib/i18n/strings/index.ts';

export function valueLanguageIn(locale: Locale): ValueLanguage | undefined {
  return locale === 'en' ? undefined : { locale, words: ui(locale).shop.values };
}
