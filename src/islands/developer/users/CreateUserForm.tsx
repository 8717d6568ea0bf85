/**
 * The Create User form (admin §2, §4, §5, §8; DEV-12..14, DEV-19, G-04): Email, Password (at least
 * 12 characters), Role (Sub Admin or Super Admin), Category and, for Sub Admins, a checkbox per
 * permission ("Can manage products", "Can edit site content"; issue #41).
 * Checked with the server's own schema first; the server's message shows when it refuses.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { createStaffAccount, type StaffAccount } from '../../../client/developer-api.ts';
import type { FieldErrors } from '../../../lib/api/api-error.ts';
import { MIN_PASSWORD_LENGTH } from '../../../lib/staff/user-form-schema.ts';
import { showToast } from '../../../stores/toasts.ts';
import { CREATE_FAILED, ROLE_LABELS } from '../developer-messages.ts';
import FieldError, { describedBy } from '../../dashboard-shell/FieldError.tsx';
import FormFooter from '../../dashboard-shell/FormFooter.tsx';
import styles from '../../dashboard-shell/Form.module.css';
import { useTokenForm } from '../../dashboard-shell/use-token-form.ts';
import { userErrorMessage } from '../user-error.ts';
import CategorySelect from './CategorySelect.tsx';
import PermissionChecks from './PermissionChecks.tsx';
import { BUSINESS_CATEGORIES, EMPTY_CREATE_VALUES, toSignupInput, withCategory, type CreateUserValues } from './user-form-values.ts';

interface Props {
  onCreated: (user: StaffAccount) => void;
  onCancel: () => void;
}

export default function CreateUserForm({ onCreated, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState<CreateUserValues>(EMPTY_CREATE_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { message, setMessage, busy, send } = useTokenForm();
  const set = (change: Partial<CreateUserValues>) => setValues((current) => ({ ...current, ...change }));

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const checked = toSignupInput(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    await send(async (token) => {
      const answer = await createStaffAccount(token, checked.value);
      showToast(answer.message, 'success');
      setValues(EMPTY_CREATE_VALUES);
      onCreated(answer.user);
    }, (error) => {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      return userErrorMessage(error, CREATE_FAILED);
    });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} className={styles.control} type="email" autoComplete="off" required data-autofocus
          value={values.email} onChange={(e) => set({ email: e.target.value })} {...describedBy(`${id}-email-error`, errors['email'])} />
        <FieldError id={`${id}-email-error`} message={errors['email']} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-password`}>Password</label>
        <input id={`${id}-password`} className={styles.control} type="password" autoComplete="new-password" required
          minLength={MIN_PASSWORD_LENGTH} value={values.password} onChange={(e) => set({ password: e.target.value })}
          {...describedBy(`${id}-password-error`, errors['password'], `${id}-password-hint`)} />
        <p id={`${id}-password-hint`} className={styles.hint}>At least {MIN_PASSWORD_LENGTH} characters.</p>
        <FieldError id={`${id}-password-error`} message={errors['password']} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} className={styles.control} value={values.role}
          onChange={(e) => set({ role: e.target.value === 'superadmin' ? 'superadmin' : 'subadmin' })}>
          <option value="subadmin">{ROLE_LABELS.subadmin}</option>
          <option value="superadmin">{ROLE_LABELS.superadmin}</option>
        </select>
      </div>
      <CategorySelect id={`${id}-category`} value={values.category} options={BUSINESS_CATEGORIES} error={errors['category']}
        onChange={(category) => setValues((current) => withCategory(current, category))} />
      <PermissionChecks role={values.role} permissions={values.permissions} onChange={(permissions) => set({ permissions })} />
      <FormFooter message={message} busy={busy} label="Create User" busyLabel="Creating..." onCancel={onCancel} />
    </form>
  );
}
