/**
 * The developer sets a new password for a non-developer user (issue #15 item 2): at least 12
 * characters and not a common one; the user's sessions end. The server's message shows when it refuses.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { setStaffPassword, type StaffAccount } from '../../../client/developer-api.ts';
import { toFieldErrors } from '../../../lib/api/api-error.ts';
import { MIN_PASSWORD_LENGTH, passwordSetSchema } from '../../../lib/staff/user-form-schema.ts';
import { showToast } from '../../../stores/toasts.ts';
import FormFooter from '../../dashboard-shell/FormFooter.tsx';
import { SET_PASSWORD_FAILED } from '../developer-messages.ts';
import FieldError, { describedBy } from '../../dashboard-shell/FieldError.tsx';
import styles from '../../dashboard-shell/Form.module.css';
import { useTokenForm } from '../../dashboard-shell/use-token-form.ts';
import { userErrorMessage } from '../user-error.ts';

interface Props {
  user: StaffAccount;
  onDone: () => void;
  onCancel: () => void;
}

export default function SetPasswordForm({ user, onDone, onCancel }: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { message, setMessage, busy, send } = useTokenForm();

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const parsed = passwordSetSchema.safeParse({ password });
    setError(parsed.success ? undefined : toFieldErrors(parsed.error)['password']);
    if (!parsed.success) return;
    await send(async (token) => {
      const answer = await setStaffPassword(token, user._id, parsed.data.password);
      showToast(answer.message, 'success');
      onDone();
    }, (failure) => {
      const fieldError = failure instanceof ApiError ? failure.errors?.['password'] : undefined;
      if (!fieldError) return userErrorMessage(failure, SET_PASSWORD_FAILED);
      setError(fieldError);
      return null;
    });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p>For {user.email}. Their sessions end; tell them the new password in person.</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-password`}>New password</label>
        <input id={`${id}-password`} className={styles.control} type="password" autoComplete="new-password" required data-autofocus
          value={password} onChange={(e) => setPassword(e.target.value)} {...describedBy(`${id}-error`, error, `${id}-hint`)} />
        <p id={`${id}-hint`} className={styles.hint}>At least {MIN_PASSWORD_LENGTH} characters, not a common password.</p>
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <FormFooter message={message} busy={busy} label="Set password" busyLabel="Saving..." onCancel={onCancel} />
    </form>
  );
}
