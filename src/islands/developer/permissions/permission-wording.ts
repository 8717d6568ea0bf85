/**
 * The permissions a developer grants a Sub Admin, each with its label (admin §6; G-04, issue #41):
 * the one list the Permissions tab's switches and the user forms' checkboxes are generated from.
 * A permission added to PERMISSIONS needs its label here, or the typecheck fails.
 */
import { PERMISSIONS, type Permission } from '../../../lib/staff/staff-roles.ts';

const LABELS: Record<Permission, string> = {
  manage_products: 'Manage products',
  manage_content: 'Edit site content',
};

export interface PermissionChoice {
  permission: Permission;
  /** The Permissions tab's column and switch: "Manage products". */
  label: string;
  /** The user forms' checkbox: "Can manage products" (G-04). */
  checkLabel: string;
}

/** "Manage products" inside a sentence: "manage products". */
const inSentence = (label: string): string => label.charAt(0).toLowerCase() + label.slice(1);

export const PERMISSION_CHOICES: readonly PermissionChoice[] = PERMISSIONS.map((permission) => ({
  permission,
  label: LABELS[permission],
  checkLabel: `Can ${inSentence(LABELS[permission])}`,
}));

const abilities = (type: 'conjunction' | 'disjunction'): string =>
  new Intl.ListFormat('en-GB', { type }).format(PERMISSION_CHOICES.map(({ label }) => inSentence(label)));

/** Shown in the user forms instead of the checkboxes when the role is Super Admin. */
export const SUPER_ADMIN_ALLOWED = `Super Admins can always ${abilities('conjunction')}.`;

/** The Permissions tab's introduction. */
export const PERMISSIONS_ABOUT = `Choose which Sub Admins may ${abilities('disjunction')}; each is granted on its own. A change applies at once. ${SUPER_ADMIN_ALLOWED}`;
