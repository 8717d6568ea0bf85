/**
 * The change-password form's cycle (issue #15 item 2): checks the fields as the server will
 * (12 characters, the confirmation matches), sends them, keeps the new session token the
 * server answers with (every other session of the user has ended), and reports field errors.
 */
import { useState, type SubmitEvent } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { changeStaffPassword } from '../../../client/staff-api.ts';
import { toFieldErrors, type FieldErrors } from '../../../lib/api/api-error.ts';
import { passwordChangeSchema } from '../../../lib/staff/user-form-schema.ts';
import { signIn, toAdminInfo } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { useTokenForm } from '../../dashboard-shell/use-token-form.ts';

export const PASSWORDS_DIFFER = 'The two new passwords do not match.';
const CHANGE_FAILED = 'The password could not be changed. Please try again.';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function useChangePassword() {
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { message, setMessage, busy, send } = useTokenForm();
  const [done, setDone] = useState<string | null>(null);
  const set = (change: Partial<PasswordValues>) => setValues((current) => ({ ...current, ...change }));

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setMessage(null);
    setDone(null);
    const parsed = passwordChangeSchema.safeParse(values);
    const found: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    if (values.confirmPassword !== values.newPassword) found['confirmPassword'] = PASSWORDS_DIFFER;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    await send(async (token) => {
      const answer = await changeStaffPassword(token, parsed.data.currentPassword, parsed.data.newPassword);
      const admin = toAdminInfo(answer.admin);
      if (admin) signIn(answer.token, admin);
      setValues(EMPTY);
      setDone(answer.message);
      showToast(answer.message, 'success');
    }, (error) => {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      return error instanceof ApiError && error.status < 500 ? error.message : CHANGE_FAILED;
    });
  }

  return { values, set, errors, message, done, busy, submit };
}
