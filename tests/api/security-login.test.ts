/**
 * Issue #15 item 1: sign-in limits are taken before the password is hashed, per IP, per
 * email and per email + IP, so concurrent guesses cannot exceed them and one client cannot
 * lock anyone else out; the developer can unlock. Issue #45: attempts a client's own counters
 * refused never reach the account's shared window, and an inactive account says so only after
 * the right password.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminLogin, { config as loginConfig } from '../../netlify/functions/admin-login.mts';
import adminPassword from '../../netlify/functions/admin-password.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import { LOGIN_IP_THROTTLE } from '../../src/server/auth/login.ts';
import { INVALID_CREDENTIALS } from '../../src/lib/staff/login-schema.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, TEST_PASSWORD, tokenFor } from '../support/staff-users.ts';

beforeAll(() => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  delete process.env.DEVELOPER_EMAIL;
  delete process.env.DEVELOPER_PASSWORD;
});

let ipCounter = 0;
/** A fresh client address per test, so per-IP counters of other tests do not interfere. */
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;
const loginAs = (email: string, password: string, ip: string) => call(adminLogin, '/api/admin/login', { json: { email, password }, ip });

describe('sign-in limits (issue #15 item 1)', () => {
  test('30 wrong passwords and the right one at the same moment: at most 5 are checked, the rest get 429', async () => {
    await makeUser({ email: 'burst@rasika.test', role: 'superadmin' });
    const ip = freshIp();
    const attempts = [...Array.from({ length: 30 }, (_, i) => `wrong-guess-${i}`), TEST_PASSWORD];
    const statuses = (await Promise.all(attempts.map((password) => loginAs('burst@rasika.test', password, ip)))).map((res) => res.status);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBe(attempts.length - checked);
  });

  test('one client locking an account does not lock out the owner on another connection', async () => {
    await makeUser({ email: 'target@rasika.test', role: 'subadmin', category: 'sweets' });
    const attacker = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await loginAs('target@rasika.test', `nope-${i}`, attacker)).status).toBe(401);
    const locked = await loginAs('target@rasika.test', TEST_PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(await bodyOf(locked)).toEqual({ message: 'Too many attempts. Please try again in 15 minutes.' });
    expect((await loginAs('target@rasika.test', TEST_PASSWORD, freshIp())).status).toBe(200);
  });

  test('more than 10 attempts a minute for one email from many addresses are slowed down, not locked', async () => {
    await makeUser({ email: 'spread@rasika.test', role: 'subadmin', category: 'sweets' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await loginAs('spread@rasika.test', `spread-${i}`, freshIp())).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const slowed = await loginAs('spread@rasika.test', TEST_PASSWORD, freshIp());
    expect(slowed.status).toBe(429);
    expect(await bodyOf(slowed)).toEqual({ message: 'Too many sign-in attempts right now. Please try again in a minute.' });
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  test('one IP gets at most LOGIN_RATE_LIMIT attempts a minute over any emails (30 by default, the rule Netlify also enforces)', async () => {
    expect(loginConfig.rateLimit).toEqual({ windowLimit: LOGIN_IP_THROTTLE.max, windowSize: LOGIN_IP_THROTTLE.windowSeconds, aggregateBy: ['ip', 'domain'] });
    expect(LOGIN_IP_THROTTLE.max).toBe(30);
    process.env['LOGIN_RATE_LIMIT'] = '4';
    try {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await loginAs(`nobody-${i}@rasika.test`, 'whatever-password', ip)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      expect((await loginAs('nobody-else@rasika.test', 'whatever-password', freshIp())).status).toBe(401);
    } finally {
      delete process.env['LOGIN_RATE_LIMIT'];
    }
  });

  test('the developer unlocks a locked account for every connection', async () => {
    const dev = await makeUser({ email: 'unlocker@rasika.test', role: 'developer' });
    const user = await makeUser({ email: 'unlock-me@rasika.test', role: 'subadmin', category: 'gifting' });
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) await loginAs('unlock-me@rasika.test', `bad-${i}`, ip);
    expect((await loginAs('unlock-me@rasika.test', TEST_PASSWORD, ip)).status).toBe(429);
    const path = `/api/admin/users/${user._id}/unlock`;
    const subToken = await tokenFor(user);
    expect((await call(adminUsers, path, { method: 'POST', headers: bearer(subToken), params: { id: user._id } })).status).toBe(403);
    const res = await call(adminUsers, path, { method: 'POST', headers: bearer(await tokenFor(dev)), params: { id: user._id } });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ message: 'Sign-in unlocked.' });
    expect((await loginAs('unlock-me@rasika.test', TEST_PASSWORD, ip)).status).toBe(200);
  });

  test('an inactive account says so only after the right password; a wrong one gets the same 401 as an unknown email (issue #45)', async () => {
    await makeUser({ email: 'dormant@rasika.test', role: 'subadmin', isActive: false });
    const right = await loginAs('dormant@rasika.test', TEST_PASSWORD, freshIp());
    expect(right.status).toBe(403);
    expect(await bodyOf(right)).toEqual({ message: 'Your account is inactive. Contact your administrator.' });
    const wrong = await loginAs('dormant@rasika.test', 'not-the-password', freshIp());
    const unknown = await loginAs('never-existed@rasika.test', 'not-the-password', freshIp());
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    const wrongBody = await bodyOf(wrong);
    expect(wrongBody).toEqual({ message: INVALID_CREDENTIALS });
    expect(await bodyOf(unknown)).toEqual(wrongBody);
  });

  test('12 wrong passwords from one address within a minute lock only that address: the owner signs in and changes the password from another (issue #45)', async () => {
    const owner = await makeUser({ email: 'besieged@rasika.test', role: 'developer' });
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await loginAs('besieged@rasika.test', `guess-${i}`, attacker)).status);
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await loginAs('besieged@rasika.test', TEST_PASSWORD, freshIp())).status).toBe(200);
    const change = await call(adminPassword, '/api/admin/password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: 'Mysore-pak-at-dawn-17' },
      headers: bearer(await tokenFor(owner)),
      ip: freshIp(),
    });
    expect(change.status).toBe(200);
  });
});
