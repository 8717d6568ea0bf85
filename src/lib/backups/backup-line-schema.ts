/**
 * One blob in a backup part and in a downloaded export: a line of NDJSON. Text (JSON records) is
 * kept as it is, so an export can be read; anything else (pictures) as base64. The metadata (an
 * image's content type) and the etag and content hash at the time of the backup travel with it.
 * An export file starts with one `{ format, backup }` line (the manifest), then these lines.
 */
import { z } from 'astro/zod';

export const BACKUP_FORMAT = 'rasika-backup-1';

export const backupLineSchema = z.object({
  store: z.string().min(1),
  key: z.string().min(1),
  etag: z.string(),
  /** SHA-256 (hex) of the blob's bytes. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  metadata: z.record(z.string(), z.unknown()),
  encoding: z.enum(['utf8', 'base64']),
  data: z.string(),
});
export type BackupLine = z.infer<typeof backupLineSchema>;
