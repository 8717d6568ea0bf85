import { SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import products from '../../netlify/functions/products.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { getImage, imageKeyFromUrl } from '../../src/server/storage/image-repository.ts';
import { getProduct, listProducts } from '../../src/server/storage/product-repository.ts';
import { getUser, replaceUser, type StaffUser } from '../../src/server/storage/user-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

let superadmin: StaffUser;
let superToken: string;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  superadmin = await makeUser({ email: 'products-super@rasika.test', role: 'superadmin' });
  superToken = await tokenFor(superadmin);
});

function productForm(overrides: Record<string, string> = {}, images: Blob[] = [new Blob([PNG]), new Blob([JPEG])]) {
  const form = new FormData();
  const fields = {
    name: 'Pista Lauj',
    category: 'sweets',
    description: 'Pistachio diamonds from Old City.',
    phoneNumber: '+91 40 2771 4455',
    isBestseller: 'true',
    price: JSON.stringify({ '250g': 350, '500g': 680, '1kg': 1300 }),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  images.forEach((image, index) => form.append('images', image, `photo-${index}.png`));
  return form;
}

const create = (token: string, form: FormData) => call(products, '/api/products', { method: 'POST', body: form, headers: bearer(token) });

async function storedCounts() {
  return { products: (await listProducts(openStore('products'))).length, images: (await openStore('images').list()).blobs.length };
}

describe('POST /api/products (PROD-03..09, API-20)', () => {
  test('a superadmin creates a product with two images; the category matches an existing one case-insensitively', async () => {
    await storeProduct({ category: 'Sweets' });
    const res = await create(superToken, productForm());
    expect(res.status).toBe(201);
    const body = await bodyOf(res);
    expect(body['message']).toBe('Product created successfully');
    const product = body['product'] as { _id: string; images: string[]; category: string; price: Record<string, number>; isBestseller: boolean };
    expect(product._id).toMatch(/^pista-lauj-[0-9a-f]{6}$/);
    expect(product.category).toBe('Sweets');
    expect(product.price).toEqual({ '250g': 350, '500g': 680, '1kg': 1300 });
    expect(product.isBestseller).toBe(true);
    expect(product.images).toHaveLength(2);
    const types = await Promise.all(product.images.map(async (url) => (await getImage(openStore('images'), imageKeyFromUrl(url) ?? ''))?.contentType));
    expect(types).toEqual(['image/png', 'image/jpeg']);
    const audit = await listAudit(openStore('audit'));
    expect(audit[0]).toMatchObject({ action: 'product.create', actor: { email: 'products-super@rasika.test' }, target: { id: product._id } });
  });

  test('issue #12 the dietary facts, other names, shelf life and stock are stored with the product and reach the public list', async () => {
    const res = await create(
      superToken,
      productForm({
        name: 'Til Chikki',
        aliases: JSON.stringify(['నువ్వుల పట్టీ', 'तिल चिक्की']),
        shelfLife: '45 Days',
        inStock: 'false',
        dietaryInfo: JSON.stringify({ isVegan: true, isGlutenFree: true, isJain: true, isSugarFree: false, allergens: ['Sesame'] }),
      }),
    );
    expect(res.status).toBe(201);
    const { _id } = (await bodyOf(res))['product'] as { _id: string };
    const stored = await getProduct(openStore('products'), _id);
    expect(stored?.value).toMatchObject({
      aliases: ['నువ్వుల పట్టీ', 'तिल चिक्की'],
      shelfLife: '45 Days',
      inStock: false,
      dietaryInfo: { isVegetarian: true, isVegan: true, isGlutenFree: true, isJain: true, isSugarFree: false, allergens: ['Sesame'] },
    });
  });

  test.each([
    ['a shelf life without days', productForm({ shelfLife: 'long' }), 'shelfLife'],
    ['dietary facts that are not JSON', productForm({ dietaryInfo: '{vegan' }), 'dietaryInfo'],
    ['thirteen other names', productForm({ aliases: JSON.stringify(Array.from({ length: 13 }, (_, i) => `name ${i}`)) }), 'aliases'],
  ])('issue #12 %s is refused with a field error and nothing is stored', async (_name, form, field) => {
    const before = await storedCounts();
    const res = await create(superToken, form);
    expect(res.status).toBe(400);
    expect((await bodyOf(res))['errors']).toHaveProperty(field);
    expect(await storedCounts()).toEqual(before);
  });

  test.each([
    ['4 images', productForm({}, [PNG, PNG, PNG, PNG].map((b) => new Blob([b]))), 400, 'You can upload a maximum of 3 images'],
    ['no image', productForm({}, []), 400, 'Please upload at least one image'],
    ['a text file named .png', productForm({}, [new Blob(['hello, I am text'])]), 400, '"photo-0.png" is not a PNG, JPG, GIF or WebP image.'],
    ['a missing name', productForm({ name: ' ' }), 400, 'Please fill in all required fields'],
    ['a price of 0', productForm({ price: JSON.stringify({ '250g': 0, '500g': 680, '1kg': 1300 }) }), 400, 'Please fill in all required fields'],
    ['a fractional price', productForm({ price: JSON.stringify({ '250g': 10.5, '500g': 680, '1kg': 1300 }) }), 400, 'Please fill in all required fields'],
  ])('%s is refused with its message and nothing is stored', async (_name, form, status, message) => {
    const before = await storedCounts();
    const res = await create(superToken, form);
    expect(res.status).toBe(status);
    expect((await bodyOf(res))['message']).toBe(message);
    expect(await storedCounts()).toEqual(before);
  });

  test('a body over 4 MB gets 413 and a non-multipart body 415, storing nothing', async () => {
    const before = await storedCounts();
    const big = productForm({}, [new Blob([PNG, new Uint8Array(4 * 1024 * 1024)])]);
    const tooLarge = await create(superToken, big);
    expect(tooLarge.status).toBe(413);
    expect((await bodyOf(tooLarge))['message']).toBe('The request is too large. The limit is 4 MB.');
    const jsonBody = await call(products, '/api/products', { json: { name: 'x' }, headers: bearer(superToken) });
    expect(jsonBody.status).toBe(415);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('authorization matrix of the staff product endpoints (ROLE-04, ROLE-06, ERR-23)', () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cases: [string, () => Promise<Record<string, string>>, number][] = [
    ['no token', async () => ({}), 401],
    ['a malformed token', async () => bearer('abc.def'), 401],
    ['a token signed with another secret', async () => bearer(await new SignJWT({ email: superadmin.email, role: 'superadmin' }).setProtectedHeader({ alg: 'HS256' }).setSubject(superadmin._id).setIssuer('rasika-staff').setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)))), 401],
    ['an alg: none token', async () => bearer(`${part({ alg: 'none' })}.${part({ sub: superadmin._id, email: superadmin.email, role: 'superadmin', iss: 'rasika-staff' })}.`), 401],
    ['an expired token', async () => bearer(await tokenFor(superadmin, new Date(Date.now() - 9 * 3600_000))), 401],
    ['a deactivated user', async () => {
      const user = await makeUser({ email: `off-${crypto.randomUUID()}@rasika.test`, role: 'superadmin' });
      const token = await tokenFor(user);
      const record = await getUser(openStore('users'), user._id);
      await replaceUser(openStore('users'), { ...user, isActive: false }, record?.etag ?? '');
      return bearer(token);
    }, 403],
    ['a deleted user', async () => {
      const user = await makeUser({ email: `gone-${crypto.randomUUID()}@rasika.test`, role: 'superadmin' });
      const token = await tokenFor(user);
      await openStore('users').delete(`user/${user._id}`);
      return bearer(token);
    }, 401],
    ['a subadmin without the products permission', async () => bearer(await tokenFor(await makeUser({ email: `sub-${crypto.randomUUID()}@rasika.test`, role: 'subadmin', category: 'sweets' }))), 403],
    ['a developer', async () => bearer(await tokenFor(await makeUser({ email: `dev-${crypto.randomUUID()}@rasika.test`, role: 'developer' }))), 403],
  ];

  test.each(cases)('%s is refused on every staff product endpoint with a JSON message, changing nothing', async (_name, headersFor, status) => {
    const target = await storeProduct();
    const headers = await headersFor();
    const before = await storedCounts();
    const attempts = [
      call(adminProducts, '/api/admin/products', { headers }),
      call(adminProducts, `/api/admin/products/${target._id}`, { headers, params: { id: target._id } }),
      call(products, '/api/products', { method: 'POST', body: productForm(), headers }),
      call(products, `/api/products/${target._id}`, { method: 'PUT', json: { isActive: false }, headers, params: { id: target._id } }),
      call(products, `/api/products/${target._id}`, { method: 'DELETE', headers, params: { id: target._id } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(status);
      expect(typeof (await bodyOf(res))['message']).toBe('string');
    }
    expect(await storedCounts()).toEqual(before);
    expect((await getProduct(openStore('products'), target._id))?.value.isActive).toBe(true);
  });

  test('a subadmin granted manage_products may manage products', async () => {
    const user = await makeUser({ email: 'granted@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_products'] });
    const res = await call(adminProducts, '/api/admin/products', { headers: bearer(await tokenFor(user)) });
    expect(res.status).toBe(200);
  });
});

describe('PUT and DELETE /api/products/{id} (PROD-01, PROD-11, PROD-12, PROD-19)', () => {
  test('hiding a product removes it from the public endpoints; showing it brings it back', async () => {
    const target = await storeProduct({ name: 'Toggle Barfi' });
    const hide = await call(products, `/api/products/${target._id}`, { method: 'PUT', json: { isActive: false }, headers: bearer(superToken), params: { id: target._id } });
    expect(hide.status).toBe(200);
    expect((await bodyOf(hide))['message']).toBe('Product deactivated successfully');
    expect((await call(products, `/api/products/${target._id}`, { params: { id: target._id } })).status).toBe(404);
    const list = (await (await call(products, '/api/products')).json()) as { _id: string }[];
    expect(list.some((p) => p._id === target._id)).toBe(false);

    const show = await call(products, `/api/products/${target._id}`, { method: 'PUT', json: { isActive: true }, headers: bearer(superToken), params: { id: target._id } });
    expect((await bodyOf(show))['message']).toBe('Product activated successfully');
    expect((await call(products, `/api/products/${target._id}`, { params: { id: target._id } })).status).toBe(200);
  });

  test('two edits from the same version: the first succeeds, the second gets 409 and changes nothing', async () => {
    const target = await storeProduct({ name: 'Edit Me' });
    const read = await bodyOf(await call(adminProducts, `/api/admin/products/${target._id}`, { headers: bearer(superToken), params: { id: target._id } }));
    const etag = String(read['etag']);
    const edit = (name: string) =>
      call(products, `/api/products/${target._id}`, {
        method: 'PUT',
        json: { name, category: 'Sweets', description: 'Updated.', phoneNumber: '+91 40 1234 5678', isBestseller: false, price: { '250g': 300, '500g': 570, '1kg': 1080 }, images: ['/api/images/evil'] },
        headers: { ...bearer(superToken), 'if-match': etag },
        params: { id: target._id },
      });
    const first = await edit('Edited First');
    expect(first.status).toBe(200);
    expect((await bodyOf(first))['message']).toBe('Product updated successfully');
    const second = await edit('Edited Second');
    expect(second.status).toBe(409);
    const stored = await getProduct(openStore('products'), target._id);
    expect(stored?.value.name).toBe('Edited First');
    expect(stored?.value.images).toEqual(target.images);
  });

  test('an edit without If-Match gets 428; an invalid edit 400; an unknown id 404', async () => {
    const target = await storeProduct();
    const body = { name: 'X', category: 'Sweets', description: 'Y', phoneNumber: '123', isBestseller: false, price: { '250g': 1, '500g': 2, '1kg': 3 } };
    expect((await call(products, `/api/products/${target._id}`, { method: 'PUT', json: body, headers: bearer(superToken), params: { id: target._id } })).status).toBe(428);
    const invalid = await call(products, `/api/products/${target._id}`, { method: 'PUT', json: { ...body, name: '' }, headers: { ...bearer(superToken), 'if-match': 'x' }, params: { id: target._id } });
    expect(invalid.status).toBe(400);
    expect((await bodyOf(invalid))['errors']).toHaveProperty('name');
    expect((await call(products, '/api/products/none', { method: 'DELETE', headers: bearer(superToken), params: { id: 'none' } })).status).toBe(404);
  });

  test('deleting a product removes it and its images', async () => {
    const created = (await bodyOf(await create(superToken, productForm({ name: 'Delete Me' }))))['product'] as { _id: string; images: string[] };
    const res = await call(products, `/api/products/${created._id}`, { method: 'DELETE', headers: bearer(superToken), params: { id: created._id } });
    expect(res.status).toBe(200);
    expect((await bodyOf(res))['message']).toBe('Product deleted successfully');
    expect(await getProduct(openStore('products'), created._id)).toBeNull();
    for (const url of created.images) expect(await getImage(openStore('images'), imageKeyFromUrl(url) ?? '')).toBeNull();
  });
});
