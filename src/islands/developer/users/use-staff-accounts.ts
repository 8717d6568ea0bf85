/**
 * The staff accounts of the Users and Permissions tabs (admin §2, §4, §8; DEV-08, DEV-14, DEV-17,
 * DEV-18, G-04): the list, newest first, kept in step after each change, and the list actions
 * with their toasts.
 */
import { useState } from 'react';
import { deleteStaffAccount, fetchStaffAccounts, unlockStaffSignIn, updateStaffAccount, type StaffAccount } from '../../../client/developer-api.ts';
import type { UserUpdateInput } from '../../../lib/staff/user-form-schema.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { TOKEN_MISSING } from '../../dashboard-shell/shell-messages.ts';
import { DELETE_FAILED, DELETE_USER_CONFIRM, PERMISSION_FAILED, STATUS_FAILED, UNLOCK_FAILED } from '../developer-messages.ts';
import { useRemote } from '../../dashboard-shell/use-remote.ts';
import { userErrorMessage } from '../user-error.ts';
import { withProductPermission } from './user-form-values.ts';

export function useStaffAccounts() {
  const { state, update } = useRemote(fetchStaffAccounts);
  const [busyId, setBusyId] = useState<string | null>(null);

  /** A new user goes to the top of the list (DEV-14). */
  const added = (user: StaffAccount) => update((list) => [user, ...list.filter((u) => u._id !== user._id)]);
  const saved = (user: StaffAccount) => update((list) => list.map((u) => (u._id === user._id ? user : u)));

  async function change(user: StaffAccount, body: UserUpdateInput, fallback: string): Promise<void> {
    const token = currentAdminToken();
    if (!token) return void showToast(TOKEN_MISSING);
    setBusyId(user._id);
    try {
      const answer = await updateStaffAccount(token, user._id, body);
      saved(answer.user);
      showToast(answer.message, 'success');
    } catch (error) {
      showToast(userErrorMessage(error, fallback));
    } finally {
      setBusyId(null);
    }
  }

  const toggle = (user: StaffAccount) => change(user, { isActive: !user.isActive }, STATUS_FAILED);

  const grantProducts = (user: StaffAccount, granted: boolean) =>
    change(user, { permissions: withProductPermission(user.permissions, granted) }, PERMISSION_FAILED);

  /** Lifts the user's sign-in locks (issue #15 item 1). */
  async function unlock(user: StaffAccount): Promise<void> {
    const token = currentAdminToken();
    if (!token) return void showToast(TOKEN_MISSING);
    setBusyId(user._id);
    try {
      showToast(await unlockStaffSignIn(token, user._id), 'success');
    } catch (error) {
      showToast(userErrorMessage(error, UNLOCK_FAILED));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(user: StaffAccount): Promise<void> {
    if (!window.confirm(DELETE_USER_CONFIRM)) return;
    const token = currentAdminToken();
    if (!token) return void showToast(TOKEN_MISSING);
    setBusyId(user._id);
    try {
      const message = await deleteStaffAccount(token, user._id);
      update((list) => list.filter((u) => u._id !== user._id));
      showToast(message, 'success');
    } catch (error) {
      showToast(userErrorMessage(error, DELETE_FAILED));
    } finally {
      setBusyId(null);
    }
  }

  return { state, busyId, added, saved, toggle, grantProducts, remove, unlock };
}
