/**
 * One enquiry on its own dashboard route (issue #11): everything the visitor sent (what it is about,
 * the enquiry list, booking details, the reference), links to reply, the status with its history,
 * the internal notes, the alert outcome, and deleting spam. It names the language the visitor wrote in (issue #44). Every change sends the etag read with
 * the enquiry; a stale copy is refused (409) and the staff member is asked to reload.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { addEnquiryNote, changeEnquiryStatus, deleteSpamEnquiry, fetchEnquiryDetail } from '../../../client/enquiry-desk-api.ts';
import { ApiError } from '../../../client/api-client.ts';
import type { EnquiryDetail } from '../../../lib/api/enquiries.ts';
import { NOTE_MAX_LENGTH, enquiryLanguage, replyLinks } from '../../../lib/enquiry/enquiry-desk.ts';
import { ENQUIRY_CATEGORY_LABELS, ENQUIRY_STATUSES, type EnquiryRecord, type EnquiryStatus } from '../../../lib/enquiry/enquiry-schema.ts';
import { formatRupees } from '../../../lib/pricing/format-rupees.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import { showToast } from '../../../stores/toasts.ts';
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { navigate } from '../../dashboard-shell/router/dashboard-router.ts';
import { staffPath } from '../router/staff-routes.ts';
import { STATUS_LABELS } from './enquiry-labels.ts';
import { formatReceived } from './received-date.ts';
import styles from './Responses.module.css';
import { formatCount } from '../../../lib/text/indian-number.ts';

type Load = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'loaded'; detail: EnquiryDetail };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

function Booking({ enquiry }: { enquiry: EnquiryRecord }) {
  const rows: [string, string | number | undefined][] = [
    ['Event date', enquiry.eventDate],
    ['Event time', enquiry.eventTime],
    ['Guests', enquiry.guests],
    ['Quantity', enquiry.quantity],
    ['Needed by', enquiry.neededBy],
  ];
  const given = rows.filter(([, value]) => value !== undefined);
  if (given.length === 0) return null;
  return (
    <>
      <h3>Booking details</h3>
      <dl className={styles.fields}>
        {given.map(([label, value]) => <div key={label} className={styles.fieldRow}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
    </>
  );
}

function Sent({ enquiry }: { enquiry: EnquiryRecord }) {
  const links = replyLinks(enquiry);
  return (
    <>
      <dl className={styles.fields}>
        <div className={styles.fieldRow}><dt>Reference</dt><dd>{enquiry.reference ?? '-'}</dd></div>
        <div className={styles.fieldRow}><dt>Received</dt><dd><time dateTime={enquiry.createdAt}>{formatReceived(enquiry.createdAt)}</time></dd></div>
        <div className={styles.fieldRow}><dt>Category</dt><dd>{ENQUIRY_CATEGORY_LABELS[enquiry.category]}</dd></div>
        <div className={styles.fieldRow}><dt>Language</dt><dd>{enquiryLanguage(enquiry)}</dd></div>
        <div className={styles.fieldRow}><dt>Email</dt><dd>{enquiry.email}</dd></div>
        <div className={styles.fieldRow}><dt>Phone</dt><dd>{enquiry.phone || '-'}</dd></div>
      </dl>
      <p className={styles.replyLinks}>
        {links.tel && <a href={links.tel}>Call {enquiry.name}</a>}
        <a href={links.mailto}>Email {enquiry.name}</a>
        {links.whatsapp && <a href={links.whatsapp} target="_blank" rel="noopener noreferrer">WhatsApp {enquiry.name}</a>}
      </p>
      <h3>Message</h3>
      <p className={styles.message}>{enquiry.message}</p>
      {enquiry.subject && (
        <>
          <h3>About</h3>
          <p>{enquiry.subject.label}</p>
        </>
      )}
      {enquiry.items && enquiry.items.length > 0 && (
        <>
          <h3>Enquiry list</h3>
          <ul>
            {enquiry.items.map((item, index) => (
              <li key={`${item.id}-${index}`}>
                {item.quantity} × {item.label}
                {item.lineTotal === undefined ? ' (price on request)' : ` = ${formatRupees(item.lineTotal)}`}
              </li>
            ))}
          </ul>
          {enquiry.indicativeTotal !== undefined && <p>Indicative total {formatRupees(enquiry.indicativeTotal)} (inclusive of all taxes)</p>}
        </>
      )}
      <Booking enquiry={enquiry} />
    </>
  );
}

export default function EnquiryDetailRoute({ id, basePath }: { id: string; basePath: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [status, setStatus] = useState<EnquiryStatus>('new');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ message: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    setProblem(null);
    fetchEnquiryDetail(currentAdminToken() ?? '', id).then(
      (detail) => {
        setLoad({ status: 'loaded', detail });
        setStatus(detail.enquiry.status);
      },
      (error: unknown) => setLoad({ status: 'missing', message: errorText(error) }),
    );
  }, [id]);

  useEffect(reload, [reload]);

  async function act(task: (detail: EnquiryDetail) => Promise<EnquiryDetail | null>, done: string): Promise<void> {
    if (load.status !== 'loaded') return;
    setBusy(true);
    setProblem(null);
    try {
      const saved = await task(load.detail);
      if (saved) {
        setLoad({ status: 'loaded', detail: saved });
        setStatus(saved.enquiry.status);
      }
      showToast(done, 'success');
    } catch (error) {
      setProblem({ message: errorText(error), stale: error instanceof ApiError && error.status === 409 });
    } finally {
      setBusy(false);
    }
  }

  function saveStatus(event: FormEvent): void {
    event.preventDefault();
    void act((detail) => changeEnquiryStatus(currentAdminToken() ?? '', id, detail.etag, status), `Status changed to ${STATUS_LABELS[status]}.`);
  }

  function saveNote(event: FormEvent): void {
    event.preventDefault();
    void act(async (detail) => {
      const saved = await addEnquiryNote(currentAdminToken() ?? '', id, detail.etag, note);
      setNote('');
      return saved;
    }, 'Note added.');
  }

  function remove(): void {
    if (!window.confirm('Delete this spam enquiry for good?')) return;
    void act(async (detail) => {
      await deleteSpamEnquiry(currentAdminToken() ?? '', id, detail.etag);
      navigate(staffPath({ name: 'responses' }, basePath));
      return null;
    }, 'Enquiry deleted.');
  }

  const back = <p><DashboardLink href={staffPath({ name: 'responses' }, basePath)}>Back to Contact Responses</DashboardLink></p>;
  if (load.status === 'loading') return <section aria-busy="true">{back}<p className={styles.muted}>Loading enquiry...</p></section>;
  if (load.status === 'missing') {
    return (
      <section aria-labelledby="enquiry-heading">
        {back}
        <h2 id="enquiry-heading">Enquiry not found</h2>
        <p>{load.message}</p>
      </section>
    );
  }
  const { enquiry, alert, canDelete } = load.detail;
  return (
    <section aria-labelledby="enquiry-heading" className={styles.detail}>
      {back}
      <h2 id="enquiry-heading">Enquiry from {enquiry.name}</h2>
      <p>
        <span className={styles.status} data-status={enquiry.status}>{STATUS_LABELS[enquiry.status]}</span>
        {alert?.state === 'failed' && <span className={styles.alertFailed} title={alert.error}> Alert failed ({alert.error})</span>}
        {alert?.state === 'sent' && <span className={styles.muted}> Team alerted</span>}
      </p>
      {problem && (
        <div role="alert" className={styles.hint}>
          <p>{problem.message}</p>
          {problem.stale && <button type="button" className={styles.secondaryButton} onClick={reload}>Reload enquiry</button>}
        </div>
      )}
      <Sent enquiry={enquiry} />

      <h3>Status</h3>
      <form className={styles.inlineForm} onSubmit={saveStatus}>
        <label className={styles.filterField}>
          <span>Status</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as EnquiryStatus)}>
            {ENQUIRY_STATUSES.map((value) => <option key={value} value={value}>{STATUS_LABELS[value]}</option>)}
          </select>
        </label>
        <button type="submit" className={styles.primaryButton} disabled={busy || status === enquiry.status}>Change status</button>
        {canDelete && enquiry.status === 'spam' && (
          <button type="button" className={styles.dangerButton} onClick={remove} disabled={busy}>Delete spam enquiry</button>
        )}
      </form>

      <h3>History</h3>
      {(enquiry.history ?? []).length === 0 ? (
        <p className={styles.muted}>Received {formatReceived(enquiry.createdAt)}; status not changed yet.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Status history">
          {(enquiry.history ?? []).map((change) => (
            <li key={change.at}>
              {STATUS_LABELS[change.from]} → {STATUS_LABELS[change.to]} by {change.by.email}, <time dateTime={change.at}>{formatReceived(change.at)}</time>
            </li>
          ))}
        </ol>
      )}

      <h3>Internal notes</h3>
      {(enquiry.notes ?? []).length === 0 ? (
        <p className={styles.muted}>No notes yet. Visitors never see notes.</p>
      ) : (
        <ol className={styles.timeline} aria-label="Notes">
          {(enquiry.notes ?? []).map((item) => (
            <li key={item.at}>
              <p className={styles.message}>{item.text}</p>
              <p className={styles.muted}>{item.by.email}, <time dateTime={item.at}>{formatReceived(item.at)}</time></p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={saveNote} className={styles.noteForm}>
        <label className={styles.filterField}>
          <span>Add a note</span>
          <textarea value={note} rows={3} maxLength={NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} />
        </label>
        <p className={styles.muted}>{note.length} / {formatCount(NOTE_MAX_LENGTH)}</p>
        <button type="submit" className={styles.primaryButton} disabled={busy || note.trim() === ''}>Add note</button>
      </form>
    </section>
  );
}
