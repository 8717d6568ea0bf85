/**
 * GET /api/contact/export[?q=&status=&category=&from=&to=] — the enquiries of the current filter as
 * CSV (issue #11), with the same scoping as the list (a subadmin: own category only, another → 403).
 * RFC 4180, UTF-8 with a BOM, formula cells neutralised (enquiry-csv.ts); streamed a batch of
 * records at a time, newest first, like the screen. A synchronous function has 60 s and may stream
 * 20 MB, so a filter the index says matches more than EXPORT_DIRECT_MAX_ROWS enquiries is refused
 * (413) before any record is read: the desk then starts an export job (contact-export-jobs.mts).
 */
import type { Config } from '@netlify/functions';
import { csvFileName } from '../../src/lib/enquiry/enquiry-csv.ts';
import { EXPORT_DIRECT_MAX_ROWS, tooManyForDirectExport } from '../../src/lib/enquiry/export-job.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { enquiryCsvChunks } from '../../src/server/enquiries/enquiry-export.ts';
import { readEnquiryScope } from '../../src/server/enquiries/enquiry-scope.ts';
import { exportDirectMaxRows } from '../../src/server/env.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { fileAnswer } from '../../src/server/http/json.ts';
import { streamBody } from '../../src/server/http/stream-body.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { enquiryRows } from '../../src/server/storage/enquiry-repository.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  const user = await requireUser(req, 'admin');
  const scope = readEnquiryScope(new URL(req.url), user);
  const enquiries = openStore('enquiries');
  const rows = await enquiryRows(enquiries, scope);
  const max = exportDirectMaxRows(EXPORT_DIRECT_MAX_ROWS);
  if (rows.length > max) throw new HttpError(413, tooManyForDirectExport(rows.length, max));
  const encoder = new TextEncoder();
  async function* bytes(): AsyncGenerator<Uint8Array<ArrayBuffer>> {
    for await (const chunk of enquiryCsvChunks(enquiries, rows, scope)) yield encoder.encode(chunk.text);
  }
  return fileAnswer(streamBody(bytes(), 'The enquiry export'), 'text/csv; charset=utf-8', csvFileName(new Date()));
});

export const config: Config = { path: '/api/contact/export' };
