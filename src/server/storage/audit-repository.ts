/**
 * The audit trail of staff changes in the `audit` store.
 * Key layout: `{13-digit inverted epoch ms}_{uuid}` -> AuditEntry JSON, newest first in key order.
 * Entries are only ever added; an erasure rewrites one field of some, the label (audit-redaction.ts).
 * The first WINDOW_DIGITS digits of a key name a window of 10^9 ms (about 11.6 days), so a page lists
 * only the windows it needs (issue #42), newest first, instead of every key ever written; `meta/oldest`
 * holds the window of the oldest entry, where a walk stops.
 */
import { randomUUID } from 'node:crypto';
import { auditEntrySchema, type AuditEntry } from '../../lib/staff/audit-entry-schema.ts';
import { listAllKeys, writeOutcome, type Store } from './blob-stores.ts';
import { mapBounded } from './map-bounded.ts';
import { createRecord, readPage, readRecord } from './records.ts';
import { z } from 'astro/zod';

const MAX_EPOCH_MS = 9_999_999_999_999;
/** Key digits that name a window: 4 of 13, so a window spans 10^9 ms. */
const WINDOW_DIGITS = 4;
const OLDEST_KEY = 'meta/oldest';
/** Windows listed at once while a page walks back. */
const WINDOWS_AT_ONCE = 8;
const oldestSchema = z.object({ window: z.string().regex(/^\d{4}$/) });

const invertedTime = (at: Date) => String(MAX_EPOCH_MS - at.getTime()).padStart(13, '0');
const windowOf = (key: string) => key.slice(0, WINDOW_DIGITS);
const nextWindow = (window: string) => String(Number(window) + 1).padStart(WINDOW_DIGITS, '0');

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
  const key = `${invertedTime(now)}_${id}`;
  const entry: AuditEntry = {
    _id: key,
    at: now.toISOString(),
    actor: { id: actor._id, email: actor.email, role: actor.role },
    action,
    target,
    ...(details === undefined ? {} : { details }),
  };
  if (!(await createRecord(store, key, entry))) throw new Error(`Audit key collision ${key}`);
  // Written once, by the first entry ever (or found by oldestWindow for a trail from before it).
  if (!oldestKnown) oldestKnown = await oldestWindow(store, windowOf(key));
  return entry;
}

/** Set once this instance has seen the oldest window stored (it never changes after). */
let oldestKnown: string | undefined;

/**
 * The window of the oldest entry. A trail from before this record lists every key once to find it;
 * `fallback` is the window of an entry just written, for a trail that had none.
 */
async function oldestWindow(store: Store, fallback?: string): Promise<string | undefined> {
  if (oldestKnown) return oldestKnown;
  const stored = await readRecord(store, OLDEST_KEY, oldestSchema);
  if (stored) return (oldestKnown = stored.value.window);
  const keys = (await listAllKeys(store)).filter((key) => /^\d{13}_/.test(key));
  const oldest = keys.length > 0 ? keys.reduce((a, b) => (a > b ? a : b)) : undefined;
  const window = oldest ? windowOf(oldest) : fallback;
  if (window === undefined) return undefined;
  // onlyIfNew: whoever writes first found the same or a newer window, and entries are never older than the first.
  writeOutcome(await store.setJSON(OLDEST_KEY, { window }, { onlyIfNew: true }), 'the audit trail\'s oldest window');
  return (oldestKnown = window);
}

/** For tests: forget what this instance knows of the trail, as a fresh function instance would. */
export function forgetAuditWindows(): void {
  oldestKnown = undefined;
}

export interface AuditQuery {
  limit?: number;
  actorId?: string | undefined;
  /** Continue after this key (the nextCursor of the page before). */
  cursor?: string | undefined;
}

/**
 * Newest first; at most `limit` entries, optionally only one actor's. Walks the windows back from the
 * cursor's (or now's), WINDOWS_AT_ONCE listings at a time, and reads entries in key order until the
 * page is full; it never lists further back than the oldest entry, and reads only what it returns
 * (plus one batch). The cursor is the last key looked at.
 */
export async function listAuditPage(store: Store, query: AuditQuery = {}, now = new Date()): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const limit = query.limit ?? 200;
  const oldest = await oldestWindow(store);
  const actorId = query.actorId;
  const accept = actorId ? (entry: AuditEntry) => entry.actor.id === actorId : undefined;
  const entries: AuditEntry[] = [];
  let after = query.cursor;
  let window = windowOf(after ?? invertedTime(now));
  while (oldest !== undefined && window <= oldest) {
    if (entries.length >= limit) return { entries, nextCursor: after ?? null };
    const windows = Array.from({ length: WINDOWS_AT_ONCE }, (_, i) => String(Number(window) + i).padStart(WINDOW_DIGITS, '0')).filter((w) => w <= oldest);
    const listed = (await mapBounded(windows, WINDOWS_AT_ONCE, (w) => listAllKeys(store, w))).flat();
    const keys = listed.filter((key) => after === undefined || key > after).sort((a, b) => a.localeCompare(b));
    const page = await readPage(store, auditEntrySchema, keys, limit - entries.length, accept);
    entries.push(...page.records.map((record) => record.value));
    if (page.nextCursor !== null) return { entries, nextCursor: page.nextCursor };
    after = keys.at(-1) ?? after;
    window = nextWindow(windows.at(-1) ?? window);
  }
  return { entries, nextCursor: null };
}

/** Newest first; at most `limit` entries, optionally only one actor's. */
export async function listAudit(store: Store, query: AuditQuery = {}): Promise<AuditEntry[]> {
  return (await listAuditPage(store, query)).entries;
}
