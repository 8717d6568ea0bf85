import { beforeAll, describe, expect, test } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';

let visible: Awaited<ReturnType<typeof storeProduct>>;
let hidden: Awaited<ReturnType<typeof storeProduct>>;
let sibling: Awaited<ReturnType<typeof storeProduct>>;

beforeAll(async () => {
  visible = await storeProduct({ name: 'Badam Halwa', category: 'Halwa' });
  sibling = await storeProduct({ name: 'Sohan Halwa', category: 'halwa' });
  hidden = await storeProduct({ name: 'Secret Halwa', category: 'Halwa', isActive: false });
  await storeProduct({ name: 'Hyderabadi Mixture', category: 'Namkeen' });
  await storeProduct({ name: 'Hidden Only', category: 'Hidden Category', isActive: false });
});

async function getJson(path: string, params: Record<string, string> = {}) {
  const res = await call(products, path, { params });
  return { res, body: (await res.json()) as unknown };
}

describe('public product API (API-05..08, PROD-19, G-22, G-25)', () => {
  test('GET /api/products lists visible products only, with CDN cache headers and the products tag', async () => {
    const { res, body } = await getJson('/api/products');
    expect(res.status).toBe(200);
    const names = (body as { name: string }[]).map((p) => p.name).sort();
    expect(names).toEqual(['Badam Halwa', 'Hyderabadi Mixture', 'Sohan Halwa']);
    expect(res.headers.get('netlify-cache-tag')).toBe('products');
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('s-maxage=300');
    expect(res.headers.get('cache-control')).toContain('must-revalidate');
  });

  test('GET /api/products/categories lists de-duplicated visible categories plus Diwali Collection and Gift Hampers', async () => {
    const { res, body } = await getJson('/api/products/categories');
    expect(res.status).toBe(200);
    expect(body).toEqual(['Diwali Collection', 'Gift Hampers', 'Halwa', 'Namkeen']);
  });

  test('GET /api/products/{id} answers a visible product and 404 for hidden or unknown ones', async () => {
    const found = await getJson(`/api/products/${visible._id}`, { id: visible._id });
    expect(found.res.status).toBe(200);
    expect(found.body).toMatchObject({ _id: visible._id, name: 'Badam Halwa', isActive: true, rating: 4.5, inStock: true });
    expect(found.res.headers.get('netlify-cache-tag')).toBe(`products,product-${visible._id}`);

    const secret = await getJson(`/api/products/${hidden._id}`, { id: hidden._id });
    expect(secret.res.status).toBe(404);
    expect(secret.body).toEqual({ message: 'Product not found.' });
    expect((await getJson('/api/products/nope', { id: 'nope' })).res.status).toBe(404);
  });

  test('GET /api/products/related/{id} gives other visible products of the same category, never hidden ones', async () => {
    const { res, body } = await getJson(`/api/products/related/${visible._id}`, { id: visible._id });
    expect(res.status).toBe(200);
    expect((body as { _id: string }[]).map((p) => p._id)).toEqual([sibling._id]);
    const ofHidden = await getJson(`/api/products/related/${hidden._id}`, { id: hidden._id });
    expect(ofHidden.body).toEqual([]);
  });

  test('other methods get 405', async () => {
    const res = await call(products, '/api/products', { method: 'PATCH' });
    expect(res.status).toBe(405);
  });
});
