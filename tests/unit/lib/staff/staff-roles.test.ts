import { describe, expect, test } from 'vitest';
import { canManageContent, canManageProducts, PERMISSIONS, type PermissionSubject } from '../../../../src/lib/staff/staff-roles.ts';

const user = (role: PermissionSubject['role'], permissions: string[] = [], isActive = true): PermissionSubject => ({ role, permissions, isActive });

describe('#41 canManageContent', () => {
  test.each([
    ['a superadmin', user('superadmin'), true],
    ['a subadmin granted manage_content', user('subadmin', ['manage_content']), true],
    ['a subadmin with manage_products only', user('subadmin', ['manage_products']), false],
    ['a developer, even granted it', user('developer', ['manage_content']), false],
    ['an inactive superadmin', user('superadmin', [], false), false],
  ])('%s: %s', (_who, subject, allowed) => {
    expect(canManageContent(subject)).toBe(allowed);
  });

  test('the two permissions are separate and both grantable', () => {
    expect(PERMISSIONS).toEqual(['manage_products', 'manage_content']);
    expect(canManageProducts(user('subadmin', ['manage_content']))).toBe(false);
  });
});
