/**
 * The run-time product page (issue #13 item 4) and the live products sitemap: functions called with
 * real Requests against the local Blobs server, reading the shell pages from a stand-in for the
 * deployed site, the way the CDN serves them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import productPage from '../../netlify/functions/product-page.mts';
import products from '../../netlify/functions/products.mts';
import sitemapProducts from '../../netlify/functions/sitemap-products.mts';
import { headTags } from '../../src/lib/seo/head-tags.ts';
import { call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';
import { structuredDataProblems } from '../support/structured-data.ts';

const SITE = 'https://rasika.example';
const shell = (title: string, path: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8">${headTags({
    title: `${title} | Rasika`,
    description: 'A sweet or gift from Rasika Sweets, Hyderabad.',
    siteName: 'Rasika',
    canonical: `${SITE}${path}`,
    noindex: true,
    ogType: 'website',
    image: { url: `${SITE}/og/shell.jpg`, width: 1200, height: 630, type: 'image/jpeg', alt: title },
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Rasika', url: `${SITE}/`, logo: `${SITE}/icons/icon-512.png`, sameAs: ['https://i/r'] } as never],
  })}</head><body><header>Rasika</header><main><astro-island component-url="/_astro/ProductShell.js"></astro-island></main></body></html>`;

const FILES: Record<string, string> = {
  '/product/shell': shell('Product', '/product/shell'),
  '/diwali-product/shell': shell('Diwali Collection', '/diwali-product/shell'),
  '/data/builtin-products.json': JSON.stringify([{ _id: 'gift-3', name: 'Sohan Halwa Heritage Tin', category: 'Corporate Gifting', images: [] }]),
};

let site: Server;
let origin = '';
let token = '';

beforeAll(async () => {
  site = createServer((req, res) => {
    const body = FILES[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': req.url?.endsWith('.json') ? 'application/json' : 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  token = await tokenFor(await makeUser({ email: 'page-super@rasika.test', role: 'superadmin' }));
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

const page = (path: string, id: string, method = 'GET') => call(productPage, `${origin}${path}${id}`, { method, params: { id }, siteUrl: origin });

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
}

describe('GET /product/{id} for a staff-created product', () => {
  test('reads the shell from the configured site, never from the Host a request names', async () => {
    const product = await storeProduct({ name: 'Dry Fruit Laddu' });
    const res = await call(productPage, `http://127.0.0.1:1/product/${product._id}`, { params: { id: product._id }, siteUrl: origin });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Dry Fruit Laddu | Rasika</title>');
  });

  test('answers the real page with the product’s name in <title>, its canonical and Product JSON-LD; hiding it makes it 404', async () => {
    const product = await storeProduct({ name: 'Kesar Peda', description: 'Saffron milk fudge.', price: { '250g': 260, '1kg': 980 }, images: ['/api/images/peda-1', '/api/images/peda-2'] });
    const res = await page('/product/', product._id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('netlify-cache-tag')).toBe(`products,product-${product._id}`);
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('s-maxage=300');
    const html = await res.text();
    expect(html).toContain('<title>Kesar Peda | Rasika</title>');
    expect(html).toContain('<meta name="description" content="Saffron milk fudge.">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/product/${product._id}">`);
    expect(html).toContain(`<meta property="og:image" content="${SITE}/.netlify/images?url=%2Fapi%2Fimages%2Fpeda-1&amp;w=1200&amp;h=630&amp;fit=cover&amp;fm=jpg&amp;q=80">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<main><astro-island component-url="/_astro/ProductShell.js"></astro-island></main>');
    expect(html).not.toContain('noindex');
    const nodes = jsonLdOf(html);
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'Product', 'BreadcrumbList', 'WebPage']);
    for (const node of nodes) expect(structuredDataProblems(node)).toEqual([]);
    expect(nodes[1]).toMatchObject({ name: 'Kesar Peda', offers: { lowPrice: 260, highPrice: 980, priceCurrency: 'INR' } });
    // Issue #44: the product's page in each language, English as x-default, and the page's own WebPage.
    for (const [hreflang, path] of [['en-IN', ''], ['te-IN', '/te'], ['hi-IN', '/hi'], ['x-default', '']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${SITE}${path}/product/${product._id}">`);
    }
    expect(nodes[3]).toMatchObject({ url: `${SITE}/product/${product._id}`, inLanguage: 'en-IN' });

    const hide = await call(products, `/api/products/${product._id}`, { method: 'PUT', json: { isActive: false }, headers: bearer(token), params: { id: product._id } });
    expect(hide.status).toBe(200);
    const hidden = await page('/product/', product._id);
    expect(hidden.status).toBe(404);
    const hiddenHtml = await hidden.text();
    expect(hiddenHtml).toContain('<title>Product | Rasika</title>');
    expect(hiddenHtml).toContain('<meta name="robots" content="noindex">');
    expect(hiddenHtml).not.toContain('Kesar Peda');
  });

  test('an unknown id answers 404 with the shell, whose island shows "Product Not Found"', async () => {
    const res = await page('/product/', 'no-such-sweet');
    expect(res.status).toBe(404);
    expect(res.headers.get('netlify-cache-tag')).toBe('products,product-no-such-sweet');
    expect(await res.text()).toBe(FILES['/product/shell']);
  });

  test('HEAD answers the headers without a body; other methods 405', async () => {
    const product = await storeProduct({ name: 'Head Barfi' });
    const head = await page('/product/', product._id, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await page('/product/', product._id, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  test('a name with HTML in it is shown as text', async () => {
    const product = await storeProduct({ name: 'Barfi <script>alert(1)</script>' });
    const html = await (await page('/product/', product._id)).text();
    expect(html).toContain('<title>Barfi &lt;script&gt;alert(1)&lt;/script&gt; | Rasika</title>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});

describe('GET /diwali-product/{id} (G-18)', () => {
  test('a staff Diwali Collection product gets its page; a product of another category is 404', async () => {
    const diwali = await storeProduct({ name: 'Mawa Gujiya', category: 'Diwali Collection', description: '', price: { custom: 480 }, images: [] });
    const res = await page('/diwali-product/', diwali._id);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Mawa Gujiya | Rasika</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/diwali-product/${diwali._id}">`);
    expect(html).toContain('content="Mawa Gujiya from the Rasika Sweets Diwali Collection."');
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og/shell.jpg">`);
    expect(jsonLdOf(html)[1]).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: 480, priceCurrency: 'INR' } });

    const sweets = await storeProduct({ name: 'Plain Barfi', category: 'Sweets' });
    expect((await page('/diwali-product/', sweets._id)).status).toBe(404);
  });
});

describe('GET /sitemap-products.xml', () => {
  test('lists visible staff products on the site URL, never hidden ones or ids a built-in page already has', async () => {
    const shown = await storeProduct({ name: 'Listed Laddu', updatedAt: '2026-11-20T10:00:00.000Z' });
    const hidden = await storeProduct({ name: 'Unlisted Laddu', isActive: false });
    await storeProduct({ _id: 'gift-3', name: 'Clashing Gift' });
    const res = await call(sitemapProducts, `${origin}/sitemap-products.xml`, { siteUrl: origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('netlify-cache-tag')).toBe('products');
    const xml = await res.text();
    expect(xml).toContain(`<url><loc>${SITE}/product/${shown._id}</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></url>`);
    expect(xml).not.toContain(hidden._id);
    expect(xml).not.toContain('/product/gift-3<');
  });
});
