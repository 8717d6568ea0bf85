import { beforeAll, describe, expect, test } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { createEnquiry } from '../../src/server/storage/enquiry-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  const store = openStore('enquiries');
  const base = { email: 'guest@example.com', phone: '', message: 'Hello' };
  await createEnquiry(store, { ...base, name: 'Asha (sweets)', category: 'sweets' }, new Date('2026-11-01T10:00:00Z'));
  await createEnquiry(store, { ...base, name: 'Ravi (corporate)', category: 'corporate' }, new Date('2026-11-02T10:00:00Z'));
  await createEnquiry(store, { ...base, name: '<script>alert(1)</script>', category: 'other' }, new Date('2026-11-03T10:00:00Z'));
});

const names = async (res: Response) => ((await res.json()) as { name: string }[]).map((e) => e.name);

describe('GET /api/contact (RESP, G-05, API-14)', () => {
  test('a superadmin sees every enquiry, newest first, exactly as typed', async () => {
    const user = await makeUser({ email: 'resp-super@rasika.test', role: 'superadmin' });
    const res = await call(contact, '/api/contact', { headers: bearer(await tokenFor(user)) });
    expect(res.status).toBe(200);
    expect(await names(res)).toEqual(['<script>alert(1)</script>', 'Ravi (corporate)', 'Asha (sweets)']);
  });

  test('a subadmin sees only the enquiries of their own category', async () => {
    const user = await makeUser({ email: 'resp-sub@rasika.test', role: 'subadmin', category: 'sweets' });
    const res = await call(contact, '/api/contact', { headers: bearer(await tokenFor(user)) });
    expect(await names(res)).toEqual(['Asha (sweets)']);
  });

  test('a subadmin with no category sees none', async () => {
    const user = await makeUser({ email: 'resp-nocat@rasika.test', role: 'subadmin' });
    const res = await call(contact, '/api/contact', { headers: bearer(await tokenFor(user)) });
    expect(await names(res)).toEqual([]);
  });

  test('no token gets 401, a developer 403, other methods 405', async () => {
    expect((await call(contact, '/api/contact')).status).toBe(401);
    const dev = await makeUser({ email: 'resp-dev@rasika.test', role: 'developer' });
    const res = await call(contact, '/api/contact', { headers: bearer(await tokenFor(dev)) });
    expect(res.status).toBe(403);
    expect(typeof (await bodyOf(res))['message']).toBe('string');
    expect((await call(contact, '/api/contact', { method: 'DELETE' })).status).toBe(405);
  });
});
