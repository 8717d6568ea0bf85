/** A session that could not be verified for now (timeout, network): the token is kept (G-34). */
import { AUTH_ERROR } from './shell-messages.ts';
import styles from './Dashboard.module.css';

interface Props {
  onRetry: () => void;
  onLogout: () => void;
}

export default function SessionError({ onRetry, onLogout }: Props) {
  return (
    <main className={styles.page}>
      <div className={styles.notice}>
        <p role="alert">{AUTH_ERROR}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onRetry}>Retry</button>
          <button type="button" className={styles.secondary} onClick={onLogout}>Logout</button>
        </div>
      </div>
    </main>
  );
}
