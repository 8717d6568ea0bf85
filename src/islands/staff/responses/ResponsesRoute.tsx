/**
 * The dashboard's index (admin §2 "Contact responses"; RESP-01..06, G-05, G-24, issue #11): newest
 * first, cards or a table, the superadmin's chips, pages of 50 read from the server for the current
 * search and filters, the count of new enquiries per category, and the CSV export of that filter
 * (a large one prepared as an export job: use-csv-export.ts).
 * Everything a visitor typed is text.
 */
import { useEffect, useState } from 'react';
import { fetchNewCounts } from '../../../client/enquiry-desk-api.ts';
import type { NewCounts } from '../../../lib/api/enquiries.ts';
import { ENQUIRY_CATEGORY_LABELS, type EnquiryCategory } from '../../../lib/enquiry/enquiry-schema.ts';
import { currentAdminToken, type AdminInfo } from '../../../stores/staff-session.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { NO_CATEGORY_HINT, NO_RESPONSES } from '../staff-messages.ts';
import CategoryChips from './CategoryChips.tsx';
import EnquiryFilters from './EnquiryFilters.tsx';
import ExportProgress from './ExportProgress.tsx';
import ResponseCards from './ResponseCards.tsx';
import ResponsesTable from './ResponsesTable.tsx';
import { useCsvExport } from './use-csv-export.ts';
import { useDeskFilter } from './use-desk-filter.ts';
import { useEnquiries } from './use-enquiries.ts';
import styles from './Responses.module.css';

function NewCountsLine({ counts }: { counts: NewCounts }) {
  const parts = (Object.entries(counts.counts) as [EnquiryCategory, number][]).map(([category, count]) => `${ENQUIRY_CATEGORY_LABELS[category]} ${count}`);
  return (
    <p className={styles.newCounts} aria-live="polite">
      {counts.total === 0 ? 'No new enquiries.' : `New enquiries: ${counts.total} (${parts.join(' · ')})`}
    </p>
  );
}

export default function ResponsesRoute({ admin, basePath }: { admin: AdminInfo; basePath: string }) {
  const isSuperadmin = admin.role === 'superadmin';
  const { filter, chip, search, setSearch, apply } = useDeskFilter(isSuperadmin);
  const { state, loadMore } = useEnquiries(filter);
  const wide = useMediaQuery('(min-width: 48rem)');
  const [counts, setCounts] = useState<NewCounts | null>(null);
  const csvExport = useCsvExport(filter);
  const exporting = csvExport.state.status === 'exporting' || csvExport.state.status === 'preparing';

  useEffect(() => {
    fetchNewCounts(currentAdminToken() ?? '').then(setCounts, () => setCounts(null));
  }, []);

  const page = state.status === 'loaded' ? state.enquiries : [];
  return (
    <section aria-labelledby="responses-heading" aria-busy={state.status === 'loading'}>
      <h2 id="responses-heading">Contact Form Responses</h2>
      {!isSuperadmin && !admin.category && <p className={styles.hint}>{NO_CATEGORY_HINT}</p>}
      {counts && <NewCountsLine counts={counts} />}
      {isSuperadmin && <CategoryChips selected={chip} onSelect={(value) => apply({ category: value === 'all' ? undefined : value })} />}
      <EnquiryFilters filter={filter} search={search} onSearch={setSearch} onApply={apply} onExport={() => void csvExport.exportCsv()} exporting={exporting} />
      <ExportProgress state={csvExport.state} onDownload={() => void csvExport.downloadAgain()} />
      {state.status === 'loading' && <p className={styles.muted}>Loading responses...</p>}
      {state.status === 'loaded' && page.length === 0 && <p className={styles.empty}>{NO_RESPONSES}</p>}
      {page.length > 0 && (wide ? <ResponsesTable enquiries={page} basePath={basePath} /> : <ResponseCards enquiries={page} basePath={basePath} />)}
      {state.status === 'loaded' && state.nextCursor && (
        <button type="button" className={styles.more} onClick={loadMore} disabled={state.loadingMore}>
          {state.loadingMore ? 'Loading responses...' : 'Show more responses'}
        </button>
      )}
    </section>
  );
}
