/**
 * Above the message: what this enquiry is about ("About: Kaju Katli, 1kg, Premium, ₹1,495") and,
 * when the visitor is sending their enquiry list, its lines and indicative total. Each can be
 * removed from this enquiry.
 */
import type { SubjectSummary } from '../../lib/enquiry/describe-subject.ts';
import { indicativeTotal, totalText } from '../../lib/enquiry/enquiry-list-lines.ts';
import type { ListView } from '../../lib/enquiry/list-view.ts';
import type { ContactFormStrings } from '../../lib/enquiry/form-strings.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { fill, plural } from '../../lib/i18n/ui-strings.ts';
import ListLines from '../enquiry-list/ListLines.tsx';
import listStyles from '../enquiry-list/EnquiryList.module.css';
import styles from './ContactForm.module.css';
import '../ui/kit/cluster.css';

interface Props {
  strings: ContactFormStrings['subject'];
  locale: Locale;
  summary: SubjectSummary | undefined;
  /** The summary's name and line in the page's language (the summary's own on an English page). */
  shown: Pick<SubjectSummary, 'name' | 'label'> | undefined;
  checking: boolean;
  list: ListView | undefined;
  error: string | undefined;
  onRemoveSubject: () => void;
  onDetachList: () => void;
}

export default function SubjectBox({ strings, locale, summary, shown, checking, list, error, onRemoveSubject, onDetachList }: Props) {
  if (!summary && !list && !checking) return null;
  // What it is about as the page's language names it (the summary itself on an English page).
  const about = shown ?? summary;
  return (
    <section className={styles.subject} aria-label={strings.region}>
      {checking && <p role="status">{strings.checking}</p>}
      {about && (
        <div className={`cluster ${styles.subjectRow}`}>
          <p className={styles.subjectText}>{fill(strings.about, { label: about.label })}</p>
          <button type="button" className={listStyles.remove} onClick={onRemoveSubject}>
            {strings.remove}<span className="visually-hidden"> {fill(strings.removeHidden, { name: about.name })}</span>
          </button>
        </div>
      )}
      {list && (
        <div className={styles.subjectList}>
          <div className={`cluster ${styles.subjectRow}`}>
            <p className={styles.subjectText}>{plural(locale, strings.list, list.items.length)}</p>
            <button type="button" className={listStyles.remove} onClick={onDetachList}>
              {strings.detachList}<span className="visually-hidden"> {strings.detachListHidden}</span>
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
