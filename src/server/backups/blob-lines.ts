/** A blob as a backup line and back (lib/backups/backup-line-schema.ts), with its content hash. */
import { createHash } from 'node:crypto';
import type { BackupLine } from '../../lib/backups/backup-line-schema.ts';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The line for a blob: its text when the bytes are UTF-8 (records), else base64 (pictures). */
export function toBackupLine(store: string, key: string, etag: string, metadata: Record<string, unknown>, bytes: Uint8Array): BackupLine {
  const base = { store, key, etag, hash: contentHash(bytes), metadata };
  try {
    return { ...base, encoding: 'utf8', data: strictUtf8.decode(bytes) };
  } catch {
    return { ...base, encoding: 'base64', data: Buffer.from(bytes).toString('base64') };
  }
}

/** The blob's exact bytes again. */
export function bytesOfLine(line: BackupLine): Uint8Array<ArrayBuffer> {
  const buffer = Buffer.from(line.data, line.encoding);
  return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));
}
