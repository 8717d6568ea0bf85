/**
 * Password changes. A staff member changes their own (the current password is required and
 * counted like a sign-in attempt); a developer sets a new one for a non-developer user.
 * Either raises the user's session version, which ends every other session of that user,
 * and is audited. Both refuse common passwords (password-policy.ts).
 */
import type { PasswordChangeInput } from '../../lib/staff/user-form-schema.ts';
import { countPasswordAttempt, sessionFor } from '../auth/login.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { assertStrongPassword } from '../auth/password-policy.ts';
import { HttpError } from '../http/http-error.ts';
import { type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import { getUser, type StaffUser } from '../storage/user-repository.ts';
import { saveUserChange } from './save-user-change.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

async function withNewPassword(user: StaffUser, password: string): Promise<StaffUser> {
  return {
    ...user,
    passwordHash: await hashPassword(password),
    sessionVersion: user.sessionVersion + 1,
    updatedAt: new Date().toISOString(),
  };
}

/** Changes the signed-in user's own password; returns the user and a new token for this session. */
export async function changeOwnPassword(user: StaffUser, input: PasswordChangeInput, ip: string): Promise<{ user: StaffUser; token: string }> {
  assertStrongPassword(input.newPassword, 'newPassword');
  await countPasswordAttempt(user.email, ip);
  const record = await getUser(openStore('users'), user._id);
  if (!record) throw new HttpError(401, 'Your session is no longer valid. Please sign in again.');
  if (!(await verifyPassword(input.currentPassword, record.value.passwordHash))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, { errors: { currentPassword: WRONG_CURRENT_PASSWORD } });
  }
  const updated = await withNewPassword(record.value, input.newPassword);
  await saveUserChange(user, record, updated, 'user.password', 'changed own password');
  return { user: updated, token: await sessionFor(updated) };
}

/** A developer sets a new password for a non-developer user. */
export async function setUserPassword(actor: Actor, id: string, password: string): Promise<StaffUser> {
  assertStrongPassword(password, 'password');
  const record = await getUser(openStore('users'), id);
  if (!record) throw new HttpError(404, 'User not found.');
  if (record.value.role === 'developer') throw new HttpError(403, 'A developer\u2019s password can only be changed by that developer.');
  const updated = await withNewPassword(record.value, password);
  await saveUserChange(actor, record, updated, 'user.password', 'password set by a developer');
  return updated;
}
