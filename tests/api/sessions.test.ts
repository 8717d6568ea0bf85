/**
 * Issue #15 item 2: 2-hour tokens with issuer, audience and required claims; logout revokes
 * the session server-side; a password, role or status change ends the user's other sessions;
 * every staff user changes their own password, the developer sets one for a non-developer;
 * passwords need 12 characters and must not be common.
 */
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import adminLogin from '../../netlify/functions/admin-login.mts';
import adminLogout from '../../netlify/functions/admin-logout.mts';
import adminPassword from '../../netlify/functions/admin-password.mts';
import adminSignup from '../../netlify/functions/admin-signup.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminVerify from '../../netlify/functions/admin-verify.mts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, TEST_PASSWORD, tokenFor } from '../support/staff-users.ts';

beforeAll(() => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  delete process.env.DEVELOPER_EMAIL;
  delete process.env.DEVELOPER_PASSWORD;
});

let ipCounter = 0;
const login = async (email: string, password: string) => {
  const res = await call(adminLogin, '/api/admin/login', { json: { email, password }, ip: `192.0.2.${(ipCounter += 1)}` });
  return { res, body: await bodyOf(res) };
};
const verify = async (token: string) => (await call(adminVerify, '/api/admin/verify', { headers: bearer(token) })).status;
const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  call(adminPassword, '/api/admin/password', { json: { currentPassword, newPassword }, headers: bearer(token), ip: `192.0.2.${(ipCounter += 1)}` });

describe('session tokens (issue #15 item 2)', () => {
  test('a token lives 2 hours and names its issuer and audience', async () => {
    await makeUser({ email: 'claims@rasika.test', role: 'superadmin' });
    const { res, body } = await login('claims@rasika.test', TEST_PASSWORD);
    expect(res.status).toBe(200);
    const claims = decodeJwt(String(body['token']));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(2 * 3600);
    expect(claims.iss).toBe('rasika-staff');
    expect(claims.aud).toBe('rasika-staff-api');
    expect(typeof claims['sid']).toBe('string');
  });

  test('a correctly signed token without audience or session claims is refused', async () => {
    const user = await makeUser({ email: 'bare@rasika.test', role: 'superadmin' });
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const bare = await new SignJWT({ email: user.email, role: user.role })
      .setProtectedHeader({ alg: 'HS256' }).setSubject(user._id).setIssuer('rasika-staff').setIssuedAt().setExpirationTime('1h').sign(key);
    expect(await verify(bare)).toBe(401);
  });

  test('a token older than 2 hours is refused', async () => {
    const user = await makeUser({ email: 'old@rasika.test', role: 'superadmin' });
    expect(await verify(await tokenFor(user, new Date(Date.now() - (2 * 3600 + 5) * 1000)))).toBe(401);
  });
});

describe('POST /api/admin/logout (issue #15 item 2)', () => {
  test('ends this session on the server; other sessions of the user go on', async () => {
    await makeUser({ email: 'leaver@rasika.test', role: 'subadmin', category: 'sweets' });
    const first = String((await login('leaver@rasika.test', TEST_PASSWORD)).body['token']);
    const second = String((await login('leaver@rasika.test', TEST_PASSWORD)).body['token']);
    const res = await call(adminLogout, '/api/admin/logout', { method: 'POST', headers: bearer(first) });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ message: 'Signed out.' });
    expect(await verify(first)).toBe(401);
    expect(await verify(second)).toBe(200);
    expect((await call(adminLogout, '/api/admin/logout', { method: 'POST', headers: bearer(first) })).status).toBe(401);
    expect((await call(adminLogout, '/api/admin/logout')).status).toBe(405);
  });
});

