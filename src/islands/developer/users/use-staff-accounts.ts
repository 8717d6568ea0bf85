/**
 * The staff accounts of the Users and Permissions tabs (admin §2, §4, §8; DEV-08, DEV-14, DEV-17,
 * DEV-18, G-04): the list, newest first, kept in step after each change, and the list actions
 * with their toasts.
 */
import { deleteStaffAccount, fetchStaffAccounts, unlockStaffSignIn, updateStaffAccount, type StaffAccount } from '../../../client/developer-api.ts';
import type { Permission } from '../../../lib/staff/staff-roles.ts';
import type { UserUpdateInput } from '../../../lib/staff/user-form-schema.ts';
import { showToast } from '../../../stores/toasts.ts';
import { DELETE_FAILED, DELETE_USER_CONFIRM, PERMISSION_FAILED, STATUS_FAILED, UNLOCK_FAILED } from '../developer-messages.ts';
import { useRemote } from '../../dashboard-shell/use-remote.ts';
import { useRowAction } from '../../dashboard-shell/use-row-action.ts';
import { userErrorMessage } from '../user-error.ts';
import { withPermission } from './user-form-values.ts';

export function useStaffAccounts() {
  const { state, update } = useRemote(fetchStaffAccounts);
  const { busyId, run } = useRowAction();

  /** A new user goes to the top of the list (DEV-14). */
  const added = (user: StaffAccount) => update((list) => [user, ...list.filter((u) => u._id !== user._id)]);
  const saved = (user: StaffAccount) => update((list) => list.map((u) => (u._id === user._id ? user : u)));

  const change = (user: StaffAccount, body: UserUpdateInput, fallback: string) =>
    run(user._id, async (token) => {
      const answer = await updateStaffAccount(token, user._id, body);
      saved(answer.user);
      showToast(answer.message, 'success');
    }, (error) => userErrorMessage(error, fallback));

  const toggle = (user: StaffAccount) => change(user, { isActive: !user.isActive }, STATUS_FAILED);

  /** Grants or withdraws one permission, keeping the user's others (issue #41). */
  const grant = (user: StaffAccount, permission: Permission, granted: boolean) =>
    change(user, { permissions: withPermission(user.permissions, permission, granted) }, PERMISSION_FAILED);

  /** Lifts the user's sign-in locks (issue #15 item 1). */
  const unlock = (user: StaffAccount) =>
    run(user._id, async (token) => {
      showToast(await unlockStaffSignIn(token, user._id), 'success');
    }, (error) => userErrorMessage(error, UNLOCK_FAILED));

  async function remove(user: StaffAccount): Promise<void> {
    if (!window.confirm(DELETE_USER_CONFIRM)) return;
    await run(user._id, async (token) => {
      const message = await deleteStaffAccount(token, user._id);
      update((list) => list.filter((u) => u._id !== user._id));
      showToast(message, 'success');
    }, (error) => userErrorMessage(error, DELETE_FAILED));
  }

  return { state, busyId, added, saved, toggle, grant, remove, unlock };
}
