import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import suggestions from '../../netlify/functions/search-suggestions.mts';
import { call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';

// The site's built-in index, served the way the deployed site serves /data/builtin-products.json.
const BUILTIN = [
  { _id: 'motichoor-laddu', name: 'Motichoor Laddu', category: 'Diwali Collection', images: ['/_astro/laddu.svg'] },
  { _id: 'kesar-burfi', name: 'Kesar Barfi', category: 'Diwali Collection', images: ['/_astro/barfi.svg'] },
  { _id: 'gift-3', name: 'Royal Dry Fruit Box', category: 'Corporate Gifting', images: ['/_astro/box.svg'] },
];
let site: Server;
let origin = '';

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/data/builtin-products.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(BUILTIN));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await storeProduct({ _id: 'staff-jalebi', name: 'Imarti Jalebi', category: 'Sweets', images: ['/api/images/a'] });
  await storeProduct({ _id: 'staff-halwa', name: 'Badam Halwa', category: 'Sweets' });
  await storeProduct({ _id: 'hidden-katli', name: 'Kaju Katli', category: 'Sweets', isActive: false });
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

async function search(q: string) {
  const res = await call(suggestions, `/api/products/search/suggestions?q=${encodeURIComponent(q)}`, { siteUrl: origin });
  return { res, items: (await res.json()) as { id: string; name: string; image: string; category: string }[] };
}

describe('GET /api/products/search/suggestions (SRCH-01..04, SRCH-11, G-37)', () => {
  test.each([
    ['ladoo', 'motichoor-laddu'],
    ['laddoo', 'motichoor-laddu'],
    ['burfi', 'kesar-burfi'],
    ['jilebi', 'staff-jalebi'],
    ['halva', 'staff-halwa'],
    ['dry fruit', 'gift-3'],
  ])('"%s" finds %s among staff-created and built-in products', async (q, id) => {
    const { res, items } = await search(q);
    expect(res.status).toBe(200);
    expect(items.map((item) => item.id)).toContain(id);
  });

  test('items carry id, name, image and category', async () => {
    const { items } = await search('jalebi');
    expect(items[0]).toEqual({ id: 'staff-jalebi', name: 'Imarti Jalebi', image: '/api/images/a', category: 'Sweets' });
  });

  test('hidden products never appear', async () => {
    const { items } = await search('kaju katli');
    expect(items.map((item) => item.id)).not.toContain('hidden-katli');
  });

  test('under 2 characters the answer is an empty list', async () => {
    expect((await search(' l ')).items).toEqual([]);
    expect((await search('')).items).toEqual([]);
  });

  test('the index is read from the configured site, never from the request Host (issue #15 item 5)', async () => {
    let hits = 0;
    const other = createServer((_req, res) => {
      hits += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
      const res = await call(suggestions, `${otherOrigin}/api/products/search/suggestions?q=laddu`, { siteUrl: origin, headers: { host: new URL(otherOrigin).host } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }[]).map((item) => item.id)).toContain('motichoor-laddu');
      expect(hits).toBe(0);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  test('carries CDN cache headers varying on q; other methods get 405', async () => {
    const { res } = await search('laddu');
    expect(res.headers.get('netlify-vary')).toBe('query=q');
    expect(res.headers.get('netlify-cache-tag')).toBe('products');
    expect((await call(suggestions, '/api/products/search/suggestions?q=ab', { method: 'POST', body: '' })).status).toBe(405);
  });
});
