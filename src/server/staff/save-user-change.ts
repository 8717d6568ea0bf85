/** Stores an edit of a staff user read at its etag (409 when someone changed it since), then audits it. */
import { HttpError } from '../http/http-error.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import type { StoredRecord } from '../storage/records.ts';
import { replaceUser, type StaffUser } from '../storage/user-repository.ts';
import { auditOrUndo } from './audit-or-undo.ts';

export const USER_CONFLICT = 'Someone else changed this user at the same time. Reload the list and try again.';

export const userTarget = (user: StaffUser) => ({ type: 'user', id: user._id, label: user.email });

export async function saveUserChange(actor: Actor, before: StoredRecord<StaffUser>, after: StaffUser, action: string, details: string): Promise<void> {
  const users = openStore('users');
  const etag = await replaceUser(users, after, before.etag);
  if (!etag) throw new HttpError(409, USER_CONFLICT);
  await auditOrUndo(
    () => recordAudit(openStore('audit'), actor, action, userTarget(after), details),
    () => replaceUser(users, before.value, etag),
  );
}
