/**
 * The enquiry list page (issue #10): change quantities, remove items, see the indicative total,
 * then send the list as one enquiry through the contact form or open WhatsApp with the same list.
 */
import { useStore } from '@nanostores/react';
import type { EnquiryCatalogue } from '../../lib/enquiry/enquiry-catalogue.ts';
import { indicativeTotal, totalText } from '../../lib/enquiry/enquiry-list-lines.ts';
import { listWhatsappUrl } from '../../lib/enquiry/list-whatsapp.ts';
import { listContactHref } from '../../lib/enquiry/subject-link.ts';
import { $listNotice, clearEnquiryList, dismissListNotice } from '../../stores/enquiry-list.ts';
import ListLines from './ListLines.tsx';
import { useListLines } from './use-list-lines.ts';
import styles from './EnquiryList.module.css';
import '../ui/kit/cluster.css';
import '../ui/kit/hint.css';
import '../ui/kit/stack.css';

interface Props {
  catalogue: EnquiryCatalogue;
  waNumber: string;
}

export default function EnquiryList({ catalogue, waNumber }: Props) {
  const { items, lines, waiting } = useListLines(catalogue);
  const notice = useStore($listNotice);
  const total = indicativeTotal(lines);

  return (
    <div className="stack">
      {notice && (
        <div className={`cluster ${styles.notice}`} role="status">
          <p>{notice}</p>
          <button type="button" className={styles.remove} onClick={dismissListNotice}>Dismiss</button>
        </div>
      )}
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>Your enquiry list is empty.</p>
          <p>Add sweets, hampers and gifts from their pages, then send them to us as one enquiry.</p>
          <a className="button" href="/mithai/shop">Browse the shop</a>
        </div>
      ) : (
        <>
          <ListLines lines={lines} editable />
          {waiting > 0 && <p role="status">Checking {waiting === 1 ? '1 item' : `${waiting} items`} with our shop…</p>}
          <p className={styles.total}>{totalText(total)}</p>
          <p className="hint">Prices are indicative, as shown on the site; our team confirms the final amount with you.</p>
          <div className={`cluster ${styles.actions}`}>
            <a className="button" href={listContactHref()}>Send as one enquiry</a>
            <a className="button button--secondary" href={listWhatsappUrl(lines, waNumber)} target="_blank" rel="noopener noreferrer">
              Send on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <button type="button" className={styles.remove} onClick={clearEnquiryList}>Clear the list</button>
          </div>
        </>
      )}
    </div>
  );
}
