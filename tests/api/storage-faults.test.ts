/**
 * Issue #15 items 5 and 6: a storage fault (connection refused, no answer, 500, connection
 * dropped) answers 503 JSON within 10 s on every endpoint, never a 409, 500, 502 or a false
 * success; multi-step writes leave no orphan and no half state when any step fails; an id
 * of the wrong shape answers 404 before any storage call. Faults come from the local Blobs
 * platform (scripts/local-blobs), driven through tests/support/blob-faults.ts.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminSignup from '../../netlify/functions/admin-signup.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminVerify from '../../netlify/functions/admin-verify.mts';
import blogs from '../../netlify/functions/blogs.mts';
import contactSubmit from '../../netlify/functions/contact-submit.mts';
import health from '../../netlify/functions/health.mts';
import products from '../../netlify/functions/products.mts';
import type { FaultKind } from '../../scripts/local-blobs/local-blobs-server.mjs';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { getProduct, listProducts } from '../../src/server/storage/product-repository.ts';
import { findUserByEmail, getUser } from '../../src/server/storage/user-repository.ts';
import { blobFaults } from '../support/blob-faults.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';
import { bearer, makeUser, TEST_JWT_SECRET, TEST_PASSWORD, tokenFor } from '../support/staff-users.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';
let devToken = '';
let superToken = '';
let ipCounter = 0;
const ip = () => `203.0.113.${(ipCounter += 1) % 250}`;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  delete process.env.DEVELOPER_EMAIL;
  delete process.env.DEVELOPER_PASSWORD;
  process.env['ENQUIRY_RATE_LIMIT'] = '1000';
  devToken = await tokenFor(await makeUser({ email: 'faults-dev@rasika.test', role: 'developer' }));
  superToken = await tokenFor(await makeUser({ email: 'faults-super@rasika.test', role: 'superadmin' }));
});

afterEach(async () => {
  await blobFaults().clear();
});

function productForm(name: string): FormData {
  const form = new FormData();
  const fields = { name, category: 'Sweets', description: 'Fault test.', phoneNumber: '+91 40 2771 4455', isBestseller: 'false', price: JSON.stringify({ '250g': 350, '500g': 680, '1kg': 1300 }) };
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.append('images', new Blob([PNG]), 'one.png');
  form.append('images', new Blob([PNG]), 'two.png');
  return form;
}

const signup = (email: string) =>
  call(adminSignup, '/api/admin/signup', { json: { email, password: 'Badam-halwa-hot-2026', role: 'subadmin', category: 'sweets' }, headers: bearer(devToken) });
const createProduct = (name: string) => call(products, '/api/products', { method: 'POST', body: productForm(name), headers: bearer(superToken) });
const imageCount = async () => (await listAllKeys(openStore('images'))).length;

describe('a storage fault answers 503 JSON within 10 s on every endpoint (issue #15 item 6)', () => {
  const endpoints: [string, () => Promise<Response>][] = [
    ['GET /api/health', () => call(health, '/api/health')],
    ['GET /api/products', () => call(products, '/api/products')],
    ['GET /api/products/{id}', () => call(products, '/api/products/kaju-katli', { params: { id: 'kaju-katli' } })],
    ['POST /api/admin/login', () => call(adminLogin, '/api/admin/login', { json: { email: 'faults-super@rasika.test', password: TEST_PASSWORD }, ip: ip() })],
    ['GET /api/admin/verify', () => call(adminVerify, '/api/admin/verify', { headers: bearer(superToken) })],
    ['POST /api/admin/signup', () => signup('never-stored@rasika.test')],
    ['POST /api/contact/submit', () => call(contactSubmit, '/api/contact/submit', { method: 'POST', ip: ip(), json: { name: 'Asha Reddy', email: 'asha@example.com', phone: '+91 98490 45678', category: 'sweets', message: 'Two boxes of kaju katli, please.' } })],
    ['POST /api/blogs/{slug}/like', () => call(blogs, '/api/blogs/how-to-store-mithai/like', { json: { visitorId: crypto.randomUUID() }, params: { slug: 'how-to-store-mithai', action: 'like' }, ip: ip() })],
  ];

  test.each<FaultKind>(['refuse', 'timeout', 'error', 'drop'])('storage that does "%s"', async (kind) => {
    await blobFaults().inject({ kind });
    const results = await Promise.all(endpoints.map(async ([name, request]) => {
      const started = performance.now();
      const res = await request();
      return { name, status: res.status, type: res.headers.get('content-type'), body: await res.text(), ms: performance.now() - started };
    }));
    for (const result of results) {
      expect(result.status, result.name).toBe(503);
      expect(result.type, result.name).toContain('application/json');
      expect(typeof (JSON.parse(result.body) as { message?: unknown }).message, result.name).toBe('string');
      expect(result.ms, result.name).toBeLessThan(10_000);
    }
    await blobFaults().clear();
    expect(await findUserByEmail(openStore('users'), 'never-stored@rasika.test')).toBeNull();
  });
});

describe('user create and delete leave no orphan when a step fails (issue #15 item 6)', () => {
  test.each<[string, { store: string; key?: string }]>([
    ['the email key', { store: 'users', key: 'email/' }],
    ['the user record', { store: 'users', key: 'user/' }],
    ['the audit entry', { store: 'audit' }],
  ])('a failed write of %s answers 503, stores nothing, and the email stays free', async (_step, where) => {
    const email = `step-${where.store}-${Math.random().toString(36).slice(2, 8)}@rasika.test`;
    await blobFaults().inject({ kind: 'error', method: 'PUT', ...where });
    const res = await signup(email);
    expect(res.status).toBe(503);
    expect(await bodyOf(res)).toEqual({ message: UNAVAILABLE });
    await blobFaults().clear();
    expect(await findUserByEmail(openStore('users'), email)).toBeNull();
    expect((await listAllKeys(openStore('users'), `email/${email}`))).toEqual([]);
    expect((await signup(email)).status).toBe(201);
  });

  test('an email key left by an old failed write is claimed again, not answered 409 forever', async () => {
    const email = 'orphaned@rasika.test';
    await openStore('users').setJSON(`email/${email}`, { id: 'gone-user', at: '2026-01-01T00:00:00.000Z' });
    expect((await signup(email)).status).toBe(201);
    expect((await signup(email)).status).toBe(409);
  });

  test('a delete whose audit entry fails answers 503 and the user is still there', async () => {
    const user = await makeUser({ email: 'keep-me@rasika.test', role: 'subadmin', category: 'sweets' });
    await blobFaults().inject({ kind: 'error', method: 'PUT', store: 'audit' });
    const res = await call(adminUsers, `/api/admin/users/${user._id}`, { method: 'DELETE', headers: bearer(devToken), params: { id: user._id } });
    expect(res.status).toBe(503);
    await blobFaults().clear();
    expect((await getUser(openStore('users'), user._id))?.value.email).toBe('keep-me@rasika.test');
    expect((await findUserByEmail(openStore('users'), 'keep-me@rasika.test'))?.value._id).toBe(user._id);
  });
});

describe('product create, edit and delete leave no half state when a step fails (issue #15 item 6)', () => {
  test.each([
    ['the second image', { store: 'images', skip: 1 }],
    ['the product', { store: 'products' }],
    ['the audit entry', { store: 'audit' }],
  ])('a failed write of %s answers 503 and leaves no product and no image', async (_step, where) => {
    const before = { images: await imageCount(), products: (await listProducts(openStore('products'))).length };
    await blobFaults().inject({ kind: 'error', method: 'PUT', ...where });
    const res = await createProduct('Half State Halwa');
    expect(res.status).toBe(503);
    await blobFaults().clear();
    expect(await imageCount()).toBe(before.images);
    expect((await listProducts(openStore('products'))).length).toBe(before.products);
  });

  test('an image write that storage did not confirm never counts as saved', async () => {
    const before = await imageCount();
    await blobFaults().inject({ kind: 'drop', method: 'PUT', store: 'images' });
    expect((await createProduct('Dropped Image Barfi')).status).toBe(503);
    await blobFaults().clear();
    expect(await imageCount()).toBe(before);
  });

  test('an edit whose audit entry fails answers 503 and the product is unchanged', async () => {
    const target = await storeProduct({ name: 'Steady Peda' });
    const etag = (await getProduct(openStore('products'), target._id))?.etag ?? '';
    await blobFaults().inject({ kind: 'error', method: 'PUT', store: 'audit' });
    const res = await call(products, `/api/products/${target._id}`, {
      method: 'PUT',
      json: { name: 'Changed Peda', category: 'Sweets', description: 'Changed.', phoneNumber: '+91 40 1234 5678', isBestseller: false, price: { '250g': 1, '500g': 2, '1kg': 3 } },
      headers: { ...bearer(superToken), 'if-match': etag },
      params: { id: target._id },
    });
    expect(res.status).toBe(503);
    await blobFaults().clear();
    expect((await getProduct(openStore('products'), target._id))?.value.name).toBe('Steady Peda');
  });

  test('a delete whose audit entry fails answers 503 and the product and its images stay', async () => {
    const created = (await bodyOf(await createProduct('Stay Put Laddu')))['product'] as { _id: string; images: string[] };
    const images = await imageCount();
    await blobFaults().inject({ kind: 'error', method: 'PUT', store: 'audit' });
    const res = await call(products, `/api/products/${created._id}`, { method: 'DELETE', headers: bearer(superToken), params: { id: created._id } });
    expect(res.status).toBe(503);
    await blobFaults().clear();
    expect((await getProduct(openStore('products'), created._id))?.value.images).toEqual(created.images);
    expect(await imageCount()).toBe(images);
  });
});

describe('ids are checked before any storage call (issue #15 item 5)', () => {
  test.each([
    ['a 700-byte id', 'a'.repeat(700)],
    ['an upper-case id', 'Kaju-Katli'],
    ['an id with a dot', 'kaju.katli'],
  ])('%s answers 404 at once, even while storage hangs', async (_name, id) => {
    await blobFaults().inject({ kind: 'timeout' });
    const started = performance.now();
    const res = await call(products, `/api/products/${id}`, { params: { id } });
    expect(res.status).toBe(404);
    expect(await bodyOf(res)).toEqual({ message: 'Product not found.' });
    expect(performance.now() - started).toBeLessThan(500);
  });
});
