/**
 * Restores a unit (or everything) from a complete backup, in two steps (issue #42 item 4):
 * planRestore says per store what would be added, changed and deleted, with a planId; applyRestore
 * takes that planId, computes the plan again and refuses (409) when it differs, so nothing changes
 * that the developer did not see. Applying writes the backup's bytes and metadata (adds with
 * onlyIfNew, changes with onlyIfMatch on the etag the plan saw, so a write landing meanwhile is
 * counted as a conflict, never overwritten) and deletes keys written since (never in the append-only
 * activity log), then records the restore in the activity log.
 * Staff accounts: a plan that would delete the acting developer or take their developer access away
 * is refused; a restored account that exists now gets a session version above its current one, so
 * no session from before a password or role change becomes valid again (lib/backups/restore-plan.ts).
 * The dashboard applies a plan within one synchronous call (60 s), so it refuses plans of more than
 * DASHBOARD_OPERATIONS writes and deletes; `npm run restore` has no such limit.
 */
import { createHash } from 'node:crypto';
import { z } from 'astro/zod';
import { EVERYTHING, APPEND_ONLY_STORES, storesOfUnit } from '../../lib/backups/backup-units.ts';
import type { BackupLine } from '../../lib/backups/backup-line-schema.ts';
import {
  countOf, diffStore, fingerprintLines, keysToCompare, operationCount, ownAccountEffect, restoredSessionVersion,
  type AccountFacts, type BackedUpVersion, type StoreDiff,
} from '../../lib/backups/restore-plan.ts';
import type { BackupManifest, RestorePlan, RestoreResult } from '../../lib/api/backups.ts';
import { HttpError } from '../http/http-error.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { listRecordVersions } from '../storage/records.ts';
import { getManifest, readBackupLines } from '../storage/backup-repository.ts';
import { openStore, writeOutcome, type Store } from '../storage/blob-stores.ts';
import { currentUnits, openBackedUpStore } from './backup-scope.ts';
import { bytesOfLine, contentHash } from './blob-lines.ts';
import { BACKUP_CONCURRENCY, inBatches } from './in-batches.ts';

/** About what one synchronous call (60 s) writes and deletes at 25 ms a Blobs call, with room for the plan. */
export const DASHBOARD_OPERATIONS = 20_000;

export interface RestoreOptions {
  /** Refuse plans with more operations than this (the dashboard); the command line passes Infinity. */
  maxOperations?: number;
}

interface StoreState {
  diff: StoreDiff;
  store: Store;
  parts: number;
  current: Map<string, string>;
}

interface ComputedPlan {
  plan: RestorePlan;
  states: StoreState[];
}

const accountFactsSchema = z.object({ role: z.string(), isActive: z.boolean().default(true) });
const sessionVersionSchema = z.object({ sessionVersion: z.number().int().min(0).default(0) }).loose();
const USERS = 'users';

export async function planRestore(backupId: string, unit: string, actor: Actor, options: RestoreOptions = {}): Promise<RestorePlan> {
  return (await computePlan(backupId, unit, actor, options)).plan;
}

export async function applyRestore(backupId: string, unit: string, planId: string, actor: Actor, options: RestoreOptions = {}): Promise<RestoreResult> {
  const { plan, states } = await computePlan(backupId, unit, actor, options);
  if (plan.planId !== planId) throw new HttpError(409, 'The data changed since this plan was made, or the plan is not one of this backup. Look at the new plan before restoring.');
  if (plan.refusal) throw new HttpError(409, plan.refusal);
  const result: RestoreResult = { backupId, unit, stores: [] };
  for (const state of states) result.stores.push(await applyStore(backupId, state));
  await recordAudit(openStore('audit'), actor, 'backup.restore', { type: 'backup', id: backupId, label: `Backup ${backupId}` }, describeResult(result));
  return result;
}

