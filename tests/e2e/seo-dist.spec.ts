/**
 * Issue #13, over the built dist/ (run after `npm run build`): every public page has a canonical on
 * the configured site URL, a description, Open Graph and Twitter tags with a 1200 × 630 JPEG/PNG
 * share image that exists, and complete JSON-LD; the sitemap lists every public page and no staff
 * page; robots.txt names it; the icons, manifest and RSS feed exist.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { isPublicPagePath } from '../../src/lib/site/public-page.ts';
import { resolveSiteUrl } from '../../src/lib/site/site-url.ts';
import { structuredDataProblems } from '../support/structured-data.ts';
import { LOGIN_PATH, DASHBOARD_PATH } from './support/staff.ts';
import { LOCALES, localePath, splitLocalePath } from '../../src/lib/i18n/locales.ts';

const DIST = join(process.cwd(), 'dist');
const SITE = resolveSiteUrl(process.env);
const STAFF_PATHS = [LOGIN_PATH, DASHBOARD_PATH];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** "/dist/mithai/shop.html" -> "/mithai/shop"; "index.html" -> "/". */
const pathOf = (file: string) => `/${relative(DIST, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

const pages = htmlFiles(DIST).map((file) => ({ path: pathOf(file), html: readFileSync(file, 'utf8') }));
const publicPages = pages.filter((page) => isPublicPagePath(page.path, STAFF_PATHS));

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const meta = (html: string, key: 'name' | 'property', name: string) => attr(html, new RegExp(`<meta ${key}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
const typesOf = (html: string) => jsonLd(html).flatMap((node) => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]));

test.describe('built pages (issue #13)', () => {
  test('there are public pages to check, and the shells, 404 and staff pages are not among them', () => {
    expect(publicPages.length).toBeGreaterThan(140);
    const paths = publicPages.map((page) => page.path);
    for (const hidden of ['/product/shell', '/diwali-product/shell', '/404', ...STAFF_PATHS, '/senement/dashboard']) expect(paths).not.toContain(hidden);
  });

  test('every public page: canonical on the site URL, description, og and twitter tags, complete JSON-LD', () => {
    for (const { path, html } of publicPages) {
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(path === '/' ? `${SITE}/` : `${SITE}${path}`);
      expect(html, path).not.toContain('localhost');
      expect(meta(html, 'name', 'description')?.length ?? 0, path).toBeGreaterThan(30);
      expect(meta(html, 'property', 'og:title'), path).toBe(attr(html, /<title>([^<]*)<\/title>/));
      expect(meta(html, 'property', 'og:description'), path).toBe(meta(html, 'name', 'description'));
      expect(meta(html, 'property', 'og:url'), path).toBe(path === '/' ? `${SITE}/` : `${SITE}${path}`);
      expect(meta(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image'), path).toBe(meta(html, 'property', 'og:image'));
      const nodes = jsonLd(html);
      expect(nodes[0]?.['@type'], path).toBe('Organization');
      for (const node of nodes) expect(structuredDataProblems(node), `${path} ${String(node['@type'])}`).toEqual([]);
    }
  });

  test('every share image is a 1200 × 630 JPEG or PNG file in dist/', async () => {
    const images = new Set(publicPages.map(({ html }) => meta(html, 'property', 'og:image') ?? ''));
    expect(images.size).toBeGreaterThan(90);
    for (const url of images) {
      expect(url.startsWith(`${SITE}/og/`), url).toBe(true);
      const file = join(DIST, new URL(url).pathname);
      expect(existsSync(file), url).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, jpegOrPng: format === 'jpeg' || format === 'png' }, url).toEqual({ width: 1200, height: 630, jpegOrPng: true });
    }
  });

  test('the structured data each kind of page needs', () => {
    const html = (path: string) => publicPages.find((page) => page.path === path)?.html ?? '';
    expect(typesOf(html('/'))).toEqual(['Organization', 'Bakery', 'Store', 'Hotel', 'Restaurant', 'WebPage']);
    expect(typesOf(html('/contact'))).toEqual(['Organization', 'Bakery', 'Store', 'Hotel', 'Restaurant', 'WebPage']);
    expect(typesOf(html('/mithai'))).toEqual(['Organization', 'Bakery', 'Store', 'WebPage']);
    const hotel = jsonLd(html('/hotels-banquet'))[1] as { hasMenu?: { hasMenuSection?: unknown[] } };
    expect(hotel.hasMenu?.hasMenuSection?.length).toBeGreaterThan(5);
    expect(typesOf(html('/product/gift-3'))).toEqual(['Organization', 'Product', 'BreadcrumbList', 'WebPage']);
    expect(typesOf(html('/blog/how-to-store-mithai'))).toEqual(['Organization', 'BlogPosting', 'WebPage']);
    const product = jsonLd(html('/product/gift-3'))[1];
    expect(product).toMatchObject({ name: 'Sohan Halwa Heritage Tin', offers: { '@type': 'Offer', priceCurrency: 'INR', price: 1100 } });
    expect(meta(html('/product/gift-3'), 'property', 'og:type')).toBe('product');
    expect(meta(html('/product/gift-3'), 'property', 'product:price:amount')).toBe('1100.00');
    expect(meta(html('/product/gift-3'), 'property', 'product:price:currency')).toBe('INR');
    const diwali = publicPages.filter((page) => page.path.startsWith('/diwali-product/'));
    expect(diwali.length).toBe(46);
    for (const page of diwali) expect(typesOf(page.html), page.path).toEqual(['Organization', 'Product', 'WebPage']);
    expect(typesOf(html('/about')).includes('FAQPage')).toBe(false);
    expect(pages.some((page) => typesOf(page.html).includes('FAQPage'))).toBe(false);
  });

  test('#44 every public page names itself in English, Telugu and Hindi (hreflang, x-default), its Open Graph locale and its language in JSON-LD', () => {
    const tags = { en: 'en-IN', te: 'te-IN', hi: 'hi-IN' } as const;
    for (const { path, html } of publicPages) {
      const { locale, englishPath } = splitLocalePath(path);
      const url = (p: string) => (p === '/' ? `${SITE}/` : `${SITE}${p}`);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)">/g)].map((m) => [m[1], m[2]]);
      expect(alternates, path).toEqual([...LOCALES.map((other) => [tags[other], url(localePath(other, englishPath))]), ['x-default', url(englishPath)]]);
      expect(attr(html, /<html lang="([^"]*)"/), path).toBe(tags[locale]);
      expect(meta(html, 'property', 'og:locale'), path).toBe(tags[locale].replace('-', '_'));
      const page = jsonLd(html).find((node) => node['@type'] === 'WebPage');
      expect(page?.['inLanguage'], path).toBe(tags[locale]);
      expect(page?.['url'], path).toBe(url(path));
    }
    expect(publicPages.filter(({ path }) => path.startsWith('/te/') || path === '/te').length).toBe(publicPages.filter(({ path }) => splitLocalePath(path).locale === 'en').length);
  });

  test('the staff pages, the shells and 404 are noindex', () => {
    for (const path of ['/404', '/product/shell', '/diwali-product/shell']) {
      const page = pages.find((one) => one.path === path);
      expect(meta(page?.html ?? '', 'name', 'robots'), path).toBe('noindex');
    }
  });
});

