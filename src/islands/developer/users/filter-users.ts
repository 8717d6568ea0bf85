/** The Users tab's search and role filter (admin §2; DEV-05, DEV-06). */
import type { Role } from '../../../lib/staff/staff-roles.ts';

export type RoleFilter = 'all' | Role;

export const ROLE_FILTER_OPTIONS: ReadonlyArray<{ value: RoleFilter; label: string }> = [
  { value: 'all', label: 'All Roles' },
  { value: 'developer', label: 'Developer' },
  { value: 'superadmin', label: 'Super Admin' },
  { value: 'subadmin', label: 'Sub Admin' },
];

export function isRoleFilter(value: string): value is RoleFilter {
  return ROLE_FILTER_OPTIONS.some((option) => option.value === value);
}

/** Users whose email contains the query (any case, spaces around it ignored) and who have the role. */
export function filterUsers<T extends { email: string; role: Role }>(users: readonly T[], query: string, role: RoleFilter): T[] {
  const needle = query.trim().toLowerCase();
  return users.filter((user) => (role === 'all' || user.role === role) && user.email.toLowerCase().includes(needle));
}
