/**
 * The staff sign-in page (admin §2 "Admin login", §4, §8; LOGIN-01..08): backend status,
 * email and password, "Signing in...", the error messages, and on success the stored
 * session and the way on to the right dashboard.
 */
import { useEffect } from 'react';
import { rememberStaffPaths } from '../../stores/staff-paths.ts';
import BackendStatus from './login/BackendStatus.tsx';
import { useHealthPoll } from './login/use-health-poll.ts';
import { useLogin } from './login/use-login.ts';
import styles from './login/StaffLogin.module.css';

interface Props {
  /** ADMIN_DASHBOARD_PATH, where admins go after signing in. */
  dashboardPath: string;
}

export default function StaffLogin({ dashboardPath }: Props) {
  const { health, refresh } = useHealthPoll();
  useEffect(() => rememberStaffPaths({ login: window.location.pathname, dashboard: dashboardPath }), [dashboardPath]);
  const { email, setEmail, password, setPassword, submitting, error, submit } = useLogin(dashboardPath);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Staff sign-in</h1>
        <BackendStatus health={health} onRefresh={refresh} />
        <form className={styles.form} onSubmit={(event) => void submit(event)} aria-busy={submitting}>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <label className={styles.label} htmlFor="staff-email">Email</label>
          <input id="staff-email" className={styles.input} type="email" name="email" autoComplete="username" required
            value={email} onChange={(event) => setEmail(event.target.value)} />
          <label className={styles.label} htmlFor="staff-password">Password</label>
          <input id="staff-password" className={styles.input} type="password" name="password" autoComplete="current-password"
            required value={password} onChange={(event) => setPassword(event.target.value)} />
          <button type="submit" className={styles.submit} disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
      </div>
    </main>
  );
}
