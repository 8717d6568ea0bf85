/** Search, status and date range of the Contact Responses screen, and the CSV export (issue #11). */
import { useState, type FormEvent } from 'react';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../lib/enquiry/enquiry-schema.ts';
import type { EnquiryFilter } from '../../../lib/enquiry/enquiry-desk.ts';
import { STATUS_LABELS } from './enquiry-labels.ts';
import styles from './Responses.module.css';

interface Props {
  onApply: (filter: Pick<EnquiryFilter, 'q' | 'status' | 'from' | 'to'>) => void;
  onExport: () => void;
  exporting: boolean;
}

export default function EnquiryFilters({ onApply, onExport, exporting }: Props) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<EnquiryStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  function submit(event: FormEvent): void {
    event.preventDefault();
    onApply({ q: q.trim() || undefined, status: status || undefined, from: from || undefined, to: to || undefined });
  }

  return (
    <form className={styles.filters} role="search" aria-label="Find enquiries" onSubmit={submit}>
      <label className={styles.filterField}>
        <span>Search</span>
        <input type="search" value={q} maxLength={200} placeholder="Reference, name, email, phone or message" onChange={(event) => setQ(event.target.value)} />
      </label>
      <label className={styles.filterField}>
        <span>Status</span>
        <select value={status} onChange={(event) => setStatus(event.target.value as EnquiryStatus | '')}>
          <option value="">Any status</option>
          {ENQUIRY_STATUSES.map((value) => <option key={value} value={value}>{STATUS_LABELS[value]}</option>)}
        </select>
      </label>
      <label className={styles.filterField}>
        <span>From</span>
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label className={styles.filterField}>
        <span>To</span>
        <input type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </label>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.primaryButton}>Find</button>
        <button type="button" className={styles.secondaryButton} onClick={onExport} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
    </form>
  );
}
