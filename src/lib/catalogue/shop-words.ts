/**
 * The shop's words in a language (issue #44, docs/i18n.md §2): the type of strings/shop.ts and of
 * each part that islands and the catalogue's script take as props, and English whole for build-time
 * code. English's parts are modules of their own (shop-words/card.ts, list.ts, …) and the defaults
 * of lib's text functions, so English callers need not pass them. Client code imports the part it
 * shows from there, never a value from this module (it would bundle every part of English): a
 * script then holds only those words, and a Telugu page's script gets its words from the page.
 */
import type { en } from '../i18n/strings/shop.ts';
import type { Translation } from '../i18n/ui-strings.ts';

export type ShopWords = Translation<typeof en>;
export type { BookWords } from './shop-words/book.ts';
export type { CardWords } from './shop-words/card.ts';
export type { CatalogueWords } from './shop-words/catalogue.ts';
export type { CategoryWords } from './shop-words/categories.ts';
export type { DiwaliWords } from './shop-words/diwali.ts';
export type { GridWords } from './shop-words/grid.ts';
export type { ListWords } from './shop-words/list.ts';
export type { CardPriceWords } from './shop-words/price.ts';
export type { ProductWords } from './shop-words/product.ts';
export type { HeaderSearchWords, SearchWords } from './shop-words/search.ts';
