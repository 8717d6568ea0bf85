/**
 * Issue #13 item 4, through the running site: staff create a product, and /product/{id} answers at
 * once with its name in <title> and its Product JSON-LD in the first HTML response, its photo is the
 * share image, the live products sitemap lists it; hiding it makes the page 404. HTTP only: what the
 * island then shows is covered by product.spec.ts.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bearerOf as auth, createProduct } from './support/products.ts';
import { sharedStaffUser, uniqueTag, type SignedIn } from './support/staff.ts';

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

test.describe.serial('a product staff create gets its own page at once', () => {
  const name = `E2E Kesar Peda ${uniqueTag()}`;
  let user: SignedIn;
  let id = '';
  let html = '';

  test.beforeAll(async ({ request }) => {
    user = await sharedStaffUser(request, { role: 'superadmin' });
    id = await createProduct(request, user, name);
  });

  test.afterAll(async ({ request }) => {
    if (id) await request.delete(`/api/products/${id}`, { headers: auth(user) });
  });

  test('/product/{id} answers 200 with the name in <title>, its canonical and Product JSON-LD', async ({ request }) => {
    const res = await request.get(`/product/${id}`);
    expect(res.status()).toBe(200);
    html = await res.text();
    expect(html).toContain(`<title>${name} | Rasika</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/product/${id}">`));
    expect(html).not.toContain('noindex');
    const product = jsonLd(html).find((node) => node['@type'] === 'Product');
    expect(product).toMatchObject({ name, sku: id, offers: { '@type': 'AggregateOffer', lowPrice: 260, highPrice: 980, priceCurrency: 'INR' } });
  });

  test('its share image is the uploaded photo, cropped to 1200 × 630 by the Image CDN', async ({ request }) => {
    const ogImage = new URL(/<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '');
    expect(ogImage.pathname).toBe('/.netlify/images');
    const image = await request.get(ogImage.pathname + ogImage.search);
    expect(image.status()).toBe(200);
    expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  });

  test('the live products sitemap lists it', async ({ request }) => {
    const res = await request.get('/sitemap-products.xml');
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(new RegExp(`<loc>https?://[^<]+/product/${id}</loc>`));
  });

  test('hidden, its page answers 404 with the shell, without its name', async ({ request }) => {
    const hide = await request.put(`/api/products/${id}`, { headers: auth(user), data: { isActive: false } });
    expect(hide.status()).toBe(200);
    const hidden = await request.get(`/product/${id}`);
    expect(hidden.status()).toBe(404);
    const page = await hidden.text();
    expect(page).not.toContain(name);
    expect(page).toContain('<title>Product | Rasika</title>');
  });
});
