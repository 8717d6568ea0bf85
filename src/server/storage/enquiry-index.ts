/**
 * The staff desk's index of enquiries (issue #42), in the `enquiry-index` store, so that the list, a
 * search, the filters and the counts read a bounded number of blobs however many enquiries there are:
 *   `month/{YYYY-MM}` -> { rows: EnquiryIndexRow[] }   one shard per month of received time (UTC, the
 *                        id's own stamp): the fields the desk filters and searches, and the facts the
 *                        Overview counts (issue #43: first response, origin, subjects, alert state; from
 *                        the record and its `enquiry-alerts` record; enquiry-index-row.ts);
 *   `pending/{YYYYMM}/{id}/{time}_{new|change|alert}_{uuid}` -> { at }   a write-ahead mark: set before an
 *                        enquiry is stored, changed or deleted, or its alert outcome recorded, removed
 *                        once the shard says what the records say;
 *   `state`           -> { complete, at }   written once every enquiry ever stored has its row.
 * Why months: ten years are 120 shards (one listing, read 40 at a time: three round trips); a shard holds
 * one month's rows (300 to 400 bytes each with the Overview's facts), so a write rewrites one month, never the whole history.
 *
 * The enquiry blob stays the truth; the index is derived from it and never loses an enquiry:
 *   - a row is always set from its record as read after the shard, and every shard write is conditional
 *     (onlyIfMatch / onlyIfNew on the etag read) and retried on a conflict, so concurrent visitors and
 *     staff never drop each other's rows and a row never goes back to an older record;
 *   - every write first leaves a pending mark; a staff change settles its own row right after its record,
 *     a new enquiry leaves that to the readers (so a burst of visitors never queues on one shard). Every
 *     desk read first settles the months with marks, in one write per month, and removes marks older
 *     than PENDING_GRACE_MS (their writers are done or gone), so a crash anywhere after the mark is
 *     repaired; the daily repair (enquiry-index-repair.mts) does the same and checks every month's keys
 *     against its rows;
 *   - a store whose index was never built (enquiries from before the index) is indexed on the first read;
 *   - rows written before issue #43 (no `v`, no facts) are upgraded from their records by `upgradeRows`:
 *     the Overview upgrades the months it reads before it counts (or answers 503 while a large store is
 *     being upgraded), and the daily repair upgrades the rest, newest months first.
 * Readers always check the records they return against the filter, so a row that lags its record can
 * only hide nothing and show nothing wrong.
 */
import { z } from 'astro/zod';
import { ALERT_STATES } from '../../lib/api/enquiries.ts';
import { byNewest, indexRowOf, isCurrentRow, monthOfId, sameRow, type EnquiryIndexRow } from '../../lib/enquiry/enquiry-index-row.ts';
import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES, enquiryRecordSchema } from '../../lib/enquiry/enquiry-schema.ts';
import { ENQUIRY_ORIGINS } from '../../lib/overview/enquiry-origin.ts';
import { HttpError } from '../http/http-error.ts';
import { listAllKeys, openStore, writeOutcome, type Store } from './blob-stores.ts';
import { getAlert } from './enquiry-alert-repository.ts';
import { mapBounded } from './map-bounded.ts';
import { listRecordVersions, readRecord, type RecordVersion } from './records.ts';

const SHARD_PREFIX = 'month/';
const PENDING_PREFIX = 'pending/';
const STATE_KEY = 'state';

/** Reads of records or marks at once. */
const INDEX_READ_CONCURRENCY = 25;
/** Rows made at once: each reads its record and its alert record together, so as many calls as INDEX_READ_CONCURRENCY. */
const ROW_READ_CONCURRENCY = Math.ceil(INDEX_READ_CONCURRENCY / 2);
/** Shards read at once: ten years (120 shards) in three round trips. */
const SHARD_READ_CONCURRENCY = 40;
/** A shard write that meets a conflict tries again this many times in all, a little later each time. */
const SHARD_WRITE_ATTEMPTS = 8;
/** A pending mark younger than this may still be its writer's own; older ones are repaired by readers. */
const PENDING_GRACE_MS = 60_000;
/** A row whose enquiry is not in a listing is removed only when it is older than the listing by this much. */
const RECONCILE_MARGIN_MS = 10 * 60_000;

const rowSchema = z.object({
  v: z.number().int().optional(),
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  category: z.enum(ENQUIRY_CATEGORIES),
  text: z.string(),
  digits: z.string(),
  firstResponseAt: z.string().optional(),
  origin: z.enum(ENQUIRY_ORIGINS).optional(),
  subjects: z.array(z.tuple([z.string(), z.number().int(), z.number()])).optional(),
  alert: z.enum(ALERT_STATES).optional(),
});
const shardSchema = z.object({ rows: z.array(rowSchema) });
const stateSchema = z.object({ complete: z.literal(true), at: z.string() });

