/** The backend status line of the login page (admin §2): checking, online or offline, with Refresh. */
import type { BackendHealth } from '../../../stores/backend-health.ts';
import styles from './StaffLogin.module.css';

const LABELS: Record<BackendHealth, string> = {
  checking: 'Checking...',
  online: 'Online',
  offline: 'Offline',
};

interface Props {
  health: BackendHealth;
  onRefresh: () => void;
}

export default function BackendStatus({ health, onRefresh }: Props) {
  return (
    <div className={styles.status}>
      <p className={styles.statusText} role="status" data-health={health}>
        <span className={styles.dot} aria-hidden="true" />
        Backend status: <strong>{LABELS[health]}</strong>
      </p>
      <button type="button" className={styles.refresh} onClick={onRefresh} disabled={health === 'checking'}>
        Refresh
      </button>
    </div>
  );
}
