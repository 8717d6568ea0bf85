import { afterEach, describe, expect, test } from 'vitest';
import { SIZES, QUALITY_LEVELS } from '../../src/lib/catalogue/product-schema.ts';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { getImage, imageKeyFromUrl, imageUrl, saveImage } from '../../src/server/storage/image-repository.ts';
import { listProducts } from '../../src/server/storage/product-repository.ts';
import { findUserByEmail, listUsers } from '../../src/server/storage/user-repository.ts';
import { seedDemoData } from '../../src/server/seed/seed-demo-data.ts';

const saved = { email: process.env.DEVELOPER_EMAIL, password: process.env.DEVELOPER_PASSWORD };
afterEach(() => {
  process.env.DEVELOPER_EMAIL = saved.email;
  process.env.DEVELOPER_PASSWORD = saved.password;
});

describe('seedDemoData', () => {
  test('puts at least 20 products across several categories, each with size prices, an expertise map and a stored WebP picture (issue #14: no SVG drawing to paint on the main thread)', async () => {
    process.env.DEVELOPER_EMAIL = 'Dev@Example.com';
    process.env.DEVELOPER_PASSWORD = 'a-long-local-password';
    const report = await seedDemoData();

    expect(report.productsCreated).toBeGreaterThanOrEqual(20);
    const products = await listProducts(openStore('products'));
    expect(products).toHaveLength(report.productsCreated);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
    for (const product of products) {
      for (const size of SIZES) expect(product.price[size]).toBeGreaterThan(0);
      for (const level of QUALITY_LEVELS) {
        for (const size of SIZES) expect(product.price.expertise?.[level]?.[size]).toBeGreaterThan(0);
      }
      expect(product.price.expertise?.basic?.['250g']).toBeLessThan(product.price.expertise?.premium?.['250g'] ?? 0);
      const key = imageKeyFromUrl(product.images[0] ?? '');
      expect(key).not.toBeNull();
      const image = await getImage(openStore('images'), key ?? '');
      expect(image?.contentType).toBe('image/webp');
      expect(new TextDecoder().decode(new Uint8Array(image?.bytes ?? new ArrayBuffer(0)).slice(8, 12))).toBe('WEBP');
    }
  });

  test('creates the first developer account from the environment, with a hashed password', async () => {
    const developer = await findUserByEmail(openStore('users'), 'dev@example.com');
    expect(developer?.value.role).toBe('developer');
    expect(developer?.value.passwordHash).not.toContain('a-long-local-password');
    expect(await verifyPassword('a-long-local-password', developer?.value.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', developer?.value.passwordHash ?? '')).toBe(false);
  });

  test('is idempotent: a second run adds no products and no second account', async () => {
    process.env.DEVELOPER_EMAIL = 'dev@example.com';
    process.env.DEVELOPER_PASSWORD = 'a-long-local-password';
    const before = (await listProducts(openStore('products'))).length;
    const report = await seedDemoData();
    expect(report.productsCreated).toBe(0);
    expect(report.productsTotal).toBe(before);
    expect(report.developer).toEqual({ email: 'dev@example.com', password: 'a-long-local-password', created: false });
    expect(await listUsers(openStore('users'))).toHaveLength(1);
  });

  test('does not bring back demo products that staff deleted', async () => {
    const products = openStore('products');
    const [first] = await listProducts(products);
    await products.delete(first?._id ?? '');
    const report = await seedDemoData();
    expect(report.productsCreated).toBe(0);
    expect((await listProducts(products)).some((p) => p._id === first?._id)).toBe(false);
  });
});

describe('seedDemoData after the first demo data (issue #12)', () => {
  test('removes the first demo data’s repeats of built-in sweets that staff never edited, keeps edited ones, and adds no repeats', async () => {
    const products = openStore('products');
    const meta = openStore('meta');
    await meta.delete('demo-products-v2');
    await meta.set('demo-products-v1', '2026-01-01T00:00:00.000Z');
    const old = { category: 'Sweets', description: 'Old demo.', phoneNumber: '+91 40 2771 4455', images: [], price: { '250g': 300 }, createdAt: '2026-01-01T00:00:00.000Z' };
    await products.setJSON('demo-kaju-katli', { ...old, _id: 'demo-kaju-katli', name: 'Kaju Katli' });
    await products.setJSON('demo-mysore-pak', { ...old, _id: 'demo-mysore-pak', name: 'Mysore Pak', updatedAt: '2026-02-01T00:00:00.000Z' });
    await seedDemoData();
    const ids = (await listProducts(products)).map((p) => p._id);
    expect(ids).not.toContain('demo-kaju-katli');
    expect(ids).toContain('demo-mysore-pak');
    expect(await meta.get('demo-products-v2')).toBeTruthy();
  });
});

describe('seedDemoData over demo products seeded with SVG drawings (issue #14)', () => {
  test('replaces the picture of each demo product staff never edited with a WebP, deletes the old drawing, and leaves edited ones alone', async () => {
    const products = openStore('products');
    const images = openStore('images');
    const drawing = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const withDrawing = async (id: string, edited: boolean) => {
      const record = await products.get(id, { type: 'json' });
      const key = await saveImage(images, drawing, 'image/svg+xml');
      await products.setJSON(id, { ...record, images: [imageUrl(key)], ...(edited ? { updatedAt: '2026-02-01T00:00:00.000Z' } : {}) });
      return key;
    };
    const untouchedKey = await withDrawing('demo-boondi-laddu', false);
    const editedKey = await withDrawing('demo-nuvvula-laddu', true);
    await openStore('meta').delete('demo-pictures-webp');

    await seedDemoData();

    const untouched = await products.get('demo-boondi-laddu', { type: 'json' });
    const newKey = imageKeyFromUrl(untouched.images[0]) ?? '';
    expect(newKey).not.toBe(untouchedKey);
    expect((await getImage(images, newKey))?.contentType).toBe('image/webp');
    expect(await getImage(images, untouchedKey)).toBeNull();
    const edited = await products.get('demo-nuvvula-laddu', { type: 'json' });
    expect(edited.images).toEqual([imageUrl(editedKey)]);
    expect((await getImage(images, editedKey))?.contentType).toBe('image/svg+xml');

    await seedDemoData();
    expect((await products.get('demo-boondi-laddu', { type: 'json' })).images).toEqual(untouched.images);
  });
});
