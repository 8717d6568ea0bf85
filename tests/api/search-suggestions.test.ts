/**
 * GET /api/products/search/suggestions (SRCH-01..04, SRCH-11, G-37; issue #12): the built-in
 * products come from the index the build writes (never fetched), the staff products from the real
 * local Blobs server; the index is rebuilt only when the stored products change.
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import suggestions from '../../netlify/functions/search-suggestions.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';

interface Item {
  id: string;
  name: string;
  image: string;
  category: string;
  price: Record<string, number>;
  aliases: string[];
}

beforeAll(async () => {
  await storeProduct({ _id: 'staff-jalebi', name: 'Imarti Jalebi', category: 'Sweets', images: ['/api/images/a'], price: { '250g': 240 } });
  await storeProduct({ _id: 'staff-chikki', name: 'Peanut Chikki', aliases: ['పల్లీ పట్టీ'], category: 'Sweets', price: { '250g': 90 } });
  await storeProduct({ _id: 'hidden-katli', name: 'Secret Kaju Katli', category: 'Sweets', isActive: false });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function search(q: string) {
  const res = await call(suggestions, `/api/products/search/suggestions?q=${encodeURIComponent(q)}`);
  return { res, items: (await res.json()) as Item[] };
}

describe('GET /api/products/search/suggestions', () => {
  test.each([
    ['ladoo', 'motichoor-laddu'],
    ['laddoo', 'besan-laddu'],
    ['లడ్డు', 'motichoor-laddu'],
    ['लड्डू', 'besan-laddu'],
    ['kaju katri', 'kaju-katli'],
    ['mysorepak', 'mysore-pak'],
    ['burfi', 'badam-barfi'],
    ['jilebi', 'staff-jalebi'],
    ['పల్లీ', 'staff-chikki'],
    ['dry fruit', 'royal-dry-fruit-tray'],
  ])('SRCH-01 issue #12 "%s" suggests %s among staff-created and built-in products', async (q, id) => {
    const { res, items } = await search(q);
    expect(res.status).toBe(200);
    expect(items.map((item) => item.id)).toContain(id);
  });

  test('issue #12 #41 #44 each item carries its thumbnail, the price its card shows, whether it is in stock and its other names', async () => {
    const { items } = await search('jalebi');
    expect(items.find((item) => item.id === 'staff-jalebi')).toEqual({
      id: 'staff-jalebi',
      name: 'Imarti Jalebi',
      image: '/api/images/a',
      category: 'Sweets',
      price: { '250g': 240 },
      inStock: true,
      aliases: [],
    });
    // A Telugu page shows the local name from them (issue #44).
    expect((await search('లడ్డు')).items.find((item) => item.id === 'motichoor-laddu')?.aliases).toEqual(['मोतीचूर लड्डू', 'మోతీచూర్ లడ్డు']);
    // content/gift-hampers/kesar-pista-collection.json is sold out.
    expect((await search('kesar pista')).items.find((item) => item.id === 'kesar-pista-collection')).toMatchObject({ inStock: false, price: { custom: 1090 } });
    const katli = (await search('kaju katli')).items.find((item) => item.id === 'kaju-katli');
    // A 9 KB drawing, over SMALL_SVG_BYTES (issue #14): its thumbnail is a 120 px WebP beside the SVG's name.
    expect(katli?.image).toBe('/thumbnails/sweets/kaju-katli.svg.webp');
    expect(katli?.price).toEqual({ custom: 650 });
  });

  test('issue #12 at most 8, exact matches first, never fetched over HTTP', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { items } = await search('laddu');
    expect(items.length).toBeLessThanOrEqual(8);
    expect(items.map((item) => item.name).every((name) => /laddu/i.test(name))).toBe(true);
    expect(fetchSpy.mock.calls.filter(([url]) => !String(url).includes('127.0.0.1'))).toEqual([]);
  });

  test('issue #12 a misspelt name with no match suggests the closest names', async () => {
    const { items } = await search('gulab jamon');
    expect(items[0]?.name).toBe('Gulab Jamun');
  });

  test('hidden products never appear', async () => {
    const { items } = await search('secret');
    expect(items).toEqual([]);
  });

  test('issue #12 a staff product named like a built-in one is suggested once, in place of the built-in one', async () => {
    await storeProduct({ _id: 'staff-mysore-pak', name: 'Mysore Pak', category: 'Sweets', price: { '250g': 210 } });
    const { items } = await search('mysore pak');
    expect(items.filter((item) => item.name === 'Mysore Pak').map((item) => item.id)).toEqual(['staff-mysore-pak']);
    const names = (await search('laddu')).items.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('issue #12 the index follows the stored products: a new product is found, a deleted one is gone', async () => {
    expect((await search('xylo')).items).toEqual([]);
    await storeProduct({ _id: 'staff-xylo', name: 'Xylo Crunch', category: 'Sweets' });
    expect((await search('xylo')).items.map((item) => item.id)).toEqual(['staff-xylo']);
    await openStore('products').delete('staff-xylo');
    expect((await search('xylo')).items).toEqual([]);
  });

  test('under 2 characters the answer is an empty list; 200 characters are answered', async () => {
    expect((await search(' l ')).items).toEqual([]);
    expect((await search('')).items).toEqual([]);
    const { res, items } = await search('x'.repeat(200));
    expect(res.status).toBe(200);
    expect(items).toEqual([]);
  });

  test('carries CDN cache headers varying on q; other methods get 405', async () => {
    const { res } = await search('laddu');
    expect(res.headers.get('netlify-vary')).toBe('query=q');
    expect(res.headers.get('netlify-cache-tag')).toBe('products');
    expect((await call(suggestions, '/api/products/search/suggestions?q=ab', { method: 'POST', body: '' })).status).toBe(405);
  });
});
