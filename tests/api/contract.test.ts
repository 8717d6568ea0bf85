/**
 * One contract on both sides (issue #18 item 1): what a function answers is what the browser client
 * parses, because both use the schema in src/lib/api. Each test hands a real function answer to the
 * client (through a stubbed fetch) and checks it is accepted whole, then takes one field out and
 * checks the client refuses it with the "unexpected answer" error.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminVerify from '../../netlify/functions/admin-verify.mts';
import health from '../../netlify/functions/health.mts';
import products from '../../netlify/functions/products.mts';
import searchSuggestions from '../../netlify/functions/search-suggestions.mts';
import { ApiError, clearApiCache, UNEXPECTED_ANSWER } from '../../src/client/api-client.ts';
import { fetchStaffAccounts } from '../../src/client/developer-api.ts';
import { loginStaff, probeHealth, verifyStaff } from '../../src/client/staff-api.ts';
import { fetchSuggestions, lookUpProduct } from '../../src/client/storefront-api.ts';
import { API_CONTRACT } from '../../src/lib/api/contract.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { storeProduct } from '../support/products.ts';
import { bearer, makeUser, TEST_JWT_SECRET, TEST_PASSWORD, tokenFor } from '../support/staff-users.ts';

const realFetch = globalThis.fetch;
/** The answers the browser client gets next, in order; storage (BlobsServer) keeps the real fetch. */
const queued: Response[] = [];
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith('/')) return realFetch(input, init);
  const next = queued.shift();
  if (!next) throw new Error(`No answer queued for ${url}`);
  return next;
});
/** The client receives this body as the function's answer. */
const answerWith = (status: number, body: unknown) =>
  queued.push(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

beforeAll(() => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  delete process.env.DEVELOPER_EMAIL;
  delete process.env.DEVELOPER_PASSWORD;
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  clearApiCache();
});

afterEach(() => {
  vi.unstubAllGlobals();
  queued.length = 0;
});

const without = (record: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(record).filter(([key]) => key !== field));

describe('the function answers what the client parses', () => {
  test('POST /api/admin/login: the client takes the whole answer; without the admin id it refuses it', async () => {
    await makeUser({ email: 'contract@rasika.test', role: 'superadmin', category: 'sweets' });
    const res = await call(adminLogin, '/api/admin/login', { json: { email: 'contract@rasika.test', password: TEST_PASSWORD } });
    const body = await bodyOf(res);
    expect(API_CONTRACT['POST /api/admin/login'].response.safeParse(body).success).toBe(true);

    answerWith(res.status, body);
    expect(await loginStaff('contract@rasika.test', TEST_PASSWORD)).toEqual(body);

    answerWith(res.status, { ...body, admin: without(body['admin'] as Record<string, unknown>, '_id') });
    await expect(loginStaff('contract@rasika.test', TEST_PASSWORD)).rejects.toMatchObject({ name: 'ApiError', message: UNEXPECTED_ANSWER });
  });

  test('GET /api/admin/verify and GET /api/admin/users: one staff account shape', async () => {
    const developer = await makeUser({ email: 'contract-dev@rasika.test', role: 'developer', category: 'development' });
    const token = await tokenFor(developer);
    const verified = await bodyOf(await call(adminVerify, '/api/admin/verify', { headers: bearer(token) }));
    answerWith(200, verified);
    expect(await verifyStaff(token)).toEqual(verified['admin']);

    const listed = await bodyOf(await call(adminUsers, '/api/admin/users', { headers: bearer(token) }));
    answerWith(200, listed);
    expect(await fetchStaffAccounts(token)).toEqual(listed['users']);

    const [first] = listed['users'] as Record<string, unknown>[];
    answerWith(200, { users: [without(first ?? {}, 'isActive')] });
    await expect(fetchStaffAccounts(token)).rejects.toBeInstanceOf(ApiError);
  });

  test('GET /api/products/{id}: the product as stored; without its price the client refuses it', async () => {
    const stored = await storeProduct({ name: 'Contract Barfi', category: 'Barfi' });
    const res = await call(products, `/api/products/${stored._id}`, { params: { id: stored._id } });
    const body = await bodyOf(res);
    answerWith(200, body);
    expect(await lookUpProduct(stored._id, true)).toEqual(body);

    clearApiCache();
    answerWith(200, without(body, 'price'));
    expect(await lookUpProduct(stored._id, true)).toBe('unreachable');
  });

  test('GET /api/products/search/suggestions: the suggestions; one without a name is refused', async () => {
    await storeProduct({ name: 'Contract Kaju Katli', category: 'Barfi' });
    const res = await call(searchSuggestions, '/api/products/search/suggestions?q=contract');
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.length).toBeGreaterThan(0);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerWith(200, body);
    expect(await fetchSuggestions('contract')).toEqual(body);

    answerWith(200, body.map((item) => without(item, 'name')));
    expect(await fetchSuggestions('contract!')).toEqual([]);
    expect(errors).toHaveBeenCalledWith('Failed to fetch suggestions: 200');
    errors.mockRestore();
  });

  test('GET /api/health: ok only with the whole answer', async () => {
    const body = await bodyOf(await call(health, '/api/health'));
    answerWith(200, body);
    expect(await probeHealth()).toBe(true);
    answerWith(200, without(body, 'storage'));
    expect(await probeHealth()).toBe(false);
  });
});
