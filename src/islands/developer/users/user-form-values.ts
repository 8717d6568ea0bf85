/**
 * The Create User and Edit User forms as plain values (admin §2, §5; DEV-12..15, G-04, G-32, issue
 * #41): defaults, the G-04 pre-tick, each permission granted or withdrawn on its own, and the checked
 * payloads for POST /api/admin/signup and PUT /api/admin/users/{id}/role. Validation is the server's
 * own signupSchema.
 */
import { toFieldErrors, type FieldErrors } from '../../../lib/api/api-error.ts';
import { ASSIGNABLE_ROLES, PERMISSIONS, USER_CATEGORIES, type Permission, type Role, type UserCategory } from '../../../lib/staff/staff-roles.ts';
import { signupSchema, type SignupInput, type UserUpdateInput } from '../../../lib/staff/user-form-schema.ts';
import type { StaffAccount } from '../../../client/developer-api.ts';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const MANAGE_PRODUCTS: Permission = 'manage_products';

const isCategory = (value: string): value is UserCategory => (USER_CATEGORIES as readonly string[]).includes(value);

/** 'development' belongs to developers only, so other users choose from the business categories. */
export const BUSINESS_CATEGORIES = USER_CATEGORIES.filter((category) => category !== 'development');

export const categoryOptionsFor = (role: Role): readonly string[] => (role === 'developer' ? USER_CATEGORIES : BUSINESS_CATEGORIES);

export interface CreateUserValues {
  email: string;
  password: string;
  role: AssignableRole;
  /** '' means no category. */
  category: string;
  /** Sub Admins only: the permissions ticked, in the order of PERMISSIONS. */
  permissions: Permission[];
}

export const EMPTY_CREATE_VALUES: CreateUserValues = { email: '', password: '', role: 'subadmin', category: '', permissions: [] };

/** G-04: a Sub Admin of sweets or gifting starts with "Can manage products" ticked. */
export const preticksProducts = (category: string): boolean => category === 'sweets' || category === 'gifting';

/** The chosen category, with manage_products ticked or unticked by it (G-04) and the other permissions kept. */
export function withCategory(values: CreateUserValues, category: string): CreateUserValues {
  return { ...values, category, permissions: withPermission(values.permissions, MANAGE_PRODUCTS, preticksProducts(category)) };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function toSignupInput(values: CreateUserValues): Checked<SignupInput> {
  const parsed = signupSchema.safeParse({
    email: values.email.trim(),
    password: values.password,
    role: values.role,
    category: values.category || undefined,
    permissions: values.role === 'subadmin' ? values.permissions : [],
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: toFieldErrors(parsed.error) };
}

export interface EditUserValues {
  role: Role;
  category: string;
  status: 'active' | 'inactive';
  /** Sub Admins only: the permissions ticked, in the order of PERMISSIONS. */
  permissions: Permission[];
}

export function editValuesOf(user: StaffAccount): EditUserValues {
  return {
    role: user.role,
    category: user.category ?? '',
    status: user.isActive ? 'active' : 'inactive',
    permissions: PERMISSIONS.filter((permission) => user.permissions.includes(permission)),
  };
}

/**
 * The edit payload: email is sent as read but never changes; a developer keeps role and status. Only
 * a Sub Admin holds permissions (the server clears them for other roles).
 */
export function toUserUpdate(user: StaffAccount, values: EditUserValues): UserUpdateInput {
  const isDeveloper = user.role === 'developer';
  const role = isDeveloper ? 'developer' : values.role;
  return {
    email: user.email,
    role,
    category: isCategory(values.category) ? values.category : null,
    permissions: role === 'subadmin' ? values.permissions : [],
    isActive: isDeveloper ? true : values.status === 'active',
  };
}

/**
 * The permissions with one granted or withdrawn and every other one kept as it was, in the order of
 * PERMISSIONS (so what is stored does not depend on the order of the clicks); unknown names drop out.
 */
export function withPermission(permissions: readonly string[], permission: Permission, granted: boolean): Permission[] {
  return PERMISSIONS.filter((each) => (each === permission ? granted : permissions.includes(each)));
}
