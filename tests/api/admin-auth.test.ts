import { SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminVerify from '../../netlify/functions/admin-verify.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { needsRehash, verifyPassword } from '../../src/server/auth/passwords.ts';
import { getUser, replaceUser } from '../../src/server/storage/user-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, oldCostHash, TEST_JWT_SECRET, TEST_PASSWORD, tokenFor } from '../support/staff-users.ts';

beforeAll(() => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  delete process.env.DEVELOPER_EMAIL;
  delete process.env.DEVELOPER_PASSWORD;
});

const loginAs = (email: string, password: string) => call(adminLogin, '/api/admin/login', { json: { email, password } });

describe('POST /api/admin/login (LOGIN-06, LOGIN-08, G-33)', () => {
  test('a correct email and password get a token, the admin info and lastLogin recorded', async () => {
    const user = await makeUser({ email: 'super@rasika.test', role: 'superadmin', category: 'sweets' });
    const res = await loginAs('Super@Rasika.test', TEST_PASSWORD);
    expect(res.status).toBe(200);
    const body = await bodyOf(res);
    expect(typeof body['token']).toBe('string');
    expect(body['admin']).toMatchObject({ email: 'super@rasika.test', role: 'superadmin', category: 'sweets', permissions: [] });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
    const stored = await getUser(openStore('users'), user._id);
    expect(stored?.value.lastLogin).toBeDefined();
  });

  test('unknown email and wrong password get the same 401 message', async () => {
    const unknown = await loginAs('nobody@rasika.test', TEST_PASSWORD);
    const wrong = await loginAs('super@rasika.test', 'wrong password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await bodyOf(unknown)).toEqual({ message: 'Invalid credentials. Please try again.' });
    expect(await bodyOf(wrong)).toEqual({ message: 'Invalid credentials. Please try again.' });
  });

  test('invalid input gets 400 with field errors; other methods 405; non-JSON 415', async () => {
    const bad = await call(adminLogin, '/api/admin/login', { json: { email: 'not-an-email', password: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bodyOf(bad))['errors'] as object).sort()).toEqual(['email', 'password']);
    expect((await call(adminLogin, '/api/admin/login')).status).toBe(405);
    const form = await call(adminLogin, '/api/admin/login', { body: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.status).toBe(415);
  });

  test('after 5 failures for one email within 15 minutes it answers 429, even with the right password', async () => {
    await makeUser({ email: 'locked@rasika.test', role: 'subadmin', category: 'corporate' });
    for (let i = 0; i < 5; i += 1) expect((await loginAs('locked@rasika.test', `wrong-${i}`)).status).toBe(401);
    const locked = await loginAs('locked@rasika.test', TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await bodyOf(locked)).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another email is not affected.
    expect((await loginAs('super@rasika.test', TEST_PASSWORD)).status).toBe(200);
  });

  test('an inactive user gets 403 with a clear message', async () => {
    const user = await makeUser({ email: 'inactive@rasika.test', role: 'subadmin', isActive: false });
    expect(user.isActive).toBe(false);
    const res = await loginAs('inactive@rasika.test', TEST_PASSWORD);
    expect(res.status).toBe(403);
    expect(await bodyOf(res)).toEqual({ message: 'Your account is inactive. Contact your administrator.' });
  });

  test('an account whose hash has the old cost signs in, and its hash is replaced by one at the current cost; its sessions stay valid', async () => {
    const user = await makeUser({ email: 'oldhash@rasika.test', role: 'subadmin', category: 'gifting', passwordHash: oldCostHash(TEST_PASSWORD) });
    const session = await tokenFor(user);
    const res = await loginAs('oldhash@rasika.test', TEST_PASSWORD);
    expect(res.status).toBe(200);
    const stored = (await getUser(openStore('users'), user._id))?.value;
    expect(stored?.passwordHash.split('$').slice(0, 4)).toEqual(['scrypt', '65536', '8', '2']);
    expect(needsRehash(stored?.passwordHash ?? '')).toBe(false);
    expect(await verifyPassword(TEST_PASSWORD, stored?.passwordHash ?? '')).toBe(true);
    expect(stored?.sessionVersion).toBe(user.sessionVersion);
    expect((await call(adminVerify, '/api/admin/verify', { headers: bearer(session) })).status).toBe(200);
    expect((await loginAs('oldhash@rasika.test', TEST_PASSWORD)).status).toBe(200);
  });

  test('a wrong password never replaces an old-cost hash', async () => {
    const oldHash = oldCostHash(TEST_PASSWORD);
    const user = await makeUser({ email: 'oldhash-wrong@rasika.test', role: 'subadmin', category: 'gifting', passwordHash: oldHash });
    expect((await loginAs('oldhash-wrong@rasika.test', 'not the password')).status).toBe(401);
    expect((await getUser(openStore('users'), user._id))?.value.passwordHash).toBe(oldHash);
  });

  test('the first developer comes from DEVELOPER_EMAIL / DEVELOPER_PASSWORD only when no user exists', async () => {
    process.env.DEVELOPER_EMAIL = 'firstdev@rasika.test';
    process.env.DEVELOPER_PASSWORD = 'first-dev-password';
    try {
      expect((await loginAs('firstdev@rasika.test', 'first-dev-password')).status).toBe(401);
    } finally {
      delete process.env.DEVELOPER_EMAIL;
      delete process.env.DEVELOPER_PASSWORD;
    }
  });
});

describe('GET /api/admin/verify (ADM-06, ROLE-06)', () => {
  test('a valid token gets the live admin record', async () => {
    const user = await makeUser({ email: 'verify@rasika.test', role: 'subadmin', category: 'gifting' });
    const res = await call(adminVerify, '/api/admin/verify', { headers: bearer(await tokenFor(user)) });
    expect(res.status).toBe(200);
    expect((await bodyOf(res))['admin']).toMatchObject({ _id: user._id, email: 'verify@rasika.test', role: 'subadmin' });
  });

  test.each([
    ['no token', async () => ({})],
    ['a malformed token', async () => bearer('not.a.jwt')],
    ['a token signed with another secret', async () => {
      const other = new TextEncoder().encode('another-secret-that-is-long-enough-123456');
      return bearer(await new SignJWT({ email: 'x@rasika.test', role: 'superadmin' }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setIssuer('rasika-staff').setExpirationTime('1h').sign(other));
    }],
    ['an alg: none token', async () => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      return bearer(`${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'x', email: 'x@rasika.test', role: 'superadmin', iss: 'rasika-staff' })}.`);
    }],
    ['an expired token', async () => {
      const user = await makeUser({ email: `expired-${Date.now()}@rasika.test`, role: 'superadmin' });
      return bearer(await tokenFor(user, new Date(Date.now() - 9 * 3600 * 1000)));
    }],
  ])('%s gets 401 with a JSON message', async (_name, headers) => {
    const res = await call(adminVerify, '/api/admin/verify', { headers: await headers() });
    expect(res.status).toBe(401);
    expect(typeof (await bodyOf(res))['message']).toBe('string');
  });

  test('a deactivated user is refused on the next request (403), a deleted one gets 401', async () => {
    const user = await makeUser({ email: 'soon-inactive@rasika.test', role: 'superadmin' });
    const token = await tokenFor(user);
    const users = openStore('users');
    const record = await getUser(users, user._id);
    await replaceUser(users, { ...user, isActive: false }, record?.etag ?? '');
    expect((await call(adminVerify, '/api/admin/verify', { headers: bearer(token) })).status).toBe(403);

    const gone = await makeUser({ email: 'soon-deleted@rasika.test', role: 'subadmin' });
    const goneToken = await tokenFor(gone);
    await users.delete(`user/${gone._id}`);
    expect((await call(adminVerify, '/api/admin/verify', { headers: bearer(goneToken) })).status).toBe(401);
  });

  test('without JWT_SECRET staff sign-in answers 503, never 500', async () => {
    delete process.env.JWT_SECRET;
    try {
      const res = await loginAs('super@rasika.test', TEST_PASSWORD);
      expect(res.status).toBe(503);
    } finally {
      process.env.JWT_SECRET = TEST_JWT_SECRET;
    }
  });
});
