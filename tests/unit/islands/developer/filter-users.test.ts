import { describe, expect, test } from 'vitest';
import { ROLE_FILTER_OPTIONS, filterUsers, isRoleFilter } from '../../../../src/islands/developer/users/filter-users.ts';

const users = [
  { email: 'dev@rasika.test', role: 'developer' as const },
  { email: 'Sweets.Lead@rasika.test', role: 'superadmin' as const },
  { email: 'sweets.counter@rasika.test', role: 'subadmin' as const },
  { email: 'banquets@rasika.test', role: 'subadmin' as const },
];
const emails = (list: readonly { email: string }[]) => list.map((user) => user.email);

describe('filterUsers (DEV-05, DEV-06)', () => {
  test('All Roles and an empty search keep everyone, in order', () => {
    expect(filterUsers(users, '', 'all')).toEqual(users);
  });

  test('search matches any part of the email, ignoring case and surrounding spaces', () => {
    expect(emails(filterUsers(users, '  SWEETS ', 'all'))).toEqual(['Sweets.Lead@rasika.test', 'sweets.counter@rasika.test']);
    expect(filterUsers(users, 'nobody', 'all')).toEqual([]);
  });

  test.each([
    ['developer', ['dev@rasika.test']],
    ['superadmin', ['Sweets.Lead@rasika.test']],
    ['subadmin', ['sweets.counter@rasika.test', 'banquets@rasika.test']],
  ] as const)('the role filter %s keeps only that role', (role, expected) => {
    expect(emails(filterUsers(users, '', role))).toEqual(expected);
  });

  test('search and role filter combine', () => {
    expect(emails(filterUsers(users, 'sweets', 'subadmin'))).toEqual(['sweets.counter@rasika.test']);
  });

  test('the options read All Roles, Developer, Super Admin, Sub Admin', () => {
    expect(ROLE_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All Roles', 'Developer', 'Super Admin', 'Sub Admin']);
    expect(ROLE_FILTER_OPTIONS.map((o) => o.value)).toEqual(['all', 'developer', 'superadmin', 'subadmin']);
    expect(isRoleFilter('subadmin')).toBe(true);
    expect(isRoleFilter('owner')).toBe(false);
  });
});
