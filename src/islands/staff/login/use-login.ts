/** The login form's cycle (admin §4): idle -> submitting ("Signing in...") -> error, or away on success. */
import { useState, type SubmitEvent } from 'react';
import { loginStaff } from '../../../client/staff-api.ts';
import { INVALID_CREDENTIALS } from '../../../lib/staff/login-schema.ts';
import { signIn, toAdminInfo } from '../../../stores/staff-session.ts';
import { DEVELOPER_DASHBOARD_PATH } from '../../dashboard-shell/shell-messages.ts';
import { loginErrorMessage } from './login-error.ts';

export function useLogin(dashboardPath: string) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const { token, admin } = await loginStaff(email.trim(), password);
      const info = toAdminInfo(admin);
      if (!info) throw new Error(INVALID_CREDENTIALS);
      signIn(token, info);
      window.location.assign(info.role === 'developer' ? DEVELOPER_DASHBOARD_PATH : dashboardPath);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  }

  return { email, setEmail, password, setPassword, submitting, error, submit };
}