export function openIndexStore(): Store {
  return openStore('enquiryIndex');
}

const shardKey = (month: string) => `${SHARD_PREFIX}${month}`;

interface Shard {
  /** null: the shard does not exist yet. */
  etag: string | null;
  rows: EnquiryIndexRow[];
}

/** Shards this instance has read, by month and etag: a warm instance reads only shards changed since. */
const shardCache = new Map<string, { etag: string; rows: EnquiryIndexRow[] }>();
/** Set once this instance has seen the index complete (it never becomes incomplete again). */
let indexKnownComplete = false;

async function readShard(index: Store, month: string): Promise<Shard> {
  const stored = await readRecord(index, shardKey(month), shardSchema);
  if (!stored) return { etag: null, rows: [] };
  shardCache.set(month, { etag: stored.etag, rows: stored.value.rows });
  return { etag: stored.etag, rows: stored.value.rows };
}

async function writeShard(index: Store, month: string, shard: Shard, rows: EnquiryIndexRow[]): Promise<boolean> {
  const value = { rows: rows.toSorted(byNewest) };
  const result = shard.etag === null
    ? await index.setJSON(shardKey(month), value, { onlyIfNew: true })
    : await index.setJSON(shardKey(month), value, { onlyIfMatch: shard.etag });
  if (!writeOutcome(result, `the enquiry index of ${month}`)) return false;
  shardCache.set(month, { etag: result.etag ?? '', rows: value.rows });
  return true;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rows with the enquiry's row put in (or taken out, for null); null when they already say that. */
function withRow(rows: EnquiryIndexRow[], id: string, row: EnquiryIndexRow | null): EnquiryIndexRow[] | null {
  const at = rows.findIndex((existing) => existing.id === id);
  if (row === null) return at === -1 ? null : rows.filter((existing) => existing.id !== id);
  if (at !== -1 && sameRow(rows[at], row)) return null;
  return at === -1 ? [...rows, row] : rows.map((existing) => (existing.id === id ? row : existing));
}

/**
 * The row an enquiry's record and its alert record give now, or null when there is no such record (or
 * it no longer parses). Both are read at once (one round trip).
 */
async function currentRow(enquiries: Store, id: string): Promise<EnquiryIndexRow | null> {
  const [record, alert] = await Promise.all([readRecord(enquiries, id, enquiryRecordSchema), getAlert(openStore('enquiryAlerts'), id)]);
  return record ? indexRowOf(record.value, alert) : null;
}

/** A pending mark's key: `pending/{YYYYMM of the id}/{id}/{mark time}_{uuid}`, one per write, never overwritten. */
/**
 * What a mark stands for: `new`, an enquiry about to be stored (written once, with onlyIfNew, so once its
 * record is there the write has landed and any reader may settle the mark away); `change`, a change or
 * deletion about to be written (settled away by its writer, or by a reader once older than the grace);
 * `alert`, the outcome of a new enquiry's alert about to be recorded (written once, after the enquiry:
 * any reader settles the mark away once the row has the alert, like `new`).
 */
export type MarkKind = 'new' | 'change' | 'alert';
const MARK_KINDS: readonly MarkKind[] = ['new', 'change', 'alert'];

function markKey(id: string, kind: MarkKind, now: Date): string {
  return `${PENDING_PREFIX}${monthOfId(id).replace('-', '')}/${id}/${String(now.getTime()).padStart(13, '0')}_${kind}_${crypto.randomUUID()}`;
}

interface Mark {
  key: string;
  id: string;
  kind: MarkKind;
  at: number;
}

function markOf(key: string): Mark | undefined {
  const [, , id, stamp] = key.split('/');
  if (!id || !stamp) return undefined;
  const kind = MARK_KINDS.find((known) => known === stamp.split('_')[1]) ?? 'change';
  return { key, id, kind, at: Number(stamp.slice(0, 13)) };
}

/** Marks an enquiry as about to be stored or changed, before its record is written: a crash from here on is repaired. Answers the mark. */
export async function markPending(index: Store, id: string, kind: MarkKind, now = new Date()): Promise<string> {
  const key = markKey(id, kind, now);
  writeOutcome(await index.setJSON(key, { at: now.toISOString() }, { onlyIfNew: true }), `the pending mark of ${id}`);
  return key;
}

/** The pending marks of one month (`YYYY-MM`), or of every month; names only. */
async function pendingMarks(index: Store, month?: string): Promise<Mark[]> {
  const keys = await listAllKeys(index, month === undefined ? PENDING_PREFIX : `${PENDING_PREFIX}${month.replace('-', '')}/`);
  return keys.map(markOf).filter((mark) => mark !== undefined);
}

/**
 * Makes one month's rows say what the records of its pending enquiries (and `ids`) say now. Each attempt
 * reads the shard first and the records after it, then writes on the shard's etag: a record written
 * after these reads belongs to a writer whose own settle comes later, and a shard written after them
 * makes this write fail and read again, so rows never go back to an older record. Other pending
 * enquiries of the month (the oldest `othersAtMost`; all for a reader's repair) are settled in the same
 * write, so concurrent writers of a month help each other instead of queueing. Answers false when every
 * attempt met a conflict.
 */
async function settleMonth(
  enquiries: Store,
  index: Store,
  month: string,
  { ids = [], othersAtMost = Infinity, attempts = SHARD_WRITE_ATTEMPTS }: { ids?: readonly string[]; othersAtMost?: number; attempts?: number } = {},
): Promise<{ settled: boolean; stored: Set<string>; alerted: Set<string> }> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const shard = await readShard(index, month);
    const others = (await pendingMarks(index, month)).toSorted((a, b) => a.at - b.at).map((mark) => mark.id);
    const pending = new Set([...ids, ...new Set(others)].slice(0, ids.length + othersAtMost));
    const rows = await mapBounded([...pending], ROW_READ_CONCURRENCY, async (id) => ({ id, row: await currentRow(enquiries, id) }));
    let next: EnquiryIndexRow[] | null = null;
    for (const { id, row } of rows) next = withRow(next ?? shard.rows, id, row) ?? next;
    if (next === null || (await writeShard(index, month, shard, next))) {
      return { settled: true, stored: new Set(rows.flatMap(({ id, row }) => (row ? [id] : []))), alerted: new Set(rows.flatMap(({ id, row }) => (row?.alert ? [id] : []))) };
    }
    await pause(5 + Math.random() * 20 * (attempt + 1));
  }
  return { settled: false, stored: new Set(), alerted: new Set() };
}

