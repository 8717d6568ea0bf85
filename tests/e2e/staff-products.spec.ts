/**
 * Product management in the admin dashboard: create with uploaded images, edit, hide, show and
 * delete, the form's checks and the browser-side scaling of photos, and every message
 * (FEATURES PROD-01..18, ERR-13..19, ERR-23, G-04, G-38, G-39).
 */
import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DASHBOARD_PATH,
  createStaffUser,
  openDashboard,
  recordDialogs,
  sharedStaffUser,
  uniqueTag,
  updateStaffUser,
  type SignedIn,
} from './support/staff.ts';

// Staff pages wait on scrypt sign-ins and function cold starts: give each check more time.
const expect = baseExpect.configure({ timeout: 15_000 });

// Staff sign-in hashes with scrypt on purpose, and photos are re-encoded in the page: allow the time.
test.describe.configure({ timeout: 90_000 });

const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const auth = (user: SignedIn) => ({ Authorization: `Bearer ${user.token}` });

async function solidImage(format: 'png' | 'jpeg', width = 240, height = 180): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A camera-like photo of about 4 MB: random noise compresses badly. */
async function noisyPhoto(): Promise<Buffer> {
  const [width, height] = [2400, 1800];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

async function fillProduct(page: Page, name: string, category: { existing?: string; typed?: string }): Promise<void> {
  await field(page, 'Name').fill(name);
  if (category.typed) await field(page, 'Or type a new category').fill(category.typed);
  if (category.existing) await field(page, 'Category').selectOption(category.existing);
  await field(page, 'Price for 250g (₹)').fill('350');
  await field(page, 'Price for 500g (₹)').fill('680');
  await field(page, 'Price for 1kg (₹)').fill('1300');
  await field(page, 'Description').fill('Pistachio fudge from our Old City kitchen.');
  await field(page, 'Phone Number').fill('+91 40 2771 4455');
}

async function publicStatus(request: APIRequestContext, id: string): Promise<number> {
  return (await request.get(`/api/products/${id}`)).status();
}

/** A public product read, waiting out a transient failure of the local emulator. */
async function publicProduct(request: APIRequestContext, id: string): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  await expect
    .poll(async () => {
      const res = await request.get(`/api/products/${id}`);
      if (res.status() === 200) body = (await res.json()) as Record<string, unknown>;
      return res.status();
    })
    .toBe(200);
  return body;
}

