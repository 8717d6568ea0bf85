/**
 * Search, status and date range of the Contact Responses screen, and the CSV export (issue #11).
 * The status and dates apply when chosen; the search when "Find" or Enter is pressed (issue #45,
 * use-desk-filter.ts).
 */
import type { SubmitEvent } from 'react';
import { ENQUIRY_STATUSES } from '../../../lib/enquiry/enquiry-schema.ts';
import type { EnquiryFilter } from '../../../lib/enquiry/enquiry-desk.ts';
import { STATUS_LABELS } from './enquiry-labels.ts';
import styles from './Responses.module.css';

interface Props {
  /** The filter the list shows. */
  filter: EnquiryFilter;
  /** The search as typed (applied with "Find"). */
  search: string;
  onSearch: (text: string) => void;
  /** Applies a change of the filter (an undefined part clears it). */
  onApply: (change: EnquiryFilter) => void;
  onExport: () => void;
  exporting: boolean;
}

export default function EnquiryFilters({ filter, search, onSearch, onApply, onExport, exporting }: Props) {
  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    onApply({});
  }

  return (
    <form className={styles.filters} role="search" aria-label="Find enquiries" onSubmit={submit}>
      <label className={styles.filterField}>
        <span>Search</span>
        <input type="search" value={search} maxLength={200} placeholder="Reference, name, email, phone or message" onChange={(event) => onSearch(event.target.value)} />
      </label>
      <label className={styles.filterField}>
        <span>Status</span>
        <select value={filter.status ?? ''} onChange={(event) => onApply({ status: ENQUIRY_STATUSES.find((status) => status === event.target.value) })}>
          <option value="">Any status</option>
          {ENQUIRY_STATUSES.map((value) => <option key={value} value={value}>{STATUS_LABELS[value]}</option>)}
        </select>
      </label>
      <label className={styles.filterField}>
        <span>From</span>
        <input type="date" value={filter.from ?? ''} onChange={(event) => onApply({ from: event.target.value || undefined })} />
      </label>
      <label className={styles.filterField}>
        <span>To</span>
        <input type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => onApply({ to: event.target.value || undefined })} />
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