/**
 * A writer settles the oldest this many other pending enquiries of its month with its own, so a burst of
 * writers to one month drains in a few writes while each attempt reads a bounded number of records.
 */
const OTHERS_PER_WRITE = 20;
/** A writer's attempts at settling its own change; a reader's repair makes SHARD_WRITE_ATTEMPTS. */
const WRITER_ATTEMPTS = 2;

/**
 * After a staff change of an enquiry (changed or deleted): its row says what its record says now, then
 * its mark goes. Never throws: a failure leaves the mark, which the next read settles.
 */
export async function settlePending(enquiries: Store, index: Store, id: string, mark: string): Promise<void> {
  try {
    // A busy month is left to the next read (which settles every mark of it in one write): a staff
    // member's change never waits on other writers for long.
    if ((await settleMonth(enquiries, index, monthOfId(id), { ids: [id], othersAtMost: OTHERS_PER_WRITE, attempts: WRITER_ATTEMPTS })).settled) await index.delete(mark);
  } catch (error) {
    console.error(`Could not index enquiry ${id}; it is left pending for repair:`, error);
  }
}

/**
 * Settles every month with pending marks, then removes the marks that are done: a `new` mark whose
 * enquiry is stored (its write has landed), an `alert` mark whose row has the alert, and any mark older
 * than the grace period (its writer is done or gone). A younger `change` mark stays for its writer.
 * Answers how many enquiries were looked at.
 */
export async function repairPending(enquiries: Store, index: Store, now = new Date(), graceMs = PENDING_GRACE_MS): Promise<number> {
  const marks = await pendingMarks(index);
  if (marks.length === 0) return 0;
  const byMonth = Map.groupBy(marks, (mark) => monthOfId(mark.id));
  let looked = 0;
  await mapBounded([...byMonth], 4, async ([month, monthMarks]) => {
    const { settled, stored, alerted } = await settleMonth(enquiries, index, month);
    if (!settled) return;
    looked += new Set(monthMarks.map((mark) => mark.id)).size;
    const landed = (mark: Mark) => (mark.kind === 'new' && stored.has(mark.id)) || (mark.kind === 'alert' && alerted.has(mark.id));
    const done = monthMarks.filter((mark) => landed(mark) || now.getTime() - mark.at >= graceMs);
    await mapBounded(done, INDEX_READ_CONCURRENCY, (mark) => index.delete(mark.key));
  });
  return looked;
}

