/**
 * The staff desk's changes to one enquiry (issue #11): status, notes and the deletion of spam.
 * Each is a conditional write with the etag the staff member read (stale = 409, nothing written),
 * then its audit entry; when the audit entry cannot be written the change is undone (503).
 * An enquiry the reader may not see answers 404 exactly as a missing one, so nothing leaks.
 */
import { addNote, changeStatus, DESK_MESSAGES, type DeskResult } from '../../lib/enquiry/enquiry-desk.ts';
import type { EnquiryRecord, EnquiryStatus } from '../../lib/enquiry/enquiry-schema.ts';
import { canReadEnquiry } from '../../lib/enquiry/visible-enquiries.ts';
import { HttpError } from '../http/http-error.ts';
import { openStore } from '../storage/blob-stores.ts';
import { recordAudit } from '../storage/audit-repository.ts';
import { deleteAlert } from '../storage/enquiry-alert-repository.ts';
import { deleteEnquiry, getEnquiry, saveEnquiry } from '../storage/enquiry-repository.ts';
import type { StoredRecord } from '../storage/records.ts';
import type { StaffUser } from '../storage/user-repository.ts';
import { auditOrUndo } from '../staff/audit-or-undo.ts';

/** Ids as newEnquiryId makes them: compact UTC time, underscore, UUID. */
const ENQUIRY_ID_PATTERN = /^\d{8}T\d{9}Z_[0-9a-f-]{36}$/;

/** Only superadmins delete (spam only); subadmins work their category's enquiries but never delete. */
export function canDeleteEnquiries(user: Pick<StaffUser, 'role' | 'isActive'>): boolean {
  return user.isActive && user.role === 'superadmin';
}

/** The enquiry and its etag, when it exists and the user may see it; else 404. */
export async function readableEnquiry(user: StaffUser, id: string | undefined): Promise<StoredRecord<EnquiryRecord>> {
  const stored = id && ENQUIRY_ID_PATTERN.test(id) ? await getEnquiry(openStore('enquiries'), id) : null;
  if (!stored || !canReadEnquiry(stored.value, user)) throw new HttpError(404, DESK_MESSAGES.notFound);
  return stored;
}

/**
 * What the activity log names an enquiry by: its reference (its id when it has none), never the
 * visitor's name, so the log holds no visitor's details (issue #42 item 5).
 */
export function enquiryAuditTarget(record: Pick<EnquiryRecord, '_id' | 'reference'>) {
  return { type: 'enquiry', id: record._id, label: record.reference ?? record._id };
}

async function saveChange(user: StaffUser, id: string | undefined, etag: string, change: (record: EnquiryRecord) => DeskResult, action: string, details: (record: EnquiryRecord) => string) {
  const stored = await readableEnquiry(user, id);
  if (stored.etag !== etag) throw new HttpError(409, DESK_MESSAGES.stale);
  const result = change(stored.value);
  if (!result.ok) throw new HttpError(400, result.message);
  const store = openStore('enquiries');
  const newEtag = await saveEnquiry(store, result.record, etag, stored.value);
  if (newEtag === null) throw new HttpError(409, DESK_MESSAGES.stale);
  await auditOrUndo(
    () => recordAudit(openStore('audit'), user, action, enquiryAuditTarget(result.record), details(result.record)),
    () => saveEnquiry(store, stored.value, newEtag, result.record),
  );
  return { enquiry: result.record, etag: newEtag };
}

export function setEnquiryStatus(user: StaffUser, id: string | undefined, etag: string, status: EnquiryStatus, now = new Date()) {
  return saveChange(user, id, etag, (record) => changeStatus(record, status, { id: user._id, email: user.email }, now), 'enquiry.status', (record) => {
    const last = record.history?.at(-1);
    return last ? `${last.from} → ${last.to}` : status;
  });
}

export function addEnquiryNote(user: StaffUser, id: string | undefined, etag: string, text: string, now = new Date()) {
  return saveChange(user, id, etag, (record) => addNote(record, text, { id: user._id, email: user.email }, now), 'enquiry.note', (record) => `note ${record.notes?.length ?? 0}`);
}

/** Deletes an enquiry marked spam (audited first: a deletion is never unrecorded). */
export async function deleteSpamEnquiry(user: StaffUser, id: string | undefined, etag: string): Promise<void> {
  if (!canDeleteEnquiries(user)) throw new HttpError(403, 'You do not have permission to delete enquiries.');
  const stored = await readableEnquiry(user, id);
  if (stored.etag !== etag) throw new HttpError(409, DESK_MESSAGES.stale);
  if (stored.value.status !== 'spam') throw new HttpError(400, DESK_MESSAGES.notSpam);
  await recordAudit(openStore('audit'), user, 'enquiry.delete', enquiryAuditTarget(stored.value), 'spam deleted');
  if (!(await deleteEnquiry(openStore('enquiries'), stored.value._id, etag))) {
    await recordAudit(openStore('audit'), user, 'enquiry.delete-refused', enquiryAuditTarget(stored.value), 'changed meanwhile; kept');
    throw new HttpError(409, DESK_MESSAGES.stale);
  }
  await deleteAlert(openStore('enquiryAlerts'), stored.value._id).catch((error: unknown) => console.error('Could not delete an alert record:', error));
}
