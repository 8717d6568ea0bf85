/**
 * The language of a product page (issue #44): its locale and the words its islands show, passed by
 * the Astro page as `locale` and `strings` props (an island never imports strings/). English when a
 * page passes none.
 */
import type { ShopWords } from '../../lib/catalogue/shop-words.ts';
import { EN_CARD } from '../../lib/catalogue/shop-words/card.ts';
import { EN_CATEGORIES } from '../../lib/catalogue/shop-words/categories.ts';
import { EN_DIWALI } from '../../lib/catalogue/shop-words/diwali.ts';
import { EN_PRODUCT } from '../../lib/catalogue/shop-words/product.ts';
import type { ValueWords } from '../../lib/catalogue/shop-words/values.ts';
import type { ValueLanguage } from '../../lib/catalogue/value-words.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { CardLanguage } from '../catalogue/product-card-markup.ts';
import type { AddToListWords } from '../enquiry-list/AddToListButton.tsx';

export type ProductStrings = Pick<ShopWords, 'product' | 'diwali' | 'card' | 'categories'> & { values?: ValueWords | undefined };

export interface ProductLanguage {
  locale: Locale;
  strings: ProductStrings;
}

/** A language's words for the product islands. */
export function productStrings(words: ShopWords): ProductStrings {
  return { product: words.product, diwali: words.diwali, card: words.card, categories: words.categories, values: words.values };
}

export const ENGLISH_PRODUCT: ProductLanguage = { locale: 'en', strings: { product: EN_PRODUCT, diwali: EN_DIWALI, card: EN_CARD, categories: EN_CATEGORIES } };

/** The language from the island's props: English for what is not given. */
export function productLanguage(locale: Locale | undefined, strings: ProductStrings | undefined): ProductLanguage {
  return locale === undefined || strings === undefined ? ENGLISH_PRODUCT : { locale, strings };
}

/** Shelf life and allergens in the page's words; none (as written) in English. */
export function valueLanguage({ locale, strings }: ProductLanguage): ValueLanguage | undefined {
  return strings.values && { locale, words: strings.values };
}

/** The card's language of related products. */
export function cardLanguage({ locale, strings }: ProductLanguage): CardLanguage {
  return { locale, words: strings.card, values: strings.values };
}

/** The words of "Add to enquiry list" with its quantity. */
export function addWords({ strings }: ProductLanguage): AddToListWords {
  const { soldOut, add, addNamed, added, full } = strings.card;
  return { soldOut, add, addNamed, added, full, quantity: strings.product.quantity, chooseQuantity: strings.product.chooseQuantity };
}
