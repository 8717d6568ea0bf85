/**
 * GET /api/admin/backups/{id}/export[?unit=]  (developers only; issue #42 item 4)
 * A complete backup as a file: gzip'd NDJSON of every store, or of one restore unit (server/backups/
 * export-backup.ts). 413 when it would pass the 20 MB a streamed answer may hold: then one unit at a time.
 */
import type { Config } from '@netlify/functions';
import { isBackupId } from '../../src/lib/backups/backup-id.ts';
import { EVERYTHING } from '../../src/lib/backups/backup-units.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { exportBackup } from '../../src/server/backups/export-backup.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { fileAnswer } from '../../src/server/http/json.ts';

export default handle(async (req, context) => {
  const id = context.params['id'] ?? '';
  if (!isBackupId(id)) throw new HttpError(404, 'Backup not found.');
  allowMethods(req, ['GET']);
  await requireUser(req, 'developer');
  const unit = new URL(req.url).searchParams.get('unit')?.trim() || EVERYTHING;
  const { body, fileName } = await exportBackup(id, unit);
  return fileAnswer(body, 'application/gzip', fileName);
});

export const config: Config = { path: '/api/admin/backups/:id/export' };
