/**
 * What a developer does to staff accounts. Developers are never created, re-roled,
 * deactivated or deleted here; nobody becomes a developer. Every change is audited, and
 * undone when its audit entry cannot be written (audit-or-undo.ts). A role or status
 * change raises the user's session version, which ends their sessions.
 */
import type { SignupInput, UserUpdateInput } from '../../lib/staff/user-form-schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import { HttpError } from '../http/http-error.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import { createUser, deleteUserRecord, getUser, releaseEmail, restoreUser, type StaffUser } from '../storage/user-repository.ts';
import { auditOrUndo } from './audit-or-undo.ts';
import { saveUserChange, userTarget } from './save-user-change.ts';

const NO_NEW_DEVELOPERS = 'Only Sub Admin and Super Admin users can be created or assigned here.';

export async function signUpStaff(actor: Actor, input: SignupInput): Promise<StaffUser> {
  if (input.role === 'developer') throw new HttpError(403, NO_NEW_DEVELOPERS);
  if (input.category === 'development') throw new HttpError(400, 'The development category is for developers only.', { errors: { category: 'Choose a business category.' } });
  assertStrongPassword(input.password, 'password');
  const users = openStore('users');
  const user = await createUser(users, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    permissions: input.role === 'subadmin' ? input.permissions : [],
    ...(input.category ? { category: input.category } : {}),
  });
  if (!user) throw new HttpError(409, 'A user with this email already exists.');
  await auditOrUndo(
    () => recordAudit(openStore('audit'), actor, 'user.create', userTarget(user), `role ${user.role}`),
    async () => {
      await deleteUserRecord(users, user);
      await releaseEmail(users, user);
    },
  );
  return user;
}

function describeChange(before: StaffUser, after: StaffUser): string {
  const changes: string[] = [];
  if (before.role !== after.role) changes.push(`role ${before.role} → ${after.role}`);
  if (before.category !== after.category) changes.push(`category ${before.category ?? '-'} → ${after.category ?? '-'}`);
  if (before.isActive !== after.isActive) changes.push(after.isActive ? 'activated' : 'deactivated');
  if (before.permissions.join() !== after.permissions.join()) changes.push(`permissions ${after.permissions.join(', ') || 'none'}`);
  return changes.join('; ') || 'no change';
}

export async function updateStaff(actor: Actor, id: string, change: UserUpdateInput): Promise<StaffUser> {
  const record = await getUser(openStore('users'), id);
  if (!record) throw new HttpError(404, 'User not found.');
  const current = record.value;
  if (change.role === 'developer' && current.role !== 'developer') throw new HttpError(403, NO_NEW_DEVELOPERS);
  if (current.role === 'developer') {
    if (change.role !== undefined && change.role !== 'developer') throw new HttpError(403, 'A developer\u2019s role cannot be changed.');
    if (change.isActive === false) throw new HttpError(403, 'Developer accounts cannot be deactivated here.');
  }
  if (change.category === 'development' && current.role !== 'developer') {
    throw new HttpError(400, 'The development category is for developers only.', { errors: { category: 'Choose a business category.' } });
  }
  const role = change.role ?? current.role;
  const isActive = change.isActive ?? current.isActive;
  const { category: _oldCategory, ...rest } = current;
  const category = change.category === undefined ? current.category : change.category;
  const updated: StaffUser = {
    ...rest,
    role,
    permissions: role === 'subadmin' ? (change.permissions ?? current.permissions) : [],
    isActive,
    sessionVersion: role !== current.role || isActive !== current.isActive ? current.sessionVersion + 1 : current.sessionVersion,
    updatedAt: new Date().toISOString(),
    ...(category ? { category } : {}),
  };
  await saveUserChange(actor, record, updated, 'user.update', describeChange(current, updated));
  return updated;
}

export async function deleteStaff(actor: Actor, id: string): Promise<void> {
  const users = openStore('users');
  const record = await getUser(users, id);
  if (!record) throw new HttpError(404, 'User not found.');
  const user = record.value;
  if (user.role === 'developer') throw new HttpError(403, 'Developer accounts cannot be deleted.');
  await deleteUserRecord(users, user);
  await auditOrUndo(() => recordAudit(openStore('audit'), actor, 'user.delete', userTarget(user)), () => restoreUser(users, user));
  // Last: a failure here leaves an email key without a user, which a new sign-up reclaims.
  await releaseEmail(users, user).catch((error: unknown) => console.error(`Could not release the email of deleted user ${id}:`, error));
}
