/**
 * The search and sharing part of a page's head, as one HTML block between two markers: title,
 * description, canonical (or noindex), Open Graph, Twitter card and JSON-LD. The built pages render
 * it through SeoHead.astro; the run-time product page swaps the block of its template for the
 * product's own (product-page/render-product-page.ts), so both come from this one function.
 */
import { escapeHtml } from '../markup/html-template.ts';
import { jsonLdScript, type JsonLd } from './json-ld.ts';
import type { LanguageAlternate } from './language-alternates.ts';

export const HEAD_START = '<!--seo-->';
export const HEAD_END = '<!--/seo-->';

export interface ShareImageMeta {
  /** Absolute URL. */
  url: string;
  /** Left out when unknown (an uploaded photo smaller than the card is not enlarged by the Image CDN). */
  width?: number | undefined;
  height?: number | undefined;
  type: string;
  alt: string;
}

export interface HeadMeta {
  /** The whole document title, "Kaju Katli | Rasika". */
  title: string;
  description: string;
  siteName: string;
  /** Absolute canonical URL; left out (and the page is noindex) when `noindex`. */
  canonical: string;
  noindex: boolean;
  ogType: 'website' | 'article' | 'product';
  image: ShareImageMeta;
  /** og:type product: its price (the lowest when it has several) in INR. */
  productPrice?: number | undefined;
  /** og:type article: ISO dates and the author. */
  article?: { publishedTime: string; modifiedTime: string; author: string } | undefined;
  jsonLd: readonly JsonLd[];
  /** Open Graph locale of the page ("en_IN", the default) and of its other languages (issue #44). */
  ogLocale?: string | undefined;
  ogLocaleAlternates?: readonly string[] | undefined;
  /** The page in each language and x-default (`<link rel="alternate" hreflang>`), for an indexed page. */
  alternates?: readonly LanguageAlternate[] | undefined;
}

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

export function headTags(page: HeadMeta): string {
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.noindex ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    ...(page.noindex ? [] : (page.alternates ?? []).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`)),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:locale', page.ogLocale ?? 'en_IN'),
    ...(page.ogLocaleAlternates ?? []).map((alternate) => meta('property', 'og:locale:alternate', alternate)),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:image', page.image.url),
    meta('property', 'og:image:type', page.image.type),
    ...(page.image.width && page.image.height
      ? [meta('property', 'og:image:width', String(page.image.width)), meta('property', 'og:image:height', String(page.image.height))]
      : []),
    meta('property', 'og:image:alt', page.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image.url),
    meta('name', 'twitter:image:alt', page.image.alt),
  ];
  if (page.ogType === 'product' && page.productPrice !== undefined) {
    tags.push(meta('property', 'product:price:amount', page.productPrice.toFixed(2)), meta('property', 'product:price:currency', 'INR'));
  }
  if (page.ogType === 'article' && page.article) {
    tags.push(
      meta('property', 'article:published_time', page.article.publishedTime),
      meta('property', 'article:modified_time', page.article.modifiedTime),
      meta('property', 'article:author', page.article.author),
    );
  }
  tags.push(...page.jsonLd.map(jsonLdScript));
  return [HEAD_START, ...tags, HEAD_END].join('\n');
}

/** Replaces the head block of a built page with another; throws when the page has none. */
export function replaceHeadTags(html: string, page: HeadMeta): string {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END, start);
  if (start < 0 || end < 0) throw new Error('The page template has no SEO head block.');
  return `${html.slice(0, start)}${headTags(page)}${html.slice(end + HEAD_END.length)}`;
}
