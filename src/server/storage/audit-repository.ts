/**
 * The audit trail of staff changes in the `audit` store.
 * Key layout: `{13-digit inverted epoch ms}_{uuid}` -> AuditEntry JSON, so a plain
 * listing returns the newest entry first. Entries are only ever added; an erasure rewrites one
 * field of some, the label (audit-redaction.ts).
 */
import { randomUUID } from 'node:crypto';
import { auditEntrySchema, type AuditEntry } from '../../lib/staff/audit-entry-schema.ts';
import { listAllKeys, type Store } from './blob-stores.ts';
import { createRecord, readPage } from './records.ts';

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

export interface AuditQuery {
  limit?: number;
  actorId?: string | undefined;
  /** Continue after this key (the nextCursor of the page before). */
  cursor?: string | undefined;
}

/**
 * Newest first; at most `limit` entries, optionally only one actor's. The keys are listed
 * (names only, already newest first) and only the entries of this page are read.
 */
export async function listAuditPage(store: Store, query: AuditQuery = {}): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const keys = (await listAllKeys(store)).sort((a, b) => a.localeCompare(b));
  const after = query.cursor;
  const remaining = after === undefined ? keys : keys.filter((key) => key > after);
  const actorId = query.actorId;
  const page = await readPage(store, auditEntrySchema, remaining, query.limit ?? 200, actorId ? (entry) => entry.actor.id === actorId : undefined);
  return { entries: page.records.map((record) => record.value), nextCursor: page.nextCursor };
}

/** Newest first; at most `limit` entries, optionally only one actor's. */
export async function listAudit(store: Store, query: AuditQuery = {}): Promise<AuditEntry[]> {
  return (await listAuditPage(store, query)).entries;
}
