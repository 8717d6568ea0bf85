/**
 * What a restore would change, computed before anything is written (issue #42 item 4: restoring
 * never silently overwrites). Per store: keys to add (in the backup, gone now), to change (in both,
 * different content) and to delete (written since the backup). A key whose etag is still the one the
 * backup read is unchanged without reading it; only keys with another etag are read and compared by
 * content hash, so a plan after a restore shows no changes although every etag is new.
 * The plan's fingerprint covers each change with the current etag it would overwrite: applying
 * recomputes the plan and refuses when the fingerprint differs (someone wrote in between).
 */

export interface BackedUpVersion {
  etag: string;
  hash: string;
}

export interface StoreDiff {
  store: string;
  adds: string[];
  changes: string[];
  deletes: string[];
  /** The store keeps entries newer than the backup (the activity log): nothing is deleted. */
  appendOnly: boolean;
}

/** Keys in both the backup and the store whose etag moved on: their content must be compared. */
export function keysToCompare(backup: ReadonlyMap<string, BackedUpVersion>, current: ReadonlyMap<string, string>): string[] {
  const keys: string[] = [];
  for (const [key, version] of backup) {
    const etag = current.get(key);
    if (etag !== undefined && etag !== version.etag) keys.push(key);
  }
  return keys.sort();
}

/**
 * The diff of one store. `currentHashes` holds the content hash of the keysToCompare keys (a key
 * missing there was deleted meanwhile and counts as an add).
 */
export function diffStore(
  store: string,
  backup: ReadonlyMap<string, BackedUpVersion>,
  current: ReadonlyMap<string, string>,
  currentHashes: ReadonlyMap<string, string>,
  appendOnly = false,
): StoreDiff {
  const adds: string[] = [];
  const changes: string[] = [];
  for (const [key, version] of backup) {
    const etag = current.get(key);
    if (etag === undefined) adds.push(key);
    else if (etag !== version.etag) {
      const hash = currentHashes.get(key);
      if (hash === undefined) adds.push(key);
      else if (hash !== version.hash) changes.push(key);
    }
  }
  const deletes = appendOnly ? [] : [...current.keys()].filter((key) => !backup.has(key));
  return { store, adds: adds.sort(), changes: changes.sort(), deletes: deletes.sort(), appendOnly };
}

export interface PlanCount {
  count: number;
  /** The first few keys, to show what kind of record changes. */
  examples: string[];
}

export const PLAN_EXAMPLES = 5;

export function countOf(keys: readonly string[], examples = PLAN_EXAMPLES): PlanCount {
  return { count: keys.length, examples: keys.slice(0, examples) };
}

/** Writes plus deletes of a plan. */
export function operationCount(diffs: readonly StoreDiff[]): number {
  return diffs.reduce((sum, diff) => sum + diff.adds.length + diff.changes.length + diff.deletes.length, 0);
}

/**
 * The lines a plan's fingerprint is the hash of: the backup, the unit and every operation with the
 * current etag it acts on ('' for an add). The server hashes them one by one (never one big text).
 */
export function* fingerprintLines(backupId: string, unit: string, diffs: readonly StoreDiff[], currentEtags: ReadonlyMap<string, ReadonlyMap<string, string>>): Generator<string> {
  yield `${backupId}\n${unit}\n`;
  for (const diff of diffs) {
    const etags = currentEtags.get(diff.store);
    yield `store ${diff.store}\n`;
    for (const key of diff.adds) yield `add ${key} ${etags?.get(key) ?? ''}\n`;
    for (const key of diff.changes) yield `change ${key} ${etags?.get(key) ?? ''}\n`;
    for (const key of diff.deletes) yield `delete ${key} ${etags?.get(key) ?? ''}\n`;
  }
}

export interface AccountFacts {
  role: string;
  isActive: boolean;
}

export interface OwnAccountEffect {
  /** Why the plan may not be applied. */
  refusal?: string;
  warning?: string;
}

/**
 * What a restore of the staff accounts does to the developer applying it. Refused: deleting their
 * account (created after the backup) or bringing it back as another role or inactive, either of
 * which would lock them out in the middle of a restore. Warned: any other change to it (its password
 * and session version go back, so they are signed out and sign in with the password they had then).
 */
export function ownAccountEffect(actorKey: string, users: StoreDiff, backedUp: AccountFacts | undefined): OwnAccountEffect {
  if (users.deletes.includes(actorKey)) {
    return { refusal: 'This restore would delete your own account, which did not exist at the time of the backup. Restore the other units, or ask another developer.' };
  }
  if (!users.changes.includes(actorKey)) return {};
  if (!backedUp || backedUp.role !== 'developer' || !backedUp.isActive) {
    return { refusal: 'This restore would take away your own developer access (your account was not an active developer at the time of the backup).' };
  }
  return { warning: 'Your own account goes back to how it was at the time of the backup: you will be signed out and sign in again with the password you had then.' };
}

/**
 * The session version a restored staff account gets when it exists now: above its current one, so
 * every session issued since the backup ends, and tokens the backup's version allowed (ended since
 * by a password or role change) never become valid again.
 */
export function restoredSessionVersion(backedUp: number, current: number): number {
  return Math.max(backedUp, current + 1);
}
