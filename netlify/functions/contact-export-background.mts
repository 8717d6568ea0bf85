/**
 * POST /.netlify/functions/contact-export-background  { id }  (X-Job-Secret)
 * Runs one recorded enquiry export job (issue #42 item 3; server/enquiries/export-job.ts): a background
 * function (15 minutes; Netlify answers the caller 202 at once), started by POST /api/contact/export-jobs.
 * Its URL is public, so a call without the job secret is refused.
 */
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { exportRunRequest } from '../../src/lib/api/export-jobs.ts';
import { requireJobSecret } from '../../src/server/auth/job-secret.ts';
import { runExportJob } from '../../src/server/enquiries/export-job.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { json } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';

export default handle(async (req) => {
  allowMethods(req, ['POST']);
  requireJobSecret(req);
  const parsed = exportRunRequest.safeParse(await readJson(req, 1024));
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  const job = await runExportJob(parsed.data.id);
  console.log(`Export job ${job.id}: ${job.status}, ${job.rows} rows, ${job.bytes} bytes gzip'd${job.reason ? ` (${job.reason})` : ''}.`);
  return json(200, { message: `Export job ${job.id} is ${job.status}.`, job: { id: job.id, status: job.status, rows: job.rows, bytes: job.bytes } });
});
