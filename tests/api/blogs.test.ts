import { beforeAll, describe, expect, test } from 'vitest';
import adminBlogAnalytics from '../../netlify/functions/admin-blog-analytics.mts';
import blogs from '../../netlify/functions/blogs.mts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

const PUBLISHED = 'how-to-store-mithai';
let devToken = '';

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  devToken = await tokenFor(await makeUser({ email: 'blog-dev@rasika.test', role: 'developer' }));
});

const event = (slug: string, action: 'view' | 'like', body: unknown) =>
  call(blogs, `/api/blogs/${slug}/${action}`, { json: body, params: { slug, action } });
const analytics = async () => bodyOf(await call(adminBlogAnalytics, '/api/admin/blog-analytics', { headers: bearer(devToken) }));

describe('GET /api/blogs (API-09)', () => {
  test('lists published posts only, with title, slug, author, date and excerpt', async () => {
    const res = await call(blogs, '/api/blogs');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { slug: string }[];
    expect(list.map((p) => p.slug)).toContain(PUBLISHED);
    expect(list.map((p) => p.slug)).not.toContain('sankranti-sweets-of-telangana');
    expect(list.map((p) => p.slug)).not.toContain('summer-menu-2025');
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['author', 'date', 'excerpt', 'slug', 'title']);
  });
});

describe('views and likes (issue 7 item 7)', () => {
  test('a view counts once per visit and a like once per visitor, and both change the analytics', async () => {
    const before = await analytics();
    const visit = crypto.randomUUID();
    expect((await event(PUBLISHED, 'view', { visitId: visit })).status).toBe(200);
    const again = await bodyOf(await event(PUBLISHED, 'view', { visitId: visit }));
    expect(again['views']).toBe(1);
    await event(PUBLISHED, 'view', { visitId: crypto.randomUUID() });
    const visitor = crypto.randomUUID();
    await event(PUBLISHED, 'like', { visitorId: visitor });
    const liked = await bodyOf(await event(PUBLISHED, 'like', { visitorId: visitor }));
    expect(liked).toEqual({ views: 2, likes: 1 });

    const after = await analytics();
    const top = after['topViewedBlogs'] as { _id: string; views: number; likes: number }[];
    expect(top[0]).toMatchObject({ _id: PUBLISHED, views: 2, likes: 1 });
    expect(JSON.stringify(before)).not.toEqual(JSON.stringify(after));
  });

  test('drafts and archived posts cannot be viewed, liked or counted', async () => {
    for (const slug of ['sankranti-sweets-of-telangana', 'summer-menu-2025', 'no-such-post']) {
      expect((await event(slug, 'view', { visitId: crypto.randomUUID() })).status).toBe(404);
      expect((await call(blogs, `/api/blogs/${slug}/stats`, { params: { slug, action: 'stats' } })).status).toBe(404);
    }
  });

  test('a view without a visit id gets 400; GET on view gets 405', async () => {
    expect((await event(PUBLISHED, 'view', {})).status).toBe(400);
    expect((await call(blogs, `/api/blogs/${PUBLISHED}/view`, { params: { slug: PUBLISHED, action: 'view' } })).status).toBe(405);
  });
});

describe('GET /api/admin/blog-analytics (API-23, DATA-18)', () => {
  test('developers get the summary, 5 recent entries and the top viewed posts', async () => {
    const body = await analytics();
    expect(body['summary']).toEqual({ total: 6, published: 4, draft: 1, archived: 1 });
    expect((body['recentActivity'] as unknown[]).length).toBe(5);
  });

  test('no token gets 401 and a superadmin 403', async () => {
    expect((await call(adminBlogAnalytics, '/api/admin/blog-analytics')).status).toBe(401);
    const sup = await makeUser({ email: 'blog-super@rasika.test', role: 'superadmin' });
    expect((await call(adminBlogAnalytics, '/api/admin/blog-analytics', { headers: bearer(await tokenFor(sup)) })).status).toBe(403);
  });
});
