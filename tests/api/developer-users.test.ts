import { beforeAll, describe, expect, test } from 'vitest';
import adminActivity from '../../netlify/functions/admin-activity.mts';
import adminContent from '../../netlify/functions/admin-content.mts';
import adminSignup from '../../netlify/functions/admin-signup.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminVerify from '../../netlify/functions/admin-verify.mts';
import products from '../../netlify/functions/products.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { getUser, listUsers, type StaffUser } from '../../src/server/storage/user-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let developer: StaffUser;
let devToken: string;

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  developer = await makeUser({ email: 'dev@rasika.test', role: 'developer', category: 'development' });
  devToken = await tokenFor(developer);
});

const signup = (token: string, body: unknown) => call(adminSignup, '/api/admin/signup', { json: body, headers: bearer(token) });
const updateRole = (token: string, id: string, body: unknown) =>
  call(adminUsers, `/api/admin/users/${id}/role`, { method: 'PUT', json: body, headers: bearer(token), params: { id } });
const remove = (token: string, id: string) => call(adminUsers, `/api/admin/users/${id}`, { method: 'DELETE', headers: bearer(token), params: { id } });

describe('developer user management (DEV, ROLE-01, ROLE-07, G-32)', () => {
  test('creates a subadmin; the list never carries password data', async () => {
    const res = await signup(devToken, { email: 'New.Sub@rasika.test', password: 'long-enough-pass', role: 'subadmin', category: 'sweets' });
    expect(res.status).toBe(201);
    const body = await bodyOf(res);
    expect(body['user']).toMatchObject({ email: 'new.sub@rasika.test', role: 'subadmin', category: 'sweets', isActive: true, permissions: [] });
    const list = await call(adminUsers, '/api/admin/users', { headers: bearer(devToken) });
    expect(list.status).toBe(200);
    const text = JSON.stringify(await list.json());
    expect(text).toContain('new.sub@rasika.test');
    expect(text).not.toMatch(/password|scrypt/i);
  });

  test.each([
    ['a duplicate email', { email: 'new.sub@rasika.test', password: 'long-enough-pass', role: 'subadmin' }, 409, 'A user with this email already exists.'],
    ['a developer role', { email: 'x-dev@rasika.test', password: 'long-enough-pass', role: 'developer' }, 403, 'Only Sub Admin and Super Admin users can be created or assigned here.'],
    ['a short password', { email: 'short@rasika.test', password: 'short', role: 'subadmin' }, 400, 'Please correct the highlighted fields.'],
    ['an invalid email', { email: 'nope', password: 'long-enough-pass', role: 'subadmin' }, 400, 'Please correct the highlighted fields.'],
  ])('refuses %s with its message', async (_name, body, status, message) => {
    const before = (await listUsers(openStore('users'))).length;
    const res = await signup(devToken, body);
    expect(res.status).toBe(status);
    expect((await bodyOf(res))['message']).toBe(message);
    expect((await listUsers(openStore('users'))).length).toBe(before);
  });

  test('every developer endpoint refuses no token, a subadmin, a superadmin and a deactivated developer', async () => {
    const sub = await makeUser({ email: 'matrix-sub@rasika.test', role: 'subadmin', category: 'gifting' });
    const sup = await makeUser({ email: 'matrix-super@rasika.test', role: 'superadmin' });
    const inactiveDev = await makeUser({ email: 'matrix-dev@rasika.test', role: 'developer', isActive: false });
    const tokens: [Record<string, string>, number][] = [
      [{}, 401],
      [bearer(await tokenFor(sub)), 403],
      [bearer(await tokenFor(sup)), 403],
      [bearer(await tokenFor(inactiveDev)), 403],
    ];
    for (const [headers, status] of tokens) {
      const attempts = [
        call(adminUsers, '/api/admin/users', { headers }),
        call(adminSignup, '/api/admin/signup', { json: { email: 'z@rasika.test', password: 'long-enough-pass', role: 'subadmin' }, headers }),
        call(adminUsers, `/api/admin/users/${sub._id}/role`, { method: 'PUT', json: { isActive: false }, headers, params: { id: sub._id } }),
        call(adminUsers, `/api/admin/users/${sub._id}`, { method: 'DELETE', headers, params: { id: sub._id } }),
        call(adminActivity, '/api/admin/activity', { headers }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(status);
    }
    expect((await getUser(openStore('users'), sub._id))?.value.isActive).toBe(true);
  });

  test('a developer cannot be re-roled, deactivated or deleted; nobody becomes a developer', async () => {
    expect((await updateRole(devToken, developer._id, { role: 'superadmin' })).status).toBe(403);
    expect((await updateRole(devToken, developer._id, { isActive: false })).status).toBe(403);
    expect((await remove(devToken, developer._id)).status).toBe(403);
    const sub = await makeUser({ email: 'wannabe@rasika.test', role: 'subadmin' });
    expect((await updateRole(devToken, sub._id, { role: 'developer' })).status).toBe(403);
    expect((await getUser(openStore('users'), sub._id))?.value.role).toBe('subadmin');
  });

  test('the edit ignores email changes and records the change in the activity trail', async () => {
    const sub = await makeUser({ email: 'editme@rasika.test', role: 'subadmin', category: 'sweets' });
    const res = await updateRole(devToken, sub._id, { email: 'hacked@rasika.test', role: 'superadmin', category: 'corporate' });
    expect(res.status).toBe(200);
    expect((await bodyOf(res))['user']).toMatchObject({ email: 'editme@rasika.test', role: 'superadmin', category: 'corporate' });
    const activity = await bodyOf(await call(adminActivity, `/api/admin/activity?actor=${developer._id}`, { headers: bearer(devToken) }));
    const entries = activity['entries'] as { action: string; target: { label: string }; details?: string }[];
    expect(entries[0]).toMatchObject({ action: 'user.update', target: { label: 'editme@rasika.test' } });
    expect(entries[0]?.details).toContain('role subadmin → superadmin');
  });

  test('a user deactivated here is refused by verify and by the product endpoints on the next call', async () => {
    const sup = await makeUser({ email: 'to-deactivate@rasika.test', role: 'superadmin' });
    const token = await tokenFor(sup);
    expect((await call(adminVerify, '/api/admin/verify', { headers: bearer(token) })).status).toBe(200);
    expect((await updateRole(devToken, sup._id, { isActive: false })).status).toBe(200);
    expect((await call(adminVerify, '/api/admin/verify', { headers: bearer(token) })).status).toBe(403);
    const create = await call(products, '/api/products', { method: 'POST', body: new FormData(), headers: bearer(token) });
    expect(create.status).toBe(403);
  });

  test('a re-roled user\u2019s old token stops working', async () => {
    const sup = await makeUser({ email: 'rerole@rasika.test', role: 'superadmin' });
    const token = await tokenFor(sup);
    expect((await updateRole(devToken, sup._id, { role: 'subadmin' })).status).toBe(200);
    expect((await call(adminVerify, '/api/admin/verify', { headers: bearer(token) })).status).toBe(401);
  });

  test('a permission granted here lets a subadmin create a product at once', async () => {
    const sub = await makeUser({ email: 'grant@rasika.test', role: 'subadmin', category: 'sweets' });
    const token = await tokenFor(sub);
    const form = () => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ name: 'Granted Laddu', category: 'Sweets', description: 'Made by a granted subadmin.', phoneNumber: '040 1234 5678', isBestseller: 'false', price: JSON.stringify({ '250g': 100, '500g': 190, '1kg': 360 }) })) data.set(k, v);
      data.append('images', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])]), 'a.jpg');
      return data;
    };
    expect((await call(products, '/api/products', { method: 'POST', body: form(), headers: bearer(token) })).status).toBe(403);
    expect((await updateRole(devToken, sub._id, { permissions: ['manage_products'] })).status).toBe(200);
    expect((await call(products, '/api/products', { method: 'POST', body: form(), headers: bearer(token) })).status).toBe(201);
  });

  test('#41 manage_content granted here lets a subadmin edit content at once, and withdrawn stops it', async () => {
    const sub = await makeUser({ email: 'content-grant@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_products'] });
    const token = await tokenFor(sub);
    const overview = () => call(adminContent, '/api/admin/content', { headers: bearer(token) });
    expect((await overview()).status).toBe(403);
    const granted = await updateRole(devToken, sub._id, { permissions: ['manage_products', 'manage_content'] });
    expect(granted.status).toBe(200);
    expect((await bodyOf(granted))['user']).toMatchObject({ permissions: ['manage_products', 'manage_content'] });
    expect((await overview()).status).toBe(200);
    expect((await updateRole(devToken, sub._id, { permissions: ['manage_products'] })).status).toBe(200);
    expect((await overview()).status).toBe(403);
  });

  test('deleting a non-developer removes the user and frees the email', async () => {
    const sub = await makeUser({ email: 'bye@rasika.test', role: 'subadmin' });
    const res = await remove(devToken, sub._id);
    expect(res.status).toBe(200);
    expect(await getUser(openStore('users'), sub._id)).toBeNull();
    expect((await signup(devToken, { email: 'bye@rasika.test', password: 'long-enough-pass', role: 'subadmin' })).status).toBe(201);
  });
});