describe('POST /api/admin/password (issue #15 item 2)', () => {
  test('changing one\u2019s password needs the current one, ends other sessions and keeps this one', async () => {
    await makeUser({ email: 'changer@rasika.test', role: 'subadmin', category: 'corporate' });
    const here = String((await login('changer@rasika.test', TEST_PASSWORD)).body['token']);
    const elsewhere = String((await login('changer@rasika.test', TEST_PASSWORD)).body['token']);

    const wrong = await changePassword(here, 'not my password', 'Kaju-katli-at-dawn-7');
    expect(wrong.status).toBe(400);
    expect(await bodyOf(wrong)).toEqual({ message: 'Your current password is not correct.', errors: { currentPassword: 'Your current password is not correct.' } });
    expect(await verify(elsewhere)).toBe(200);

    const res = await changePassword(here, TEST_PASSWORD, 'Kaju-katli-at-dawn-7');
    expect(res.status).toBe(200);
    const body = await bodyOf(res);
    expect(body['message']).toBe('Password changed. You are still signed in here; other sessions have ended.');
    expect(await verify(String(body['token']))).toBe(200);
    expect(await verify(here)).toBe(401);
    expect(await verify(elsewhere)).toBe(401);
    expect((await login('changer@rasika.test', TEST_PASSWORD)).res.status).toBe(401);
    expect((await login('changer@rasika.test', 'Kaju-katli-at-dawn-7')).res.status).toBe(200);
  });

  test.each([
    ['password', 'Use at least 12 characters for the password.'],
    ['short-one', 'Use at least 12 characters for the password.'],
    ['passwordpassword', 'This password is too common. Choose one that is harder to guess.'],
    ['Qwerty123456!', 'This password is too common. Choose one that is harder to guess.'],
  ])('the new password %s is refused with 400 and its field error', async (newPassword, message) => {
    const user = await makeUser({ email: `weak-${newPassword.length}-${Math.random().toString(36).slice(2, 8)}@rasika.test`, role: 'superadmin' });
    const res = await changePassword(await tokenFor(user), TEST_PASSWORD, newPassword);
    expect(res.status).toBe(400);
    expect((await bodyOf(res))['errors']).toEqual({ newPassword: message });
  });
});

describe('developer sets a password; role and status changes end sessions (issue #15 item 2)', () => {
  test('the developer sets a new password for a subadmin, whose sessions end; never for a developer', async () => {
    const dev = await makeUser({ email: 'setter@rasika.test', role: 'developer' });
    const devToken = await tokenFor(dev);
    await makeUser({ email: 'forgetful@rasika.test', role: 'subadmin', category: 'sweets' });
    const { body } = await login('forgetful@rasika.test', TEST_PASSWORD);
    const userId = String((body['admin'] as { _id: string })._id);
    const set = (id: string, password: string, token = devToken) =>
      call(adminUsers, `/api/admin/users/${id}/password`, { method: 'PUT', json: { password }, headers: bearer(token), params: { id } });

    expect((await set(userId, 'password1234')).status).toBe(400);
    const res = await set(userId, 'Mysore-pak-for-all-9');
    expect(res.status).toBe(200);
    expect((await bodyOf(res))['message']).toBe('Password set. The user\u2019s sessions have ended.');
    expect(await verify(String(body['token']))).toBe(401);
    expect((await login('forgetful@rasika.test', 'Mysore-pak-for-all-9')).res.status).toBe(200);
    expect((await set(dev._id, 'Mysore-pak-for-all-9')).status).toBe(403);
    expect((await set(userId, 'Mysore-pak-for-all-9', String(body['token']))).status).toBe(401);
  });

  test('a role change ends the user\u2019s sessions', async () => {
    const dev = await makeUser({ email: 'reroler@rasika.test', role: 'developer' });
    await makeUser({ email: 'promoted@rasika.test', role: 'subadmin', category: 'sweets' });
    const { body } = await login('promoted@rasika.test', TEST_PASSWORD);
    const id = String((body['admin'] as { _id: string })._id);
    const res = await call(adminUsers, `/api/admin/users/${id}/role`, { method: 'PUT', json: { role: 'superadmin' }, headers: bearer(await tokenFor(dev)), params: { id } });
    expect(res.status).toBe(200);
    expect(await verify(String(body['token']))).toBe(401);
  });

  test('signup refuses a common password with a field error', async () => {
    const dev = await makeUser({ email: 'creator@rasika.test', role: 'developer' });
    const res = await call(adminSignup, '/api/admin/signup', {
      json: { email: 'common@rasika.test', password: 'iloveyou1234', role: 'subadmin' },
      headers: bearer(await tokenFor(dev)),
    });
    expect(res.status).toBe(400);
    expect((await bodyOf(res))['errors']).toEqual({ password: 'This password is too common. Choose one that is harder to guess.' });
  });
});