async function computePlan(backupId: string, unit: string, actor: Actor, { maxOperations = DASHBOARD_OPERATIONS }: RestoreOptions): Promise<ComputedPlan> {
  const units = currentUnits();
  const storeNames = storesOfUnit(units, unit);
  if (!storeNames) {
    throw new HttpError(400, 'Please correct the highlighted fields.', { errors: { unit: `Unknown unit. Choose ${[EVERYTHING, ...units.map((known) => known.id)].join(', ')}.` } });
  }
  const manifest = await getManifest(openStore('backups'), backupId);
  if (!manifest?.complete) throw new HttpError(404, `There is no complete backup ${backupId}.`);
  const warnings: string[] = [];
  const states: StoreState[] = [];
  let ownAccount: AccountFacts | undefined;
  const actorKey = `user/${actor._id}`;
  for (const name of storeNames) {
    const stats = manifest.stores.find((stored) => stored.name === name);
    const store = openBackedUpStore(name);
    if (!stats || !store) {
      warnings.push(`${name} is not in this backup (it did not exist then), so it is left as it is.`);
      continue;
    }
    const backedUp = new Map<string, BackedUpVersion>();
    for await (const line of readBackupLines(openStore('backups'), backupId, name, stats.parts)) {
      backedUp.set(line.key, { etag: line.etag, hash: line.hash });
      if (name === USERS && line.key === actorKey) ownAccount = accountFacts(line);
    }
    const current = new Map((await listRecordVersions(store)).map((version) => [version.key, version.etag] as const));
    const currentHashes = new Map<string, string>();
    await inBatches(keysToCompare(backedUp, current), BACKUP_CONCURRENCY, async (key) => {
      const entry = await store.getWithMetadata(key, { type: 'arrayBuffer' });
      if (entry) currentHashes.set(key, contentHash(new Uint8Array(entry.data)));
    });
    states.push({ diff: diffStore(name, backedUp, current, currentHashes, APPEND_ONLY_STORES.has(name)), store, parts: stats.parts, current });
  }
  const users = states.find((state) => state.diff.store === USERS);
  const own = users ? ownAccountEffect(actorKey, users.diff, ownAccount) : {};
  if (own.warning) warnings.push(own.warning);
  const diffs = states.map((state) => state.diff);
  const operations = operationCount(diffs);
  const refusal = own.refusal ?? (operations > maxOperations
    ? `This restore makes ${operations} writes and deletes, more than the dashboard can do within one call (${maxOperations}). Restore one unit at a time, or use npm run restore.`
    : undefined);
  const plan: RestorePlan = {
    planId: fingerprint(manifest, unit, states),
    backupId,
    unit,
    stores: diffs.map((diff) => ({ store: diff.store, adds: countOf(diff.adds), changes: countOf(diff.changes), deletes: countOf(diff.deletes), appendOnly: diff.appendOnly })),
    operations,
    warnings,
    ...(refusal ? { refusal } : {}),
  };
  return { plan, states };
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function accountFacts(line: BackupLine): AccountFacts | undefined {
  const parsed = accountFactsSchema.safeParse(parsedJson(line.data));
  return parsed.success ? parsed.data : undefined;
}

function fingerprint(manifest: BackupManifest, unit: string, states: readonly StoreState[]): string {
  const hash = createHash('sha256');
  const etags = new Map(states.map((state) => [state.diff.store, state.current] as const));
  for (const text of fingerprintLines(manifest.id, unit, states.map((state) => state.diff), etags)) hash.update(text);
  return hash.digest('hex');
}

async function applyStore(backupId: string, { diff, store, parts, current }: StoreState): Promise<RestoreResult['stores'][number]> {
  const outcome = { store: diff.store, added: 0, changed: 0, deleted: 0, conflicts: 0 };
  const adds = new Set(diff.adds);
  const changes = new Set(diff.changes);
  let batch: BackupLine[] = [];
  const writeBatch = async () => {
    await inBatches(batch, BACKUP_CONCURRENCY, async (line) => {
      const isAdd = adds.has(line.key);
      const bytes = diff.store === USERS && !isAdd ? await withSessionsEnded(store, line) : bytesOfLine(line);
      const etag = current.get(line.key);
      const options = isAdd || etag === undefined ? { onlyIfNew: true as const } : { onlyIfMatch: etag };
      const written = writeOutcome(await store.set(line.key, bytes.buffer, { metadata: line.metadata, ...options }), line.key);
      if (!written) outcome.conflicts += 1;
      else if (isAdd) outcome.added += 1;
      else outcome.changed += 1;
    });
    batch = [];
  };
  if (adds.size + changes.size > 0) {
    for await (const line of readBackupLines(openStore('backups'), backupId, diff.store, parts)) {
      if (!adds.has(line.key) && !changes.has(line.key)) continue;
      batch.push(line);
      if (batch.length >= BACKUP_CONCURRENCY) await writeBatch();
    }
    await writeBatch();
  }
  await inBatches(diff.deletes, BACKUP_CONCURRENCY, async (key) => {
    await store.delete(key);
    outcome.deleted += 1;
  });
  return outcome;
}

/** A staff account restored over its current self, with a session version above the current one. */
async function withSessionsEnded(store: Store, line: BackupLine): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = bytesOfLine(line);
  if (!line.key.startsWith('user/')) return bytes;
  const backedUp = sessionVersionSchema.safeParse(parsedJson(line.data));
  if (!backedUp.success) return bytes;
  // A current record that does not read counts as version 0: the restored one still gets at least 1.
  const currentRecord = sessionVersionSchema.safeParse(parsedJson((await store.get(line.key, { type: 'text' })) ?? ''));
  const sessionVersion = restoredSessionVersion(backedUp.data.sessionVersion, currentRecord.success ? currentRecord.data.sessionVersion : 0);
  return new TextEncoder().encode(JSON.stringify({ ...backedUp.data, sessionVersion }));
}

function describeResult(result: RestoreResult): string {
  const stores = result.stores.map((store) => `${store.store} +${store.added} ~${store.changed} -${store.deleted}${store.conflicts ? ` (${store.conflicts} conflicts)` : ''}`);
  return `${result.unit}: ${stores.join(', ') || 'nothing to change'}`;
}
