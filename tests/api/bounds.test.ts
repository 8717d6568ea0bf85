/**
 * Issue #15 item 8: blog views and likes are counted within limits per IP and per visitor;
 * enquiry and audit listings are paged at the storage level, with a cursor.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminActivity from '../../netlify/functions/admin-activity.mts';
import blogs from '../../netlify/functions/blogs.mts';
import contact from '../../netlify/functions/contact.mts';
import { recordAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { createEnquiry } from '../../src/server/storage/enquiry-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

const SLUG = 'how-to-store-mithai';
const react = (action: 'view' | 'like', body: Record<string, string>, ip: string) =>
  call(blogs, `/api/blogs/${SLUG}/${action}`, { json: body, params: { slug: SLUG, action }, ip });

beforeAll(() => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
});

describe('blog reactions are bounded (issue #15 item 8)', () => {
  test('one IP counts at most 60 views and likes an hour, then gets 429 and nothing more is counted', async () => {
    const ip = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await react('view', { visitId: crypto.randomUUID() }, ip)).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(200));
    const refused = await react('like', { visitorId: crypto.randomUUID() }, ip);
    expect(refused.status).toBe(429);
    expect(await bodyOf(refused)).toEqual({ message: 'Too many views and likes from your connection. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const stats = await bodyOf(await call(blogs, `/api/blogs/${SLUG}/stats`, { params: { slug: SLUG, action: 'stats' } }));
    expect(stats['views']).toBe(60);
    expect(stats['likes']).toBe(0);
  });

  test('one visitor id counts at most 30 reactions an hour from any addresses', async () => {
    const visitId = crypto.randomUUID();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await react('view', { visitId }, `198.18.0.${i + 1}`)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });
});

describe('listings are paged at the storage level (issue #15 item 8)', () => {
  test('GET /api/contact pages newest first with limit and cursor; the body stays an array', async () => {
    const store = openStore('enquiries');
    const base = { email: 'guest@example.com', phone: '', message: 'Hello there', category: 'sweets' as const };
    for (let day = 1; day <= 5; day += 1) await createEnquiry(store, { ...base, name: `Guest ${day}` }, new Date(Date.UTC(2026, 10, day, 10)));
    const headers = bearer(await tokenFor(await makeUser({ email: 'pager@rasika.test', role: 'superadmin' })));
    const first = await call(contact, '/api/contact?limit=2', { headers });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { name: string }[]).map((e) => e.name)).toEqual(['Guest 5', 'Guest 4']);
    const cursor = first.headers.get('x-next-cursor') ?? '';
    expect(first.headers.get('link')).toBe(`</api/contact?limit=2&cursor=${cursor}>; rel="next"`);
    const second = await call(contact, `/api/contact?limit=2&cursor=${cursor}`, { headers });
    expect(((await second.json()) as { name: string }[]).map((e) => e.name)).toEqual(['Guest 3', 'Guest 2']);
    const third = await call(contact, `/api/contact?limit=2&cursor=${second.headers.get('x-next-cursor')}`, { headers });
    expect(((await third.json()) as { name: string }[]).map((e) => e.name)).toEqual(['Guest 1']);
    expect(third.headers.get('x-next-cursor')).toBeNull();
    expect((await call(contact, '/api/contact?limit=0', { headers })).status).toBe(400);
    expect((await call(contact, '/api/contact?cursor=../x', { headers })).status).toBe(400);
  });

  test('GET /api/admin/activity pages newest first with a cursor', async () => {
    const dev = await makeUser({ email: 'audit-pager@rasika.test', role: 'developer' });
    const store = openStore('audit');
    for (let i = 0; i < 5; i += 1) {
      await recordAudit(store, dev, 'product.update', { type: 'product', id: `p-${i}`, label: `Item ${i}` }, undefined, new Date(Date.UTC(2026, 10, 1, 0, i)));
    }
    const headers = bearer(await tokenFor(dev));
    const first = await bodyOf(await call(adminActivity, `/api/admin/activity?actor=${dev._id}&limit=3`, { headers }));
    expect((first['entries'] as { target: { label: string } }[]).map((e) => e.target.label)).toEqual(['Item 4', 'Item 3', 'Item 2']);
    const next = await bodyOf(await call(adminActivity, `/api/admin/activity?actor=${dev._id}&limit=3&cursor=${String(first['nextCursor'])}`, { headers }));
    expect((next['entries'] as { target: { label: string } }[]).map((e) => e.target.label)).toEqual(['Item 1', 'Item 0']);
    expect(next['nextCursor']).toBeNull();
  });
});
