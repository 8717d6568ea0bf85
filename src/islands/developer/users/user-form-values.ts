/**
 * The Create User and Edit User forms as plain values (admin §2, §5; DEV-12..15, G-04, G-32):
 * defaults, the G-04 pre-tick, and the checked payloads for POST /api/admin/signup and
 * PUT /api/admin/users/{id}/role. Validation is the server's own signupSchema.
 */
import { toFieldErrors, type FieldErrors } from '../../../lib/api/api-error.ts';
import { ASSIGNABLE_ROLES, PERMISSIONS, USER_CATEGORIES, type Permission, type Role, type UserCategory } from '../../../lib/staff/staff-roles.ts';
import { signupSchema, type SignupInput, type UserUpdateInput } from '../../../lib/staff/user-form-schema.ts';
import type { StaffAccount } from '../../../client/developer-api.ts';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
export const MANAGE_PRODUCTS: Permission = 'manage_products';

const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);
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
  /** Sub Admins only: the manage_products permission. */
  manageProducts: boolean;
}

export const EMPTY_CREATE_VALUES: CreateUserValues = { email: '', password: '', role: 'subadmin', category: '', manageProducts: false };

/** G-04: a Sub Admin of sweets or gifting starts with "Can manage products" ticked. */
export const preticksProducts = (category: string): boolean => category === 'sweets' || category === 'gifting';

export function withCategory(values: CreateUserValues, category: string): CreateUserValues {
  return { ...values, category, manageProducts: preticksProducts(category) };
}

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function toSignupInput(values: CreateUserValues): Checked<SignupInput> {
  const parsed = signupSchema.safeParse({
    email: values.email.trim(),
    password: values.password,
    role: values.role,
    category: values.category || undefined,
    permissions: values.role === 'subadmin' && values.manageProducts ? [MANAGE_PRODUCTS] : [],
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: toFieldErrors(parsed.error) };
}

export interface EditUserValues {
  role: Role;
  category: string;
  status: 'active' | 'inactive';
}

export function editValuesOf(user: StaffAccount): EditUserValues {
  return { role: user.role, category: user.category ?? '', status: user.isActive ? 'active' : 'inactive' };
}

/** The edit payload: email is sent as read but never changes; a developer keeps role and status. */
export function toUserUpdate(user: StaffAccount, values: EditUserValues): UserUpdateInput {
  const isDeveloper = user.role === 'developer';
  return {
    email: user.email,
    role: isDeveloper ? 'developer' : values.role,
    category: isCategory(values.category) ? values.category : null,
    permissions: user.permissions.filter(isPermission),
    isActive: isDeveloper ? true : values.status === 'active',
  };
}

/** The permissions list with manage_products granted or withdrawn, the others kept. */
export function withProductPermission(permissions: readonly string[], granted: boolean): Permission[] {
  const others = permissions.filter(isPermission).filter((permission) => permission !== MANAGE_PRODUCTS);
  return granted ? [...others, MANAGE_PRODUCTS] : others;
}
