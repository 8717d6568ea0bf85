/**
 * The developer sets a new password for a non-developer user (issue #15 item 2): at least 12
 * characters and not a common one; the user's sessions end. The server's message shows when it refuses.
 */
import { useId, useState, type SubmitEvent } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { setStaffPassword, type StaffAccount } from '../../../client/developer-api.ts';
import { toFieldErrors } from '../../../lib/api/api-error.ts';
import { MIN_PASSWORD_LENGTH, passwordSetSchema } from '../../../lib/staff/user-form-schema.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { TOKEN_MISSING } from '../../staff/staff-messages.ts';
import dashboard from '../../staff/shell/Dashboard.module.css';
import { SET_PASSWORD_FAILED } from '../developer-messages.ts';
import FieldError, { describedBy } from '../shell/FieldError.tsx';
import styles from '../shell/Modal.module.css';
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
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    const parsed = passwordSetSchema.safeParse({ password });
    setError(parsed.success ? undefined : toFieldErrors(parsed.error)['password']);
    if (!parsed.success) return;
    const token = currentAdminToken();
    if (!token) return setMessage(TOKEN_MISSING);
    setBusy(true);
    try {
      const answer = await setStaffPassword(token, user._id, parsed.data.password);
      showToast(answer.message, 'success');
      onDone();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.errors?.['password'] : undefined;
      if (fieldError) setError(fieldError);
      else setMessage(userErrorMessage(failure, SET_PASSWORD_FAILED));
    } finally {
      setBusy(false);
    }
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
      {message && <p className={styles.error} role="alert">{message}</p>}
      <div className={styles.buttons}>
        <button type="button" className={dashboard.secondary} onClick={onCancel}>Cancel</button>
        <button type="submit" className={dashboard.primary} disabled={busy}>{busy ? 'Saving...' : 'Set password'}</button>
      </div>
    </form>
  );
}