export interface ReconcileReport {
  months: number;
  added: number;
  removed: number;
  /** False when the time budget ran out first (the next run goes on from where this one stopped). */
  complete: boolean;
}

/**
 * Checks every month's rows against the enquiry keys stored for that month: an enquiry without a row
 * gets one (its record is read), a row without an enquiry (older than the listing by a margin, so an
 * enquiry written meanwhile is never dropped) goes. Builds the whole index from nothing on a store that
 * never had one. Stops starting months once `budgetMs` is spent; marks the index complete when all are done.
 */
export async function reconcileIndex(enquiries: Store, index: Store, { now = new Date(), budgetMs = 20_000 } = {}): Promise<ReconcileReport> {
  const started = Date.now();
  const listed = await listRecordVersions(enquiries);
  const keysByMonth = Map.groupBy(listed, ({ key }) => monthOfId(key));
  const shardMonths = (await listAllKeys(index, SHARD_PREFIX)).map((key) => key.slice(SHARD_PREFIX.length));
  const months = [...new Set([...keysByMonth.keys(), ...shardMonths])].toSorted().toReversed();
  const report: ReconcileReport = { months: 0, added: 0, removed: 0, complete: true };
  const cutoff = now.getTime() - RECONCILE_MARGIN_MS;
  await mapBounded(months, 4, async (month) => {
    if (Date.now() - started > budgetMs) {
      report.complete = false;
      return;
    }
    const keys = new Set((keysByMonth.get(month) ?? []).map(({ key }) => key));
    for (let attempt = 0; attempt < SHARD_WRITE_ATTEMPTS; attempt += 1) {
      const shard = await readShard(index, month);
      const indexed = new Set(shard.rows.map((row) => row.id));
      const stale = shard.rows.filter((row) => !keys.has(row.id) && Date.parse(row.createdAt) < cutoff);
      const missing = [...keys].filter((key) => !indexed.has(key));
      if (stale.length === 0 && missing.length === 0) break;
      const found = (await mapBounded(missing, ROW_READ_CONCURRENCY, (id) => currentRow(enquiries, id))).filter((row) => row !== null);
      const staleIds = new Set(stale.map((row) => row.id));
      if (await writeShard(index, month, shard, [...shard.rows.filter((row) => !staleIds.has(row.id)), ...found])) {
        report.added += found.length;
        report.removed += stale.length;
        break;
      }
      await pause(5 + Math.random() * 20 * (attempt + 1));
    }
    report.months += 1;
  });
  if (report.complete) {
    writeOutcome(await index.setJSON(STATE_KEY, { complete: true, at: now.toISOString() }), 'the enquiry index state');
    indexKnownComplete = true;
  }
  return report;
}

export interface UpgradeReport {
  /** Rows rewritten in the current format. */
  upgraded: number;
  /** False when the time budget ran out first (outdated rows remain; the next call goes on). */
  complete: boolean;
}

/** Outdated rows upgraded per shard write: a month of a busy store is done in a few bounded steps. */
const UPGRADE_ROWS_PER_WRITE = 500;

/**
 * Rewrites the rows written before the current format (INDEX_ROW_VERSION: issue #43's facts) from
 * their records, in the months of the range (every month when none), newest first, each write
 * conditional on the shard read like every other. A shard with no outdated row costs nothing but its
 * read (none when this instance has it cached). Stops starting a step once `budgetMs` is spent.
 */
export async function upgradeRows(
  enquiries: Store,
  index: Store,
  { since, before, budgetMs = Number.POSITIVE_INFINITY }: { since?: string | undefined; before?: string | undefined; budgetMs?: number } = {},
): Promise<UpgradeReport> {
  const started = Date.now();
  const report: UpgradeReport = { upgraded: 0, complete: true };
  await mapBounded(await shardVersions(index, { since, before }), 4, async ({ key, etag }) => {
    const month = key.slice(SHARD_PREFIX.length);
    const cached = shardCache.get(month);
    let shard: Shard = cached && etag !== '' && cached.etag === etag ? { etag, rows: cached.rows } : await readShard(index, month);
    for (let conflicts = 0; conflicts < SHARD_WRITE_ATTEMPTS;) {
      const outdated = shard.rows.filter((row) => !isCurrentRow(row)).slice(0, UPGRADE_ROWS_PER_WRITE);
      if (outdated.length === 0) return;
      if (Date.now() - started > budgetMs) {
        report.complete = false;
        return;
      }
      const fresh = await mapBounded(outdated, ROW_READ_CONCURRENCY, async ({ id }) => ({ id, row: await currentRow(enquiries, id) }));
      let next = shard.rows;
      for (const { id, row } of fresh) next = withRow(next, id, row) ?? next;
      if (await writeShard(index, month, shard, next)) {
        report.upgraded += outdated.length;
        shard = { etag: shardCache.get(month)?.etag ?? '', rows: next.toSorted(byNewest) };
        continue;
      }
      conflicts += 1;
      await pause(5 + Math.random() * 20 * conflicts);
      shard = await readShard(index, month);
    }
    report.complete = false;
  });
  return report;
}

