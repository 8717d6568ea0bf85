/**
 * Issue #15 item 7: concurrent edits from one version never lose an update. The local Blobs
 * platform (scripts/local-blobs) makes conditional writes atomic, as Netlify Blobs is.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminProducts from '../../netlify/functions/admin-products.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import products from '../../netlify/functions/products.mts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { getProduct } from '../../src/server/storage/product-repository.ts';
import { getUser, replaceUser } from '../../src/server/storage/user-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

const WRITERS = 50;
let superToken = '';
let devToken = '';

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  superToken = await tokenFor(await makeUser({ email: 'race-super@rasika.test', role: 'superadmin' }));
  devToken = await tokenFor(await makeUser({ email: 'race-dev@rasika.test', role: 'developer' }));
});

describe('no lost update (issue #15 item 7)', () => {
  test(`${WRITERS} concurrent product edits from one version: one 200, ${WRITERS - 1} × 409, the stored product is the winner\u2019s`, async () => {
    const target = await storeProduct({ name: 'Race Barfi' });
    const read = await bodyOf(await call(adminProducts, `/api/admin/products/${target._id}`, { headers: bearer(superToken), params: { id: target._id } }));
    const etag = String(read['etag']);
    const edits = Array.from({ length: WRITERS }, (_, i) =>
      call(products, `/api/products/${target._id}`, {
        method: 'PUT',
        json: { name: `Race Barfi ${i}`, category: 'Sweets', description: `Edit ${i}.`, phoneNumber: '+91 40 1234 5678', isBestseller: false, price: { '250g': 300 + i, '500g': 570, '1kg': 1080 } },
        headers: { ...bearer(superToken), 'if-match': etag },
        params: { id: target._id },
      }).then(async (res) => ({ i, status: res.status, body: await bodyOf(res) })),
    );
    const results = await Promise.all(edits);
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(WRITERS - 1);
    const winner = winners[0]?.i;
    const stored = await getProduct(openStore('products'), target._id);
    expect(stored?.value.name).toBe(`Race Barfi ${winner}`);
    expect(stored?.value.price['250g']).toBe(300 + (winner ?? 0));
  });

  test(`${WRITERS} concurrent visibility changes with one If-Match: exactly one wins`, async () => {
    const target = await storeProduct({ name: 'Race Laddu' });
    const read = await bodyOf(await call(adminProducts, `/api/admin/products/${target._id}`, { headers: bearer(superToken), params: { id: target._id } }));
    const results = await Promise.all(Array.from({ length: WRITERS }, () =>
      call(products, `/api/products/${target._id}`, { method: 'PUT', json: { isActive: false }, headers: { ...bearer(superToken), 'if-match': String(read['etag']) }, params: { id: target._id } }),
    ));
    expect(results.filter((res) => res.status === 200)).toHaveLength(1);
    expect(results.filter((res) => res.status === 409)).toHaveLength(WRITERS - 1);
  });

  test(`${WRITERS} concurrent user edits: every one that was told "updated" is the stored state`, async () => {
    const user = await makeUser({ email: 'race-user@rasika.test', role: 'subadmin', category: 'sweets' });
    const categories = ['sweets', 'corporate', 'gifting', 'banquets & hotels', 'restaurants & catering'] as const;
    const results = await Promise.all(Array.from({ length: WRITERS }, (_, i) => {
      const category = categories[i % categories.length];
      return call(adminUsers, `/api/admin/users/${user._id}/role`, { method: 'PUT', json: { category, isActive: i % 2 === 0 }, headers: bearer(devToken), params: { id: user._id } })
        .then(async (res) => ({ status: res.status, category, isActive: i % 2 === 0, body: await bodyOf(res) }));
    }));
    for (const result of results) expect([200, 409]).toContain(result.status);
    const stored = await getUser(openStore('users'), user._id);
    const winners = results.filter((r) => r.status === 200);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    // Each edit is a read-modify-write from the version it read: the last writer told
    // "updated" is what is stored, and no two writers succeeded from the same version.
    const storedState = { category: stored?.value.category, isActive: stored?.value.isActive };
    expect(winners.map((w) => ({ category: w.category, isActive: w.isActive }))).toContainEqual(storedState);
    const trail = (await listAudit(openStore('audit'), { limit: 500 })).filter((entry) => entry.target.id === user._id);
    expect(trail).toHaveLength(winners.length);
  });

  test(`${WRITERS} concurrent user writes from one version: exactly one is stored, the rest are refused`, async () => {
    const user = await makeUser({ email: 'race-user-store@rasika.test', role: 'subadmin', category: 'sweets' });
    const users = openStore('users');
    const read = await getUser(users, user._id);
    const etags = await Promise.all(Array.from({ length: WRITERS }, (_, i) =>
      replaceUser(users, { ...user, permissions: i % 2 ? ['manage_products'] : [], updatedAt: `2026-11-23T00:00:${String(i).padStart(2, '0')}.000Z` }, read?.etag ?? ''),
    ));
    const written = etags.flatMap((etag, i) => (etag ? [i] : []));
    expect(written).toHaveLength(1);
    expect((await getUser(users, user._id))?.value.updatedAt).toBe(`2026-11-23T00:00:${String(written[0]).padStart(2, '0')}.000Z`);
  });
});

