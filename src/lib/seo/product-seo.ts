/**
 * Everything a product page says to search engines and share previews, for the prebuilt pages and
 * the run-time page of staff products alike: description, Product JSON-LD (with its Offer), the
 * BreadcrumbList of product pages, and the og price (the lowest one).
 */
import { productCrumbs } from '../catalogue/product-crumbs.ts';
import type { ShopWords } from '../catalogue/shop-words.ts';
import { categoryName } from '../catalogue/shop-words/categories.ts';
import { LANGUAGE_TAG, localePath, type Locale } from '../i18n/locales.ts';
import { localName } from '../i18n/local-name.ts';
import { en as englishShopWords } from '../i18n/strings/shop.ts';
import { fill } from '../i18n/ui-strings.ts';
import type { Price } from '../catalogue/product-schema.ts';
import { priceBounds } from '../pricing/price-bounds.ts';
import { absoluteUrl } from '../site/site-url.ts';
import { breadcrumbLd } from './breadcrumb-ld.ts';
import type { JsonLd } from './json-ld.ts';
import { storeLdId } from './local-business-ld.ts';
import { productLd } from './product-ld.ts';

export interface SeoProduct {
  _id: string;
  name: string;
  /** Other names: a Telugu or Hindi page names the product by its local name (issue #44). */
  aliases?: readonly string[] | undefined;
  category: string;
  description: string;
  images: readonly string[];
  price: Price;
  inStock: boolean;
}

export type ProductPrefix = '/product/' | '/diwali-product/';

export interface ProductSeoContext {
  /** Site origin, no trailing slash. */
  origin: string;
  prefix: ProductPrefix;
  /** The sweets brand, "Rasika Sweets". */
  brand: string;
  /** The store that sells it (content/stores id) and where it is: "Sindhi Colony, Secunderabad". */
  storeId: string;
  storeLabel: string;
}

/** The page's language (issue #44): its words and addresses. English by default. */
export interface SeoLanguage {
  locale: Locale;
  words: Pick<ShopWords, 'product' | 'diwali' | 'categories'>;
}

const ENGLISH: SeoLanguage = { locale: 'en', words: englishShopWords };

/** Said when the product has no description of its own. */
export function fallbackDescription(name: string, ctx: ProductSeoContext, { words }: SeoLanguage = ENGLISH): string {
  const template = ctx.prefix === '/diwali-product/' ? words.diwali.seoDescription : words.product.seoDescription;
  return fill(template, { name, brand: ctx.brand, store: ctx.storeLabel });
}

export interface ProductSeo {
  path: string;
  description: string;
  productPrice: number | undefined;
  jsonLd: JsonLd[];
}

/**
 * On a Telugu or Hindi page (issue #44) the JSON-LD names the product by its local name, describes it
 * in the page's language, says `inLanguage`, and its addresses are the page's language's.
 */
export function productSeo(product: SeoProduct, ctx: ProductSeoContext, language: SeoLanguage = ENGLISH): ProductSeo {
  const { locale } = language;
  const path = localePath(locale, `${ctx.prefix}${encodeURIComponent(product._id)}`);
  const url = absoluteUrl(ctx.origin, path);
  const name = localName(product.name, product.aliases ?? [], locale);
  const description = product.description.trim() || fallbackDescription(name, ctx, language);
  const price = priceBounds(product.price);
  const jsonLd: JsonLd[] = [
    productLd(
      {
        id: product._id,
        name,
        description,
        category: categoryName(product.category, language.words.categories),
        url,
        images: product.images.map((image) => absoluteUrl(ctx.origin, image)),
        price,
        inStock: product.inStock,
        brand: ctx.brand,
        ...(locale === 'en' ? {} : { inLanguage: LANGUAGE_TAG[locale] }),
      },
      storeLdId(ctx.origin, ctx.storeId),
    ),
  ];
  // Diwali pages show no breadcrumb, so they list none.
  if (ctx.prefix === '/product/') {
    jsonLd.push(breadcrumbLd(productCrumbs(product.category, name, path, language).map((crumb) => ({ name: crumb.name, url: absoluteUrl(ctx.origin, crumb.href) }))));
  }
  return { path, description, productPrice: price?.low, jsonLd };
}
