/**
 * The dashboard's index (admin §2 "Contact responses"; RESP-01..06, G-05, G-24): newest first,
 * cards or a table, the superadmin's chips, pages of 50. Everything a visitor typed is text.
 */
import { useState } from 'react';
import type { AdminInfo } from '../../../stores/staff-session.ts';
import { useMediaQuery } from '../use-media-query.ts';
import { NO_CATEGORY_HINT, NO_RESPONSES } from '../staff-messages.ts';
import CategoryChips, { type ChipValue } from './CategoryChips.tsx';
import ResponseCards from './ResponseCards.tsx';
import ResponsesTable from './ResponsesTable.tsx';
import { useEnquiries } from './use-enquiries.ts';
import styles from './Responses.module.css';

const PAGE_SIZE = 50;

export default function ResponsesRoute({ admin }: { admin: AdminInfo }) {
  const state = useEnquiries();
  const wide = useMediaQuery('(min-width: 48rem)');
  const [chip, setChip] = useState<ChipValue>('all');
  const [shown, setShown] = useState(PAGE_SIZE);
  const isSuperadmin = admin.role === 'superadmin';

  const all = state.status === 'loaded' ? state.enquiries : [];
  const filtered = isSuperadmin && chip !== 'all' ? all.filter((enquiry) => enquiry.category === chip) : all;
  const page = filtered.slice(0, shown);

  return (
    <section aria-labelledby="responses-heading" aria-busy={state.status === 'loading'}>
      <h2 id="responses-heading">Contact Form Responses</h2>
      {!isSuperadmin && !admin.category && <p className={styles.hint}>{NO_CATEGORY_HINT}</p>}
      {isSuperadmin && (
        <CategoryChips selected={chip} onSelect={(value) => { setChip(value); setShown(PAGE_SIZE); }} />
      )}
      {state.status === 'loading' && <p className={styles.muted}>Loading responses...</p>}
      {state.status === 'loaded' && page.length === 0 && <p className={styles.empty}>{NO_RESPONSES}</p>}
      {page.length > 0 && (wide ? <ResponsesTable enquiries={page} /> : <ResponseCards enquiries={page} />)}
      {filtered.length > shown && (
        <button type="button" className={styles.more} onClick={() => setShown((n) => n + PAGE_SIZE)}>
          Show more responses ({filtered.length - shown} more)
        </button>
      )}
    </section>
  );
}
