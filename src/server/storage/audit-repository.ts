/**
 * The audit trail of staff changes in the `audit` store.
 * Key layout: `{13-digit inverted epoch ms}_{uuid}` -> AuditEntry JSON, so a plain
 * listing returns the newest entry first. Entries are only ever added.
 */
import { randomUUID } from 'node:crypto';
import { auditEntrySchema, type AuditEntry } from '../../lib/staff/audit-entry-schema.ts';
import type { Store } from './blob-stores.ts';
import { createRecord, listRecords } from './records.ts';

const MAX_EPOCH_MS = 9_999_999_999_999;

export type { AuditEntry };

export interface Actor {
  _id: string;
  email: string;
  role: string;
}

export async function recordAudit(
  store: Store,
  actor: Actor,
  action: string,
  target: AuditEntry['target'],
  details?: string,
  now = new Date(),
): Promise<AuditEntry> {
  const id = randomUUID();
  const key = `${String(MAX_EPOCH_MS - now.getTime()).padStart(13, '0')}_${id}`;
  const entry: AuditEntry = {
    _id: key,
    at: now.toISOString(),
    actor: { id: actor._id, email: actor.email, role: actor.role },
    action,
    target,
    ...(details === undefined ? {} : { details }),
  };
  if (!(await createRecord(store, key, entry))) throw new Error(`Audit key collision ${key}`);
  return entry;
}

/** Newest first; at most `limit` entries, optionally only one actor's. */
export async function listAudit(store: Store, options: { limit?: number; actorId?: string } = {}): Promise<AuditEntry[]> {
  const records = (await listRecords(store, auditEntrySchema)).sort((a, b) => a.key.localeCompare(b.key));
  return records
    .map((record) => record.value)
    .filter((entry) => !options.actorId || entry.actor.id === options.actorId)
    .slice(0, options.limit ?? 200);
}
