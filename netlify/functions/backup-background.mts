/**
 * POST /.netlify/functions/backup-background  { trigger, by? }  (X-Job-Secret)
 * The backup job (issue #42 item 4): copies every store into a dated backup and deletes what
 * retention no longer keeps. A background function (up to 15 minutes; Netlify answers the caller 202
 * at once), started by backup-daily and by the dashboard's "Back up now". Its URL is public, so a
 * call without the job secret is refused.
 */
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { backupJobRequest } from '../../src/lib/api/backups.ts';
import { requireJobSecret } from '../../src/server/auth/job-secret.ts';
import { takeBackup } from '../../src/server/backups/take-backup.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { json } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';

export default handle(async (req) => {
  allowMethods(req, ['POST']);
  requireJobSecret(req);
  const parsed = backupJobRequest.safeParse(await readJson(req, 4 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  const manifest = await takeBackup({ trigger: parsed.data.trigger, ...(parsed.data.by ? { by: parsed.data.by } : {}) });
  const total = manifest.stores.reduce((sum, store) => sum + store.count, 0);
  console.log(`Backup ${manifest.id}: ${total} blobs of ${manifest.stores.length} stores.`);
  return json(200, { message: `Backup ${manifest.id} is complete.`, backup: manifest });
});
