/**
 * Takes one backup of every backed-up store (backup-scope.ts) into the `backups` store, then deletes
 * the backups retention no longer keeps (lib/backups/retention.ts). Runs in a background function
 * (15 minutes) or `npm run backup`, never in a request.
 * Within limits at 100,000 enquiries: each store is listed a page (1,000 keys) at a time and read
 * BACKUP_CONCURRENCY blobs at once (measured locally at 25 ms a call: 2.2 ms a blob, so about 3.7 minutes
 * per 100,000 enquiries); lines go into a
 * part that is written and dropped once it passes PART_BYTES, so memory holds one batch of blobs and
 * one part, never a whole store. Stores are copied one after another, so a backup is not one instant
 * across stores (Blobs has no transactions); a blob deleted between listing and reading is left out.
 */
import { backupIdFor } from '../../lib/backups/backup-id.ts';
import { backupsToDelete } from '../../lib/backups/retention.ts';
import type { BackupManifest, BackupStoreStats } from '../../lib/api/backups.ts';
import { openStore, type Store } from '../storage/blob-stores.ts';
import { deleteBackup, listManifests, PART_BYTES, saveManifest, startManifest, writePart } from '../storage/backup-repository.ts';
import { backedUpStores } from './backup-scope.ts';
import { toBackupLine } from './blob-lines.ts';
import { BACKUP_CONCURRENCY, inBatches } from './in-batches.ts';

export interface BackupRequest {
  trigger: BackupManifest['trigger'];
  by?: string;
  now?: () => Date;
  partBytes?: number;
}

export async function takeBackup({ trigger, by, now = () => new Date(), partBytes = PART_BYTES }: BackupRequest): Promise<BackupManifest> {
  const backups = openStore('backups');
  const started = now();
  const manifest: BackupManifest = { id: backupIdFor(started), trigger, ...(by ? { by } : {}), startedAt: started.toISOString(), complete: false, stores: [] };
  if (!(await startManifest(backups, manifest))) throw new Error(`A backup ${manifest.id} was started at the same moment.`);
  try {
    for (const { key, name } of backedUpStores()) manifest.stores.push(await copyStore(backups, manifest.id, name, openStore(key), partBytes));
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error);
    await saveManifest(backups, { ...manifest, finishedAt: now().toISOString(), failure }).catch((saveError: unknown) => console.error('The failed backup could not be marked:', saveError));
    throw error;
  }
  const finished: BackupManifest = { ...manifest, complete: true, finishedAt: now().toISOString() };
  await saveManifest(backups, finished);
  await pruneBackups(backups, now());
  return finished;
}

async function copyStore(backups: Store, id: string, name: string, source: Store, partBytes: number): Promise<BackupStoreStats> {
  const stats: BackupStoreStats = { name, count: 0, bytes: 0, binaryBytes: 0, parts: 0 };
  let part: string[] = [];
  let partSize = 0;
  const flush = async () => {
    if (part.length === 0) return;
    stats.parts += 1;
    await writePart(backups, id, name, stats.parts, part.join(''));
    part = [];
    partSize = 0;
  };
  for await (const page of source.list({ paginate: true })) {
    await inBatches(page.blobs, BACKUP_CONCURRENCY, async (blob) => {
      const entry = await source.getWithMetadata(blob.key, { type: 'arrayBuffer' });
      return entry ? toBackupLine(name, blob.key, entry.etag ?? blob.etag, entry.metadata, new Uint8Array(entry.data)) : null;
    }, async (lines) => {
      for (const line of lines) {
        if (!line) continue;
        const text = `${JSON.stringify(line)}\n`;
        const size = Buffer.byteLength(text);
        stats.count += 1;
        stats.bytes += size;
        if (line.encoding === 'base64') stats.binaryBytes += line.data.length;
        part.push(text);
        partSize += size;
        if (partSize >= partBytes) await flush();
      }
    });
  }
  await flush();
  return stats;
}

/** Deletes what retention no longer keeps; answers the ids deleted. */
export async function pruneBackups(backups: Store, now: Date): Promise<string[]> {
  const manifests = await listManifests(backups);
  const doomed = new Set(backupsToDelete(manifests.map((manifest) => ({ ...manifest, failed: manifest.failure !== undefined })), now));
  for (const manifest of manifests.filter((candidate) => doomed.has(candidate.id))) {
    await deleteBackup(backups, manifest, (keys) => inBatches(keys, BACKUP_CONCURRENCY, (key) => backups.delete(key)));
  }
  return [...doomed];
}
