import { describe, expect, test } from 'vitest';
import { PERMISSIONS } from '../../../../src/lib/staff/staff-roles.ts';
import { PERMISSION_CHOICES, PERMISSIONS_ABOUT, SUPER_ADMIN_ALLOWED } from '../../../../src/islands/developer/permissions/permission-wording.ts';

describe('permission wording (G-04, issue #41)', () => {
  test('#41 every permission of PERMISSIONS has one choice, in that order, with its labels', () => {
    expect(PERMISSION_CHOICES.map(({ permission }) => permission)).toEqual([...PERMISSIONS]);
    expect(PERMISSION_CHOICES).toEqual([
      { permission: 'manage_products', label: 'Manage products', checkLabel: 'Can manage products' },
      { permission: 'manage_content', label: 'Edit site content', checkLabel: 'Can edit site content' },
    ]);
  });

  test('#41 the sentences name every permission', () => {
    expect(SUPER_ADMIN_ALLOWED).toBe('Super Admins can always manage products and edit site content.');
    expect(PERMISSIONS_ABOUT).toBe(
      'Choose which Sub Admins may manage products or edit site content; each is granted on its own. A change applies at once. '
      + 'Super Admins can always manage products and edit site content.',
    );
  });
});
