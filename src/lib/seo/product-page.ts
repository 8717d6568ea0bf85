/**
 * The run-time page of a staff-created product (issue #13, DESIGN "Routes"): the built shell page
 * (/product/shell or /diwali-product/shell: header, footer, styles and the product island) with its
 * search and sharing head swapped for the product's own: title, description, canonical, og:type
 * product with its price, the first uploaded photo resized to 1200 × 630 as share image, and the
 * Product JSON-LD (plus BreadcrumbList on /product/). The shell's site-wide JSON-LD (Organization) stays.
 * Its languages (issue #44) are the product's, not the shell's: the `hreflang` alternates and x-default,
 * og:locale and its alternates, the WebPage node with `inLanguage`, and the language switcher all lead
 * to the product's page in each language.
 */
import { HEAD_END, HEAD_START, replaceHeadTags, type ShareImageMeta } from './head-tags.ts';
import type { JsonLd } from './json-ld.ts';
import { languageAlternates, ogLocale, webPageLd } from './language-alternates.ts';
import { ORGANIZATION_ID } from './organization-ld.ts';
import { productSeo, type ProductPrefix, type SeoLanguage, type SeoProduct } from './product-seo.ts';
import { localName } from '../i18n/local-name.ts';
import { LOCALES, localePath } from '../i18n/locales.ts';

export interface ProductPageFacts {
  prefix: ProductPrefix;
  /** "Rasika": the document title is "{name} | Rasika". */
  siteName: string;
  /** "Rasika Sweets". */
  brand: string;
  storeId: string;
  storeLabel: string;
}

export interface ShellFacts {
  origin: string;
  image: ShareImageMeta;
  jsonLd: JsonLd[];
}

function metaContent(block: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(block);
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** What the shell's own head says: the site origin, its share image and its JSON-LD. Throws on a page without the block. */
export function readShell(html: string): ShellFacts {
  const block = html.slice(html.indexOf(HEAD_START), html.indexOf(HEAD_END));
  const url = metaContent(block, 'og:url');
  const image = metaContent(block, 'og:image');
  if (!block || !url || !image) throw new Error('The shell page has no SEO head block.');
  const jsonLd = [...block.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}') as JsonLd);
  return {
    origin: new URL(url).origin,
    image: {
      url: image,
      type: metaContent(block, 'og:image:type') ?? 'image/jpeg',
      width: Number(metaContent(block, 'og:image:width')) || undefined,
      height: Number(metaContent(block, 'og:image:height')) || undefined,
      alt: metaContent(block, 'og:image:alt') ?? '',
    },
    jsonLd,
  };
}

/**
 * The share image of an uploaded photo: Netlify Image CDN crops it to 1200 × 630 JPEG (a photo
 * smaller than that is not enlarged, so the size is not stated).
 */
export function photoShareImage(origin: string, photo: string, alt: string): ShareImageMeta {
  const source = new URL(photo, `${origin}/`);
  const path = source.origin === origin ? source.pathname : source.href;
  const query = new URLSearchParams({ url: path, w: '1200', h: '630', fit: 'cover', fm: 'jpg', q: '80' });
  return { url: `${origin}/.netlify/images?${query.toString()}`, type: 'image/jpeg', alt };
}

export function renderProductPage(shell: string, product: SeoProduct, facts: ProductPageFacts, language?: SeoLanguage): string {
  const base = readShell(shell);
  const seo = productSeo(product, { origin: base.origin, prefix: facts.prefix, brand: facts.brand, storeId: facts.storeId, storeLabel: facts.storeLabel }, language);
  const photo = product.images[0];
  const locale = language?.locale ?? 'en';
  const englishPath = `${facts.prefix}${encodeURIComponent(product._id)}`;
  // A Telugu or Hindi page (issue #44, /te/product/…) names the product by its local name.
  const name = language ? localName(product.name, product.aliases ?? [], language.locale) : product.name;
  const title = `${name} | ${facts.siteName}`;
  const canonical = `${base.origin}${seo.path}`;
  // The shell's WebPage node describes the shell; the product page has its own.
  const siteWide = base.jsonLd.filter((node) => (node as { '@type'?: unknown })['@type'] !== 'WebPage');
  const page = replaceHeadTags(shell, {
    title,
    description: seo.description,
    siteName: facts.siteName,
    canonical,
    noindex: false,
    ogType: 'product',
    ogLocale: ogLocale(locale),
    ogLocaleAlternates: LOCALES.filter((other) => other !== locale).map(ogLocale),
    alternates: languageAlternates(base.origin, englishPath),
    image: photo ? photoShareImage(base.origin, photo, product.name) : base.image,
    productPrice: seo.productPrice,
    jsonLd: [...siteWide, ...seo.jsonLd, webPageLd({ url: canonical, name: title, description: seo.description, locale, organizationId: `${base.origin}/${ORGANIZATION_ID}` })],
  });
  return withSwitcherTo(page, `${facts.prefix}shell`, englishPath);
}

/** The language switcher's links (`data-lang-choice`) to the shell in each language, led to the product's page instead. */
export function withSwitcherTo(page: string, shellPath: string, englishPath: string): string {
  return LOCALES.reduce(
    (html, locale) => html.replaceAll(`href="${localePath(locale, shellPath)}" hreflang=`, `href="${localePath(locale, englishPath)}" hreflang=`),
    page,
  );
}
