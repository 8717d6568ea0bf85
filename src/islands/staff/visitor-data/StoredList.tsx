/** What is stored about one visitor, and the erasure with its confirmation (issue #42 item 5). */
import { useEffect, useId, useRef } from 'react';
import type { VisitorData } from '../../../lib/api/visitor-data.ts';
import { ENQUIRY_CATEGORY_LABELS } from '../../../lib/enquiry/enquiry-schema.ts';
import dashboard from '../../dashboard-shell/Dashboard.module.css';
import form from '../../dashboard-shell/Form.module.css';
import { STATUS_LABELS } from '../responses/enquiry-labels.ts';
import { formatReceived } from '../responses/received-date.ts';
import styles from './VisitorData.module.css';

interface Props {
  data: VisitorData;
  busy: boolean;
  confirming: boolean;
  message: string | null;
  onAsk: () => void;
  onCancel: () => void;
  onErase: () => void;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 enquiries, 1 alert record and the name in 3 activity log entries": what the confirmation names. */
export function erasureSummary({ enquiries, alerts, activity }: VisitorData): string {
  const parts = [count(enquiries.length, 'enquiry', 'enquiries'), count(alerts.length, 'alert record', 'alert records')];
  return `${parts.join(', ')} and the visitor's name in ${count(activity.length, 'activity log entry', 'activity log entries')}`;
}

export default function StoredList({ data, busy, confirming, message, onAsk, onCancel, onErase }: Props) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (data.enquiries.length === 0) {
    return <p className={styles.empty} role="status">Nothing is stored about this email or phone.</p>;
  }
  return (
    <section aria-labelledby={`${id}-stored`} className={styles.stored}>
      <h3 id={`${id}-stored`}>Stored about this visitor</h3>
      <h4>Enquiries ({data.enquiries.length})</h4>
      <ul className={styles.list} aria-label="Enquiries">
        {data.enquiries.map((enquiry) => (
          <li key={enquiry.id} className={styles.item}>
            <strong>{enquiry.reference ?? 'No reference'}</strong> · {enquiry.name} · received {formatReceived(enquiry.receivedAt)} ·{' '}
            {ENQUIRY_CATEGORY_LABELS[enquiry.category]} · {STATUS_LABELS[enquiry.status]}
          </li>
        ))}
      </ul>
      <h4>Alert records ({data.alerts.length})</h4>
      {data.alerts.length > 0 && (
        <ul className={styles.list} aria-label="Alert records">
          {data.alerts.map((alert) => (
            <li key={alert.enquiryId} className={styles.item}>{alert.reference ?? alert.enquiryId} · alert {alert.state} {formatReceived(alert.at)}</li>
          ))}
        </ul>
      )}
      <h4>Activity log entries ({data.activity.length})</h4>
      {data.activity.length > 0 && (
        <ul className={styles.list} aria-label="Activity log entries">
          {data.activity.map((entry) => (
            <li key={entry.id} className={styles.item}>{formatReceived(entry.at)} · {entry.action} · {entry.label}</li>
          ))}
        </ul>
      )}
      <p className={form.hint}>Erasing deletes the enquiries and their alert records. The activity log keeps what staff did, naming each enquiry by its reference only.</p>
      {message && <p className={form.error} role="alert">{message}</p>}
      {confirming ? (
        <div role="group" aria-labelledby={`${id}-confirm`} className={styles.confirm}>
          <p id={`${id}-confirm`}>Erase {erasureSummary(data)}? This cannot be undone.</p>
          <div className={form.buttons}>
            <button type="button" className={dashboard.secondary} onClick={onCancel} disabled={busy}>Cancel</button>
            <button type="button" ref={confirmRef} className={styles.danger} onClick={onErase} disabled={busy}>{busy ? 'Erasing...' : 'Yes, erase'}</button>
          </div>
        </div>
      ) : (
        <button type="button" className={styles.danger} onClick={onAsk}>Erase all of this</button>
      )}
    </section>
  );
}
