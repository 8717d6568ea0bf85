/**
 * One enquiry on the staff desk (issue #11); shapes in src/lib/api/enquiries.ts.
 *   GET    /api/enquiries/{id}                     200 { enquiry, etag, alert, canDelete }
 *   PATCH  /api/enquiries/{id}       { etag, status }   200 detail · 409 stale (nothing changed)
 *   POST   /api/enquiries/{id}/notes { etag, text }     200 detail · 400 empty or over 2,000 characters · 409 stale
 *   DELETE /api/enquiries/{id}       { etag }           200 · 400 not spam · 403 no permission · 409 stale
 * 404 for an enquiry that does not exist or that the reader may not see (a subadmin's other categories).
 */
import type { Config } from '@netlify/functions';
import { messageAnswer } from '../../src/lib/api/message.ts';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { deleteEnquiryBodySchema, enquiryDetailSchema, noteBodySchema, statusChangeBodySchema, type EnquiryDetail } from '../../src/lib/api/enquiries.ts';
import type { EnquiryRecord } from '../../src/lib/enquiry/enquiry-schema.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { addEnquiryNote, canDeleteEnquiries, deleteSpamEnquiry, readableEnquiry, setEnquiryStatus } from '../../src/server/enquiries/enquiry-commands.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { getAlert } from '../../src/server/storage/enquiry-alert-repository.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import type { z } from 'astro/zod';

const MAX_BODY_BYTES = 16 * 1024;

async function readBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(req, MAX_BODY_BYTES));
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw new HttpError(400, Object.values(errors)[0] ?? 'Please correct the highlighted fields.', { errors });
  }
  return parsed.data;
}

async function detail(user: StaffUser, enquiry: EnquiryRecord, etag: string): Promise<EnquiryDetail> {
  const alert = await getAlert(openStore('enquiryAlerts'), enquiry._id);
  return { enquiry, etag, alert, canDelete: canDeleteEnquiries(user) };
}

export default handle(async (req, context) => {
  const id = context.params['id'];
  const notes = new URL(req.url).pathname.replace(/\/+$/, '').endsWith('/notes');
  allowMethods(req, notes ? ['POST'] : ['GET', 'PATCH', 'DELETE']);
  const user = await requireUser(req, 'admin');
  if (notes) {
    const body = await readBody(req, noteBodySchema);
    const saved = await addEnquiryNote(user, id, body.etag, body.text);
    return answer(enquiryDetailSchema, 200, await detail(user, saved.enquiry, saved.etag));
  }
  if (req.method === 'PATCH') {
    const body = await readBody(req, statusChangeBodySchema);
    const saved = await setEnquiryStatus(user, id, body.etag, body.status);
    return answer(enquiryDetailSchema, 200, await detail(user, saved.enquiry, saved.etag));
  }
  if (req.method === 'DELETE') {
    const body = await readBody(req, deleteEnquiryBodySchema);
    await deleteSpamEnquiry(user, id, body.etag);
    return answer(messageAnswer, 200, { message: 'Enquiry deleted.' });
  }
  const stored = await readableEnquiry(user, id);
  return answer(enquiryDetailSchema, 200, await detail(user, stored.value, stored.etag));
});

export const config: Config = { path: ['/api/enquiries/:id', '/api/enquiries/:id/notes'] };
