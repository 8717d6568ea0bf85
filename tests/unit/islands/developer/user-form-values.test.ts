import { describe, expect, test } from 'vitest';
import type { StaffAccount } from '../../../../src/client/developer-api.ts';
import {
  BUSINESS_CATEGORIES, EMPTY_CREATE_VALUES, categoryOptionsFor, editValuesOf, toSignupInput, toUserUpdate, withCategory, withPermission,
} from '../../../../src/islands/developer/users/user-form-values.ts';

const valid = { ...EMPTY_CREATE_VALUES, email: ' New.Sub@Rasika.test ', password: 'long-enough-pass' };

describe('Create User form values (DEV-12, DEV-13, G-04)', () => {
  test('starts empty with the Sub Admin role', () => {
    expect(EMPTY_CREATE_VALUES).toEqual({ email: '', password: '', role: 'subadmin', category: '', permissions: [] });
  });

  test('a valid form becomes the signup payload; no category is left out', () => {
    expect(toSignupInput(valid)).toEqual({ ok: true, value: { email: 'New.Sub@Rasika.test', password: 'long-enough-pass', role: 'subadmin', permissions: [] } });
  });

  test.each([
    ['an empty email', { email: '' }, 'email', 'Please enter a valid email address.'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    ['an empty password', { password: '' }, 'password', 'Use at least 12 characters for the password.'],
    ['an 11-character password', { password: "elevenchars" }, 'password', 'Use at least 12 characters for the password.'],
  ])('refuses %s with its message', (_case, change, field, message) => {
    const checked = toSignupInput({ ...valid, ...change });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toBe(message);
  });

  test('a 12-character password is enough', () => {
    expect(toSignupInput({ ...valid, password: 'twelve-chars' }).ok).toBe(true);
  });

  test('sweets and gifting pre-tick "Can manage products"; other categories untick it', () => {
    expect(withCategory(valid, 'sweets').permissions).toEqual(['manage_products']);
    expect(withCategory(valid, 'gifting').permissions).toEqual(['manage_products']);
    expect(withCategory({ ...valid, permissions: ['manage_products'] }, 'corporate').permissions).toEqual([]);
  });

  test('#41 the category ticks or unticks manage_products only; manage_content stays as chosen', () => {
    expect(withCategory({ ...valid, permissions: ['manage_content'] }, 'sweets').permissions).toEqual(['manage_products', 'manage_content']);
    expect(withCategory({ ...valid, permissions: ['manage_products', 'manage_content'] }, 'corporate').permissions).toEqual(['manage_content']);
  });

  test('#41 a Sub Admin is created with exactly the permissions ticked', () => {
    expect(toSignupInput({ ...valid, permissions: ['manage_content'] })).toMatchObject({ ok: true, value: { permissions: ['manage_content'] } });
    expect(toSignupInput({ ...valid, permissions: ['manage_products', 'manage_content'] }))
      .toMatchObject({ ok: true, value: { permissions: ['manage_products', 'manage_content'] } });
    expect(toSignupInput({ ...valid, role: 'superadmin', permissions: ['manage_content'] })).toMatchObject({ ok: true, value: { permissions: [] } });
  });

  test('the permission goes to Sub Admins only', () => {
    const ticked = { ...withCategory(valid, 'sweets') };
    expect(toSignupInput(ticked)).toMatchObject({ ok: true, value: { category: 'sweets', permissions: ['manage_products'] } });
    expect(toSignupInput({ ...ticked, role: 'superadmin' })).toMatchObject({ ok: true, value: { role: 'superadmin', permissions: [] } });
  });

  test('non-developers never see the development category', () => {
    expect(BUSINESS_CATEGORIES).toEqual(['sweets', 'restaurants & catering', 'corporate', 'banquets & hotels', 'gifting']);
    expect(categoryOptionsFor('subadmin')).toEqual(BUSINESS_CATEGORIES);
    expect(categoryOptionsFor('developer')).toContain('development');
  });
});

describe('Edit User form values (DEV-15, DEV-17, G-32)', () => {
  const sub: StaffAccount = { _id: 'u1', email: 'sub@rasika.test', role: 'subadmin', category: 'sweets', permissions: ['manage_products'], isActive: true };
  const dev: StaffAccount = { _id: 'd1', email: 'dev@rasika.test', role: 'developer', category: 'development', permissions: [], isActive: true };

  test('starts from the user as saved', () => {
    expect(editValuesOf(sub)).toEqual({ role: 'subadmin', category: 'sweets', status: 'active', permissions: ['manage_products'] });
    expect(editValuesOf({ ...sub, category: undefined, isActive: false } as StaffAccount))
      .toEqual({ role: 'subadmin', category: '', status: 'inactive', permissions: ['manage_products'] });
    expect(editValuesOf({ ...sub, permissions: ['manage_content', 'unknown', 'manage_products'] }).permissions).toEqual(['manage_products', 'manage_content']);
  });

  test('sends the email as read, the chosen role, category, status and permissions', () => {
    expect(toUserUpdate(sub, { ...editValuesOf(sub), category: '', status: 'inactive', permissions: ['manage_products', 'manage_content'] })).toEqual({
      email: 'sub@rasika.test', role: 'subadmin', category: null, permissions: ['manage_products', 'manage_content'], isActive: false,
    });
  });

  test('a Super Admin holds no permissions of their own (they are always allowed)', () => {
    expect(toUserUpdate(sub, { ...editValuesOf(sub), role: 'superadmin' })).toMatchObject({ role: 'superadmin', permissions: [] });
  });

  test('a developer keeps the developer role and stays active', () => {
    expect(toUserUpdate(dev, { role: 'subadmin', category: 'development', status: 'inactive', permissions: ['manage_content'] }))
      .toMatchObject({ role: 'developer', isActive: true, category: 'development', permissions: [] });
  });

  test('granting and withdrawing manage_products keeps any other permission out of harm', () => {
    expect(withPermission([], 'manage_products', true)).toEqual(['manage_products']);
    expect(withPermission(['manage_products'], 'manage_products', true)).toEqual(['manage_products']);
    expect(withPermission(['manage_products', 'unknown'], 'manage_products', false)).toEqual([]);
  });

  test('#41 each permission is granted and withdrawn on its own; a user with both keeps the other', () => {
    expect(withPermission([], 'manage_content', true)).toEqual(['manage_content']);
    expect(withPermission(['manage_content'], 'manage_products', true)).toEqual(['manage_products', 'manage_content']);
    expect(withPermission(['manage_content', 'manage_products'], 'manage_content', false)).toEqual(['manage_products']);
    expect(withPermission(['manage_products', 'manage_content'], 'manage_products', false)).toEqual(['manage_content']);
    expect(withPermission(['manage_content'], 'manage_content', true)).toEqual(['manage_content']);
  });
});
