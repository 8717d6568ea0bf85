/**
 * The dashboard's Change password screen (issue #15 item 2): current password, new password
 * (at least 12 characters, not a common one) and its confirmation.
 */
import { useId } from 'react';
import { MIN_PASSWORD_LENGTH } from '../../../lib/staff/user-form-schema.ts';
import FieldError, { describedBy } from '../../dashboard-shell/FieldError.tsx';
import FormFooter from '../../dashboard-shell/FormFooter.tsx';
import form from '../../dashboard-shell/Form.module.css';
import dashboard from '../../dashboard-shell/Dashboard.module.css';
import { useChangePassword, type PasswordValues } from './use-change-password.ts';

const FIELDS: { name: keyof PasswordValues; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
];

export default function ChangePasswordRoute() {
  const id = useId();
  const { values, set, errors, message, done, busy, submit } = useChangePassword();
  return (
    <section aria-labelledby={`${id}-heading`} className={dashboard.account}>
      <h2 id={`${id}-heading`}>Change password</h2>
      <p>Changing your password signs you out everywhere else; you stay signed in here.</p>
      <form className={form.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <div className={form.field} key={name}>
            <label className={form.label} htmlFor={`${id}-${name}`}>{label}</label>
            <input id={`${id}-${name}`} className={form.control} type="password" autoComplete={autoComplete} required
              value={values[name]} onChange={(e) => set({ [name]: e.target.value })}
              {...describedBy(`${id}-${name}-error`, errors[name], name === 'newPassword' ? `${id}-hint` : undefined)} />
            {name === 'newPassword' && <p id={`${id}-hint`} className={form.hint}>At least {MIN_PASSWORD_LENGTH} characters, not a common password.</p>}
            <FieldError id={`${id}-${name}-error`} message={errors[name]} />
          </div>
        ))}
        <FormFooter message={message} done={done} busy={busy} label="Change password" busyLabel="Saving..." />
      </form>
    </section>
  );
}
