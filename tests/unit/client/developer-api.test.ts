import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, clearApiCache, getJson } from '../../../src/client/api-client.ts';
import {
  createStaffAccount, deleteStaffAccount, fetchActivity, fetchBlogAnalytics, fetchStaffAccounts, updateStaffAccount,
} from '../../../src/client/developer-api.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { _id: 'u1', email: 'sub@rasika.test', role: 'subadmin', category: 'sweets', permissions: [], isActive: true };
const call = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n] ?? [];
  return { url, method: init?.method, auth: new Headers(init?.headers).get('Authorization'), body: init?.body };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('developer API client (DEV, ROLE-06)', () => {
  test('GET /api/admin/users with the bearer token, never from the cache', async () => {
    fetchMock.mockImplementation(async () => json(200, { users: [user] }));
    expect(await fetchStaffAccounts('t1')).toEqual([user]);
    await fetchStaffAccounts('t1');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call()).toMatchObject({ url: '/api/admin/users', method: 'GET', auth: 'Bearer t1' });
  });

  test('refuses an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { users: [{ email: 'x' }] }));
    await expect(fetchStaffAccounts('t1')).rejects.toBeInstanceOf(ApiError);
  });

  test('creates through POST /api/admin/signup and clears the GET cache', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { cached: true }));
    await getJson('/api/products');
    fetchMock.mockResolvedValueOnce(json(201, { user, message: 'User created successfully.' }));
    const answer = await createStaffAccount('t1', { email: user.email, password: 'longenough', role: 'subadmin', permissions: [] });
    expect(answer).toEqual({ user, message: 'User created successfully.' });
    expect(call(1)).toMatchObject({ url: '/api/admin/signup', method: 'POST', auth: 'Bearer t1' });
    fetchMock.mockResolvedValueOnce(json(200, { cached: false }));
    expect(await getJson('/api/products')).toEqual({ cached: false });
  });

  test('passes the server message of a refusal on', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { message: 'A user with this email already exists.' }));
    await expect(createStaffAccount('t1', { email: user.email, password: 'longenough', role: 'subadmin', permissions: [] }))
      .rejects.toMatchObject({ status: 409, message: 'A user with this email already exists.' });
  });

  test('updates through PUT /api/admin/users/{id}/role and deletes through DELETE /api/admin/users/{id}', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { user: { ...user, isActive: false }, message: 'User updated successfully.' }));
    expect((await updateStaffAccount('t1', 'a/b', { isActive: false })).user.isActive).toBe(false);
    expect(call()).toMatchObject({ url: '/api/admin/users/a%2Fb/role', method: 'PUT', body: '{"isActive":false}' });
    fetchMock.mockResolvedValueOnce(json(200, { message: 'User deleted successfully.' }));
    expect(await deleteStaffAccount('t1', 'u1')).toBe('User deleted successfully.');
    expect(call(1)).toMatchObject({ url: '/api/admin/users/u1', method: 'DELETE', auth: 'Bearer t1' });
  });

  test('reads the activity, all of it or one user\u2019s', async () => {
    const entry = { _id: 'e1', at: '2026-01-02T03:04:05.000Z', actor: { id: 'd1', email: 'dev@rasika.test', role: 'developer' }, action: 'user.create', target: { type: 'user', id: 'u1', label: user.email } };
    fetchMock.mockImplementation(async () => json(200, { entries: [entry] }));
    expect(await fetchActivity('t1')).toEqual([entry]);
    await fetchActivity('t1', 'd1');
    expect(call().url).toBe('/api/admin/activity');
    expect(call(1).url).toBe('/api/admin/activity?actor=d1');
  });

  test('reads the blog analytics', async () => {
    const analytics = {
      summary: { total: 3, published: 1, draft: 1, archived: 1 },
      recentActivity: [{ _id: 'p', title: 'P', author: 'A', status: 'draft', updatedAt: '2026-01-01T00:00:00.000Z' }],
      topViewedBlogs: [{ _id: 'p', title: 'P', author: 'A', views: 2, likes: 1 }],
    };
    fetchMock.mockResolvedValueOnce(json(200, analytics));
    expect(await fetchBlogAnalytics('t1')).toEqual(analytics);
    expect(call()).toMatchObject({ url: '/api/admin/blog-analytics', auth: 'Bearer t1' });
  });
});
