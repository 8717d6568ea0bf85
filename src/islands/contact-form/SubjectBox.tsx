/**
 * Above the message: what this enquiry is about ("About: Kaju Katli, 1kg, Premium, ₹1,495") and,
 * when the visitor is sending their enquiry list, its lines and indicative total. Each can be
 * removed from this enquiry.
 */
import type { SubjectSummary } from '../../lib/enquiry/describe-subject.ts';
import { indicativeTotal, totalText } from '../../lib/enquiry/enquiry-list-lines.ts';
import type { ListView } from '../../lib/enquiry/list-view.ts';
import ListLines from '../enquiry-list/ListLines.tsx';
import listStyles from '../enquiry-list/EnquiryList.module.css';
import styles from './ContactForm.module.css';
import '../ui/kit/cluster.css';

interface Props {
  summary: SubjectSummary | undefined;
  checking: boolean;
  list: ListView | undefined;
  error: string | undefined;
  onRemoveSubject: () => void;
  onDetachList: () => void;
}

export default function SubjectBox({ summary, checking, list, error, onRemoveSubject, onDetachList }: Props) {
  if (!summary && !list && !checking) return null;
  return (
    <section className={styles.subject} aria-label="What your enquiry is about">
      {checking && <p role="status">Checking the item you chose…</p>}
      {summary && (
        <div className={`cluster ${styles.subjectRow}`}>
          <p className={styles.subjectText}>{`About: ${summary.label}`}</p>
          <button type="button" className={listStyles.remove} onClick={onRemoveSubject}>
            Remove<span className="visually-hidden"> {summary.name} from this enquiry</span>
          </button>
        </div>
      )}
      {list && (
        <div className={styles.subjectList}>
          <div className={`cluster ${styles.subjectRow}`}>
            <p className={styles.subjectText}>{`Your enquiry list (${list.items.length} ${list.items.length === 1 ? 'item' : 'items'})`}</p>
            <button type="button" className={listStyles.remove} onClick={onDetachList}>
              Don't send the list<span className="visually-hidden"> with this enquiry</span>
            </button>
          </div>
          <ListLines lines={list.lines} />
          <p className={styles.subjectTotal}>{totalText(indicativeTotal(list.lines))}</p>
        </div>
      )}
      {error && <p className={styles.error}>{error}</p>}
    </section>
  );
}
