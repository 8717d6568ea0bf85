/**
 * A complete backup as one downloadable file (issue #42 item 4): gzip'd NDJSON, a `{ format, backup }`
 * line first, then one line per blob (lib/backups/backup-line-schema.ts), all stores or one unit's.
 * Streamed a part at a time (never the whole backup in memory) and refused before the first byte when
 * its estimated size passes Netlify's 20 MB streamed-answer limit (lib/backups/export-size.ts): such
 * a backup is downloaded a unit at a time.
 */
import { BACKUP_FORMAT } from '../../lib/backups/backup-line-schema.ts';
import { storesOfUnit } from '../../lib/backups/backup-units.ts';
import { estimatedExportBytes, exportFits } from '../../lib/backups/export-size.ts';
import { HttpError } from '../http/http-error.ts';
import { streamBody } from '../http/stream-body.ts';
import { openStore } from '../storage/blob-stores.ts';
import { getManifest, streamPart } from '../storage/backup-repository.ts';
import { currentUnits } from './backup-scope.ts';

export interface BackupExport {
  body: ReadableStream<Uint8Array>;
  fileName: string;
}

export async function exportBackup(backupId: string, unit: string): Promise<BackupExport> {
  const names = storesOfUnit(currentUnits(), unit);
  if (!names) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: { unit: 'Unknown unit.' } });
  const backups = openStore('backups');
  const manifest = await getManifest(backups, backupId);
  if (!manifest?.complete) throw new HttpError(404, `There is no complete backup ${backupId}.`);
  const stores = manifest.stores.filter((stats) => names.includes(stats.name));
  if (!exportFits(stores)) {
    const megabytes = Math.ceil(estimatedExportBytes(stores) / (1024 * 1024));
    throw new HttpError(413, `This download would be about ${megabytes} MB, more than one download may hold (20 MB). Download it a unit at a time.`);
  }
  const encoder = new TextEncoder();
  async function* chunks(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    yield encoder.encode(`${JSON.stringify({ format: BACKUP_FORMAT, unit, backup: { ...manifest, stores } })}\n`);
    for (const stats of stores) {
      for (let index = 1; index <= stats.parts; index += 1) {
        const reader = (await streamPart(backups, backupId, stats.name, index)).getReader();
        for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
      }
    }
  }
  const body = streamBody(chunks(), 'The backup download');
  const suffix = unit === 'everything' ? '' : `-${unit}`;
  return { body: body.pipeThrough(new CompressionStream('gzip')), fileName: `rasika-backup-${backupId}${suffix}.ndjson.gz` };
}