/** Answered while an index built for the first time is not complete yet (the next read goes on building it). */
const INDEX_BUILDING_MESSAGE = 'The enquiry list is being prepared. Please try again in a minute.';

/**
 * The index ready to read: built first when it never was (older enquiries), and any pending marks
 * past their grace repaired, so every stored enquiry has its row.
 */
export async function readyIndex(enquiries: Store, index: Store, now = new Date()): Promise<void> {
  if (!indexKnownComplete) {
    const state = await readRecord(index, STATE_KEY, stateSchema);
    if (state) indexKnownComplete = true;
    else if (!(await reconcileIndex(enquiries, index, { now })).complete) throw new HttpError(503, INDEX_BUILDING_MESSAGE, { headers: { 'Retry-After': '30' } });
  }
  await repairPending(enquiries, index, now);
}

/** The received-time range and place of a query over the index. */
export interface RowQuery {
  /** Only enquiries received at or after this instant (ISO), and before `before`. */
  since?: string | undefined;
  before?: string | undefined;
  /** Only rows strictly older than this id (the last id of the page before). */
  cursor?: string | undefined;
  accept: (row: EnquiryIndexRow) => boolean;
}

/** Shards read first for a page: the current month and the one before usually fill it. */
const FIRST_PAGE_SHARDS = 2;

/** The shards that may hold rows of the query, newest month first (keys and etags, no data). */
async function shardVersions(index: Store, query: Omit<RowQuery, 'accept'>): Promise<RecordVersion[]> {
  const first = query.since?.slice(0, 7);
  const lastOfRange = query.before === undefined ? undefined : new Date(Date.parse(query.before) - 1).toISOString().slice(0, 7);
  const lastOfCursor = query.cursor === undefined ? undefined : monthOfId(query.cursor);
  return (await listRecordVersions(index, SHARD_PREFIX))
    .filter(({ key }) => {
      const month = key.slice(SHARD_PREFIX.length);
      return (first === undefined || month >= first) && (lastOfRange === undefined || month <= lastOfRange) && (lastOfCursor === undefined || month <= lastOfCursor);
    })
    .toSorted((a, b) => b.key.localeCompare(a.key));
}

/** The rows of the listed shards: unchanged since this instance read them from memory, the rest read at once. */
async function rowsOf(index: Store, versions: readonly RecordVersion[]): Promise<EnquiryIndexRow[][]> {
  return mapBounded(versions, SHARD_READ_CONCURRENCY, async ({ key, etag }) => {
    const month = key.slice(SHARD_PREFIX.length);
    const cached = shardCache.get(month);
    if (cached && etag !== '' && cached.etag === etag) return cached.rows;
    return (await readShard(index, month)).rows;
  });
}

function selectRows(shards: readonly EnquiryIndexRow[][], query: RowQuery): EnquiryIndexRow[] {
  const { since, before, cursor, accept } = query;
  return shards
    .flat()
    .filter((row) => (cursor === undefined || row.id < cursor) && (since === undefined || row.createdAt >= since) && (before === undefined || row.createdAt < before) && accept(row))
    .toSorted(byNewest);
}

/**
 * The rows the query accepts, newest first, at most `limit` (all when undefined), and whether more
 * remain. A page reads the newest shards first and the rest only when they did not fill it; every
 * other query reads each shard of its range once, 40 at a time.
 */
export async function matchingRows(index: Store, query: RowQuery, limit?: number): Promise<{ rows: EnquiryIndexRow[]; more: boolean }> {
  const versions = await shardVersions(index, query);
  let rows: EnquiryIndexRow[] = [];
  if (limit !== undefined) {
    rows = selectRows(await rowsOf(index, versions.slice(0, FIRST_PAGE_SHARDS)), query);
    if (rows.length <= limit && versions.length > FIRST_PAGE_SHARDS) rows = [...rows, ...selectRows(await rowsOf(index, versions.slice(FIRST_PAGE_SHARDS)), query)];
  } else {
    rows = selectRows(await rowsOf(index, versions), query);
  }
  return limit === undefined ? { rows, more: false } : { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** For tests: forget what this instance has cached, as a fresh function instance would. */
export function forgetIndexCache(): void {
  shardCache.clear();
  indexKnownComplete = false;
}