async function createViaApi(request: APIRequestContext, user: SignedIn, name: string): Promise<string> {
  const res = await request.post('/api/products', {
    headers: auth(user),
    multipart: {
      name, category: 'Sweets', description: 'Made for a test.', phoneNumber: '+91 40 2771 4455', isBestseller: 'false',
      price: JSON.stringify({ '250g': 100, '500g': 190, '1kg': 360 }),
      images: { name: 'a.png', mimeType: 'image/png', buffer: await solidImage('png') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { product: { _id: string } }).product._id;
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('PROD-01..05 PROD-11 PROD-12 PROD-15 PROD-19 create with two images, edit, hide, show and delete', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  const dialogs = recordDialogs(page);
  const name = `E2E Pista Barfi ${uniqueTag()}`;
  await openDashboard(page, user, '/products/new');

  await fillProduct(page, name, { typed: 'E2E Barfi' });
  await expect(field(page, 'Category')).toBeDisabled();
  await page.getByLabel('Bestseller').check();
  await expect(page.getByText('PNG, JPG, GIF up to 5MB')).toBeVisible();
  await field(page, 'Images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await solidImage('png') },
    { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await solidImage('jpeg') },
  ]);
  await expect(page.getByRole('img', { name: /^Preview of / })).toHaveCount(2);
  const created = page.waitForResponse((res) => res.url().endsWith('/api/products') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create Product' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  const id = ((await res.json()) as { product: { _id: string } }).product._id;
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products`);
  expect(dialogs).toContain('Product created successfully');
  const stored = (await publicProduct(request, id)) as { images: string[]; category: string; isBestseller: boolean };
  expect(stored).toMatchObject({ category: 'E2E Barfi', isBestseller: true });
  expect(stored.images).toHaveLength(2);

  let item = page.getByRole('listitem', { name });
  await expect(item.getByText('Visible on website')).toBeVisible();
  await item.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products/edit/${id}`);
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(page.getByText("Images can't be changed when editing.")).toBeVisible();
  await expect(page.locator('input[type=file]')).toHaveCount(0);
  await field(page, 'Name').fill(`${name} Deluxe`);
  await field(page, 'Price for 250g (₹)').fill('400');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products`);
  expect(dialogs).toContain('Product updated successfully');
  expect(await publicProduct(request, id)).toMatchObject({ name: `${name} Deluxe`, price: { '250g': 400 } });

  item = page.getByRole('listitem', { name: `${name} Deluxe` });
  await item.getByRole('button', { name: 'Hide from website' }).click();
  await expect(toasts(page)).toContainText('Product deactivated successfully');
  await expect(item.getByText('Hidden from website')).toBeVisible();
  await expect.poll(() => publicStatus(request, id)).toBe(404);
  await item.getByRole('button', { name: 'Show on website' }).click();
  await expect(toasts(page)).toContainText('Product activated successfully');
  await expect(item.getByText('Visible on website')).toBeVisible();
  await expect.poll(() => publicStatus(request, id)).toBe(200);

  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Product deleted successfully');
  expect(dialogs).toContain('Are you sure you want to delete this product?');
  await expect(item).toHaveCount(0);
  expect((await request.get(`/api/admin/products/${id}`, { headers: auth(user) })).status()).toBe(404);
});

/** What a visitor sees of a staff product: the shop search, its page and the header suggestions. */
async function expectPublic(page: Page, id: string, name: string, visible: boolean): Promise<void> {
  await page.goto(`/mithai/shop?search=${encodeURIComponent(name)}`);
  if (visible) {
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  } else {
    await expect(page.getByText('No Treasures Found')).toBeVisible();
  }
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: visible ? name : 'Product Not Found' })).toBeVisible();
  await page.goto('/about');
  const search = page.getByRole('combobox', { name: 'Search sweets' });
  const answered = page.waitForResponse((res) => res.url().includes('/api/products/search/suggestions'));
  await search.fill(name);
  await answered;
  const option = page.getByRole('option', { name: new RegExp(name) });
  await (visible ? expect(option).toBeVisible() : expect(option).toHaveCount(0));
}

test('PROD-19 SHOP-06 SRCH-01 a staff product appears in the shop, on its page and in suggestions, and vanishes when hidden', async ({ browser, page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  const name = `E2E Kesar Peda ${uniqueTag()}`;
  const id = await createViaApi(request, user, name);
  // A fresh visitor each time, so the catalogue's 5-minute cache never hides a change.
  const contexts: BrowserContext[] = [];
  const visitor = async () => {
    const baseURL = test.info().project.use.baseURL ?? '';
    const context = await browser.newContext({ baseURL });
    contexts.push(context);
    return context.newPage();
  };
  try {
    await expectPublic(await visitor(), id, name, true);
    await openDashboard(page, user, '/products');
    const item = page.getByRole('listitem', { name });
    await item.getByRole('button', { name: 'Hide from website' }).click();
    await expect(toasts(page)).toContainText('Product deactivated successfully');
    await expect.poll(() => publicStatus(request, id)).toBe(404);
    await expectPublic(await visitor(), id, name, false);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await request.delete(`/api/products/${id}`, { headers: auth(user) });
  }
});

test('PROD-06..09 ERR-18 ERR-19 the form’s alerts, a 6 MB file refused, and a failed save', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  const dialogs = recordDialogs(page);
  await openDashboard(page, user, '/products/new');
  await expect(field(page, 'Images')).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');
  for (const size of ['250g', '500g', '1kg']) {
    await expect(field(page, `Price for ${size} (₹)`)).toHaveAttribute('step', '1');
    await expect(field(page, `Price for ${size} (₹)`)).toHaveAttribute('min', '0');
  }
  const create = page.getByRole('button', { name: 'Create Product' });
  await create.click();
  await expect.poll(() => dialogs.at(-1)).toBe('Please fill in all required fields');
  await fillProduct(page, `E2E Never Saved ${uniqueTag()}`, { typed: 'E2E Barfi' });
  await create.click();
  await expect.poll(() => dialogs.at(-1)).toBe('Please upload at least one image');

  await field(page, 'Images').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect.poll(() => dialogs.at(-1)).toBe('\u201chuge.png\u201d is larger than 5 MB.');
  await field(page, 'Images').setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect.poll(() => dialogs.at(-1)).toBe('\u201cnotes.png\u201d is not a PNG, JPG or GIF image.');
  const png = await solidImage('png');
  await field(page, 'Images').setInputFiles(['1', '2', '3', '4'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: png })));
  await expect.poll(() => dialogs.at(-1)).toBe('You can upload a maximum of 3 images');
  await expect(page.getByRole('img', { name: /^Preview of / })).toHaveCount(0);

  await field(page, 'Images').setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of ok.png' })).toBeVisible();
  await page.route('**/api/products', (route) => (route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
  await create.click();
  await expect.poll(() => dialogs.at(-1)).toBe('Failed to save product');
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products/new`);
});

test('G-39 a 4 MB photo is scaled down in the browser and accepted', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  const dialogs = recordDialogs(page);
  const photo = await noisyPhoto();
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  expect(photo.length).toBeLessThan(5 * 1024 * 1024);
  await openDashboard(page, user, '/products/new');
  await fillProduct(page, `E2E Big Photo ${uniqueTag()}`, { existing: 'Sweets' });
  await field(page, 'Images').setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Preview of camera.jpg' })).toBeVisible({ timeout: 30_000 });
  const sent = page.waitForRequest((req) => req.url().endsWith('/api/products') && req.method() === 'POST');
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/products') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create Product' }).click();
  const body = (await sent).postDataBuffer();
  expect(body?.length ?? 0).toBeLessThan(1.2 * 1024 * 1024);
  const res = await answered;
  expect(res.status()).toBe(201);
  await expect.poll(() => dialogs.at(-1)).toBe('Product created successfully');
  const id = ((await res.json()) as { product: { _id: string } }).product._id;
  const [image] = ((await publicProduct(request, id)) as { images: string[] }).images;
  const stored = await sharp(await (await request.get(image ?? '')).body()).metadata();
  expect(Math.max(stored.width ?? 0, stored.height ?? 0)).toBeLessThanOrEqual(1600);
  expect(stored.format).toBe('jpeg');
  expect((await request.delete(`/api/products/${id}`, { headers: auth(user) })).status()).toBe(200);
});

