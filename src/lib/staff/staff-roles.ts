/** Staff roles, categories and permissions (admin §3, §6; FEATURES G-04, G-06). */

export const ROLES = ['developer', 'superadmin', 'subadmin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a developer may give to a new or edited user. */
export const ASSIGNABLE_ROLES = ['subadmin', 'superadmin'] as const;

export const USER_CATEGORIES = [
  'development',
  'sweets',
  'restaurants & catering',
  'corporate',
  'banquets & hotels',
  'gifting',
] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

/**
 * What a developer may grant a Sub Admin: managing the staff-created products (admin §6), and editing
 * the site's content with draft, preview and publish (issue #41). Super Admins have both.
 */
export const PERMISSIONS = ['manage_products', 'manage_content'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface PermissionSubject {
  role: Role;
  isActive: boolean;
  permissions: readonly string[];
}

/** Superadmins, and admins granted manage_products, manage products; developers manage users. */
export function canManageProducts(user: PermissionSubject): boolean {
  return user.isActive && (user.role === 'superadmin' || (user.role === 'subadmin' && user.permissions.includes('manage_products')));
}

/** Superadmins, and subadmins granted manage_content, edit and publish the site's content (issue #41). */
export function canManageContent(user: PermissionSubject): boolean {
  return user.isActive && (user.role === 'superadmin' || (user.role === 'subadmin' && user.permissions.includes('manage_content')));
}
