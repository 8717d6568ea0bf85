/**
 * The Edit User form (admin §2, §4, §8; DEV-15, DEV-17, DEV-19, G-32): Email read-only, Role (fixed
 * for a developer), Category, Status and, for Sub Admins, a checkbox per permission (issue #41). The
 * server's message shows when it refuses.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { updateStaffAccount, type StaffAccount } from '../../../client/developer-api.ts';
import { showToast } from '../../../stores/toasts.ts';
import FormFooter from '../../dashboard-shell/FormFooter.tsx';
import { INVALID_USER_ID, ROLE_LABELS, UPDATE_FAILED } from '../developer-messages.ts';
import styles from '../../dashboard-shell/Form.module.css';
import { useTokenForm } from '../../dashboard-shell/use-token-form.ts';
import { userErrorMessage } from '../user-error.ts';
import CategorySelect from './CategorySelect.tsx';
import PermissionChecks from './PermissionChecks.tsx';
import { categoryOptionsFor, editValuesOf, toUserUpdate, type EditUserValues } from './user-form-values.ts';

interface Props {
  user: StaffAccount;
  onSaved: (user: StaffAccount) => void;
  onCancel: () => void;
}

export default function EditUserForm({ user, onSaved, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<EditUserValues>(() => editValuesOf(user));
  const { message, setMessage, busy, send } = useTokenForm();
  const isDeveloper = user.role === 'developer';
  const set = (change: Partial<EditUserValues>) => setValues((current) => ({ ...current, ...change }));

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    if (!user._id) return setMessage(INVALID_USER_ID);
    await send(async (token) => {
      const answer = await updateStaffAccount(token, user._id, toUserUpdate(user, values));
      showToast(answer.message, 'success');
      onSaved(answer.user);
    }, (error) => userErrorMessage(error, UPDATE_FAILED));
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} className={styles.control} type="email" value={user.email} readOnly />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} className={styles.control} value={values.role} disabled={isDeveloper} data-autofocus={isDeveloper ? undefined : true}
          onChange={(e) => set({ role: e.target.value === 'superadmin' ? 'superadmin' : 'subadmin' })}>
          {isDeveloper && <option value="developer">{ROLE_LABELS.developer}</option>}
          <option value="subadmin">{ROLE_LABELS.subadmin}</option>
          <option value="superadmin">{ROLE_LABELS.superadmin}</option>
        </select>
      </div>
      <CategorySelect id={`${id}-category`} value={values.category} options={categoryOptionsFor(user.role)}
        onChange={(category) => set({ category })} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} className={styles.control} value={values.status} disabled={isDeveloper}
          onChange={(e) => set({ status: e.target.value === 'inactive' ? 'inactive' : 'active' })}>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      </div>
      <PermissionChecks role={values.role} permissions={values.permissions} onChange={(permissions) => set({ permissions })} />
      <FormFooter message={message} busy={busy} label="Save Changes" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
