/**
 * What a developer does to staff accounts. Developers are never created, re-roled,
 * deactivated or deleted here; nobody becomes a developer. Every change is audited.
 */
import type { SignupInput, UserUpdateInput } from '../../lib/staff/user-form-schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { HttpError } from '../http/http-error.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import { createUser, getUser, replaceUser, type StaffUser } from '../storage/user-repository.ts';

const NO_NEW_DEVELOPERS = 'Only Sub Admin and Super Admin users can be created or assigned here.';

const target = (user: StaffUser) => ({ type: 'user', id: user._id, label: user.email });

export async function signUpStaff(actor: Actor, input: SignupInput): Promise<StaffUser> {
  if (input.role === 'developer') throw new HttpError(403, NO_NEW_DEVELOPERS);
  if (input.category === 'development') throw new HttpError(400, 'The development category is for developers only.', { errors: { category: 'Choose a business category.' } });
  const user = await createUser(openStore('users'), {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    permissions: input.role === 'subadmin' ? input.permissions : [],
    ...(input.category ? { category: input.category } : {}),
  });
  if (!user) throw new HttpError(409, 'A user with this email already exists.');
  await recordAudit(openStore('audit'), actor, 'user.create', target(user), `role ${user.role}`);
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
  const users = openStore('users');
  const record = await getUser(users, id);
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
  const { category: _oldCategory, ...rest } = current;
  const category = change.category === undefined ? current.category : change.category;
  const updated: StaffUser = {
    ...rest,
    role,
    permissions: role === 'subadmin' ? (change.permissions ?? current.permissions) : [],
    isActive: change.isActive ?? current.isActive,
    updatedAt: new Date().toISOString(),
    ...(category ? { category } : {}),
  };
  if (!(await replaceUser(users, updated, record.etag))) {
    throw new HttpError(409, 'Someone else changed this user at the same time. Reload the list and try again.');
  }
  await recordAudit(openStore('audit'), actor, 'user.update', target(updated), describeChange(current, updated));
  return updated;
}

export async function deleteStaff(actor: Actor, id: string): Promise<void> {
  const users = openStore('users');
  const record = await getUser(users, id);
  if (!record) throw new HttpError(404, 'User not found.');
  if (record.value.role === 'developer') throw new HttpError(403, 'Developer accounts cannot be deleted.');
  await users.delete(`user/${id}`);
  await users.delete(`email/${record.value.email}`);
  await recordAudit(openStore('audit'), actor, 'user.delete', target(record.value));
}
