/**
 * The breadcrumb of a product page (FEATURES PDP-05, G-36): Home (/mithai) > Products (/mithai/shop)
 * > {category} (the shop on that category) > {name}. The island shows it; structured data lists it.
 */
import { localePath, type Locale } from '../i18n/locales.ts';
import type { ShopWords } from './shop-words.ts';
import { categoryName, EN_CATEGORIES } from './shop-words/categories.ts';
import { EN_PRODUCT } from './shop-words/product.ts';

export interface ProductCrumb {
  name: string;
  /** Path on the site; the last crumb is the product page itself. */
  href: string;
}

/** The page's language (issue #44): its words, and its addresses under /te/ or /hi/; English by default. */
export interface CrumbLanguage {
  locale: Locale;
  words: Pick<ShopWords, 'product' | 'categories'>;
}

export function productCrumbs(category: string, name: string, productPath: string, { locale, words }: CrumbLanguage = { locale: 'en', words: { product: EN_PRODUCT, categories: EN_CATEGORIES } }): ProductCrumb[] {
  return [
    { name: words.product.home, href: localePath(locale, '/mithai') },
    { name: words.product.products, href: localePath(locale, '/mithai/shop') },
    { name: categoryName(category, words.categories), href: localePath(locale, `/mithai/shop?category=${encodeURIComponent(category)}`) },
    { name, href: productPath },
  ];
}
