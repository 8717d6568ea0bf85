/** The staff area's toast live region (admin §8 toasts): polite, always in the page, dismissible. */
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import styles from './Toaster.module.css';

export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-tone={toast.tone}>
          <span>{toast.message}</span>
          <button type="button" className={styles.close} onClick={() => dismissToast(toast.id)} aria-label="Dismiss notification">
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
