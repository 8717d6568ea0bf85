/**
 * Backups in the `backups` store (issue #42 item 4).
 * Key layout:
 *   manifests/{backupId}             -> BackupManifest JSON: written first with `complete: false`,
 *                                       rewritten `complete: true` only after every part is written
 *   parts/{backupId}/{store}/{00001} -> NDJSON, one BackupLine per blob of that store, each part
 *                                       closed once it passes PART_BYTES
 * A backup id is its start time (lib/backups/backup-id.ts), so listings sort by age. A backup is
 * deleted parts first, after its manifest is marked unfinished, so a deletion cut short leaves a
 * backup that is never offered for restore and is deleted again by the next run.
 */
import { backupLineSchema, type BackupLine } from '../../lib/backups/backup-line-schema.ts';
import { backupManifestSchema, type BackupManifest } from '../../lib/api/backups.ts';
import { listAllKeys, type Store } from './blob-stores.ts';
import { createRecord, listRecords, readRecord } from './records.ts';

/** A part is closed once it holds this many bytes (memory stays bounded while backing up). */
export const PART_BYTES = 4 * 1024 * 1024;

const manifestKey = (id: string) => `manifests/${id}`;
const partsPrefix = (id: string) => `parts/${id}/`;

export function partKey(id: string, store: string, index: number): string {
  return `${partsPrefix(id)}${store}/${String(index).padStart(5, '0')}`;
}

/** Records a new backup as started; false when one with this id exists. */
export async function startManifest(store: Store, manifest: BackupManifest): Promise<boolean> {
  return createRecord(store, manifestKey(manifest.id), manifest);
}

/** Rewrites a backup's manifest (only the job that started the backup writes it). */
export async function saveManifest(store: Store, manifest: BackupManifest): Promise<void> {
  await store.setJSON(manifestKey(manifest.id), manifest);
}

export async function getManifest(store: Store, id: string): Promise<BackupManifest | null> {
  return (await readRecord(store, manifestKey(id), backupManifestSchema))?.value ?? null;
}

/** Every backup, newest first. */
export async function listManifests(store: Store): Promise<BackupManifest[]> {
  const records = await listRecords(store, backupManifestSchema, 'manifests/');
  return records.map((record) => record.value).sort((a, b) => b.id.localeCompare(a.id));
}

export async function writePart(store: Store, id: string, storeName: string, index: number, text: string): Promise<void> {
  await store.set(partKey(id, storeName, index), text);
}

/** The raw bytes of one part, streamed (for a download). */
export async function streamPart(store: Store, id: string, storeName: string, index: number): Promise<ReadableStream<Uint8Array<ArrayBuffer>>> {
  const stream = (await store.get(partKey(id, storeName, index), { type: 'stream' })) as ReadableStream<Uint8Array<ArrayBuffer>> | null;
  if (!stream) throw new Error(`Backup ${id} has lost part ${index} of ${storeName}.`);
  return stream;
}

/** The blobs of one store in a backup, a line at a time, reading one part at a time. */
export async function* readBackupLines(store: Store, id: string, storeName: string, parts: number): AsyncGenerator<BackupLine> {
  for (let index = 1; index <= parts; index += 1) {
    const stream = await streamPart(store, id, storeName, index);
    for await (const text of textLines(stream)) {
      const parsed = backupLineSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(`Backup ${id} has a damaged line in part ${index} of ${storeName}.`);
      yield parsed.data;
    }
  }
}

async function* textLines(stream: ReadableStream<Uint8Array<ArrayBuffer>>): AsyncGenerator<string> {
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += value;
    let end = pending.indexOf('\n');
    while (end >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      if (line.trim() !== '') yield line;
      end = pending.indexOf('\n');
    }
  }
  if (pending.trim() !== '') yield pending;
}

/** Deletes a backup: marked unfinished, then its parts, then its manifest. */
export async function deleteBackup(store: Store, manifest: BackupManifest, deleteKeys: (keys: string[]) => Promise<void>): Promise<void> {
  if (manifest.complete) await saveManifest(store, { ...manifest, complete: false, failure: 'Being deleted (older than the backups kept).' });
  await deleteKeys(await listAllKeys(store, partsPrefix(manifest.id)));
  await store.delete(manifestKey(manifest.id));
}
