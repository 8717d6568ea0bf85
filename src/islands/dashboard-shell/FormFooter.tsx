/** The end of a dashboard form: its error message, a success note, then Cancel (when offered) and the submit button. */
import dashboard from './Dashboard.module.css';
import styles from './Form.module.css';

interface Props {
  message: string | null;
  done?: string | null;
  busy: boolean;
  label: string;
  /** The submit button's text while sending, e.g. "Saving..." */
  busyLabel: string;
  onCancel?: () => void;
}

export default function FormFooter({ message, done, busy, label, busyLabel, onCancel }: Props) {
  return (
    <>
      {message && <p className={styles.error} role="alert">{message}</p>}
      {done && <p role="status">{done}</p>}
      <div className={styles.buttons}>
        {onCancel && <button type="button" className={dashboard.secondary} onClick={onCancel}>Cancel</button>}
        <button type="submit" className={dashboard.primary} disabled={busy}>{busy ? busyLabel : label}</button>
      </div>
    </>
  );
}