test.describe('sitemap, robots, feed and icons (issue #13)', () => {
  const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

  test('robots.txt names the sitemap index, which names the page sitemap and the live products sitemap', () => {
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap-index.xml\n`);
    const index = [...read('sitemap-index.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(index.toSorted()).toEqual([`${SITE}/sitemap-0.xml`, `${SITE}/sitemap-products.xml`]);
  });

  test('the sitemap lists every public page and no staff page, shell or 404', () => {
    const listed = [...read('sitemap-0.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    const expected = publicPages.map(({ path }) => (path === '/' ? `${SITE}/` : `${SITE}${path}`));
    expect(listed.toSorted()).toEqual(expected.toSorted());
    for (const url of listed) expect(isPublicPagePath(new URL(url).pathname, STAFF_PATHS), url).toBe(true);
  });

  test('#44 the sitemap gives each page its English, Telugu and Hindi addresses and x-default', () => {
    const entries = [...read('sitemap-0.xml').matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)];
    expect(entries.length).toBeGreaterThan(400);
    for (const [, loc = '', rest = ''] of entries) {
      const { englishPath } = splitLocalePath(new URL(loc).pathname);
      const links = Object.fromEntries([...rest.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const url = (p: string) => (p === '/' ? `${SITE}/` : `${SITE}${p}`);
      expect(links, loc).toEqual({ 'en-IN': url(englishPath), 'te-IN': url(localePath('te', englishPath)), 'hi-IN': url(localePath('hi', englishPath)), 'x-default': url(englishPath) });
    }
  });

  test('the blog feed lists the published posts and the blog pages link it', () => {
    const feed = read('blog/rss.xml');
    expect(feed).toContain('<title>The Rasika Blog</title>');
    expect(feed).toContain(`<link>${SITE}/blog/how-to-store-mithai</link>`);
    for (const path of ['/blog', '/blog/how-to-store-mithai']) {
      expect(publicPages.find((page) => page.path === path)?.html, path).toContain('<link rel="alternate" type="application/rss+xml" title="The Rasika Blog" href="/blog/rss.xml">');
    }
  });

  test('favicon.ico, a 180 px apple-touch-icon and a manifest with the brand and maskable icons', async () => {
    const ico = readFileSync(join(DIST, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect(await sharp(join(DIST, 'apple-touch-icon.png')).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });
    const manifest = JSON.parse(read('manifest.webmanifest')) as { name: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'Rasika Hyderabad', short_name: 'Rasika', theme_color: '#7a1f2b', background_color: '#fff8ec' });
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const size = Number(icon.sizes.split('x')[0]);
      expect(await sharp(join(DIST, icon.src)).metadata(), icon.src).toMatchObject({ width: size, height: size, format: 'png' });
    }
  });
});