test('PROD-16 ERR-23 a product call answered 403 shows the permissions message', async ({ page, request }) => {
  const user = await createStaffUser(request, { role: 'subadmin', category: 'sweets', permissions: ['manage_products'] });
  await openDashboard(page, user);
  await updateStaffUser(request, user.admin._id, { permissions: [] });
  await page.getByRole('link', { name: 'Manage Products' }).click();
  await expect(toasts(page)).toContainText('Authentication expired or insufficient permissions. Please log out and log back in.');
});

test('PROD-12 PROD-13 PROD-16 ERR-13 ERR-15 list failures, a 401, and toggling without a stored token', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await page.route('**/api/admin/products', (route) => route.fulfill({ status: 500, json: { message: 'Something broke.' } }));
  await openDashboard(page, user, '/products');
  await expect(toasts(page)).toContainText('Failed to load products');
  await page.route('**/api/admin/products', (route) => route.fulfill({ status: 401, json: { message: 'Please sign in to continue.' } }));
  await page.goto(`${DASHBOARD_PATH}/products`);
  await expect(toasts(page)).toContainText('Authentication error. Please try logging out and back in.');
  await page.unroute('**/api/admin/products');
  await page.goto(`${DASHBOARD_PATH}/products`);
  const toggle = page.getByRole('button', { name: /^(Hide from|Show on) website$/ }).first();
  await expect(toggle).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('adminToken'));
  await toggle.click();
  await expect(toasts(page)).toContainText('Authentication token not found. Please login again.');
});

test('PROD-14 ERR-17 the edit form says "Failed to load data" when the product cannot be read', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  const dialogs = recordDialogs(page);
  await page.route('**/api/admin/products/*', (route) => route.fulfill({ status: 500, json: { message: 'Something broke.' } }));
  await openDashboard(page, user, '/products/edit/some-product');
  await expect.poll(() => dialogs.at(-1)).toBe('Failed to load data');
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products`);
});

test('PROD-15 a stale edit is refused with the server’s conflict message', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  const dialogs = recordDialogs(page);
  const id = await createViaApi(request, user, `E2E Conflict ${uniqueTag()}`);
  await openDashboard(page, user, `/products/edit/${id}`);
  await expect(field(page, 'Name')).not.toHaveValue('');
  // Someone else saves first.
  const current = (await (await request.get(`/api/admin/products/${id}`, { headers: auth(user) })).json()) as { etag: string };
  const other = await request.put(`/api/products/${id}`, {
    headers: { ...auth(user), 'If-Match': current.etag },
    data: { name: 'Changed elsewhere', category: 'Sweets', description: 'd', phoneNumber: '1', isBestseller: false, price: { '250g': 1, '500g': 2, '1kg': 3 } },
  });
  expect(other.status()).toBe(200);
  await field(page, 'Name').fill('My late change');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect.poll(() => dialogs.at(-1)).toBe('Someone else changed this product since you opened it. Reload it and try again.');
  await request.delete(`/api/products/${id}`, { headers: auth(user) });
});
