/**
 * Enquiry export jobs, for exports too large for one direct download (issue #42 item 3; shapes in
 * src/lib/api/export-jobs.ts, the job in src/server/enquiries/export-job.ts):
 *   POST /api/contact/export-jobs  { filter }  -> 202 the job (running): recorded, then the background
 *        function started; 403 for a category the reader may not see
 *   GET  /api/contact/export-jobs/{id}         -> the job: running (rows of total), done (rows, bytes), failed (reason)
 *   GET  /api/contact/export-jobs/{id}/file    -> the CSV, stored and sent gzip'd (Content-Encoding: gzip,
 *        so the browser saves plain CSV); 409 until done
 * Only the staff member who started a job, or a Super Admin, sees it: anyone else gets 404, as for an
 * unknown or expired (a day old) job.
 */
import type { Config } from '@netlify/functions';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { exportJobAnswer, exportJobRequest } from '../../src/lib/api/export-jobs.ts';
import { csvFileName } from '../../src/lib/enquiry/enquiry-csv.ts';
import { viewOfExportJob, type ExportJobRecord } from '../../src/lib/enquiry/export-job.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { EXPORT_JOB_NOT_FOUND, readableExportJob, startExportJob } from '../../src/server/enquiries/export-job.ts';
import { allowMethods, handle, type RequestContext } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer, fileAnswer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { streamBody } from '../../src/server/http/stream-body.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { isExportJobId, readExportFile } from '../../src/server/storage/export-repository.ts';

async function startJob(req: Request, context: RequestContext): Promise<Response> {
  allowMethods(req, ['POST']);
  const user = await requireUser(req, 'admin');
  const parsed = exportJobRequest.safeParse(await readJson(req, 4 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Please correct the filter.', { errors: toFieldErrors(parsed.error) });
  const job = await startExportJob(context.site?.url, user, parsed.data.filter);
  return answer(exportJobAnswer, 202, viewOfExportJob(job, new Date()));
}

function fileOf(job: ExportJobRecord): Response {
  const view = viewOfExportJob(job, new Date());
  if (view.status !== 'done') throw new HttpError(409, view.status === 'failed' ? `This export failed: ${view.reason ?? 'no reason was given'}` : 'This export is not ready yet.');
  const body = streamBody(readExportFile(openStore('exports'), job.id, job.parts), 'The export download');
  return fileAnswer(body, 'text/csv; charset=utf-8', csvFileName(new Date(job.createdAt)), { 'Content-Encoding': 'gzip' });
}

export default handle(async (req, context) => {
  const id = context.params['id'];
  if (id === undefined) return startJob(req, context);
  if (!isExportJobId(id)) throw new HttpError(404, EXPORT_JOB_NOT_FOUND);
  allowMethods(req, ['GET']);
  const job = await readableExportJob(await requireUser(req, 'admin'), id);
  if (new URL(req.url).pathname.replace(/\/+$/, '').endsWith('/file')) return fileOf(job);
  return answer(exportJobAnswer, 200, viewOfExportJob(job, new Date()));
});

export const config: Config = { path: ['/api/contact/export-jobs', '/api/contact/export-jobs/:id', '/api/contact/export-jobs/:id/file'] };
