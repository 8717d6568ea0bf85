/**
 * A visitor's data (issue #42 item 5, DPDP Act 2023), superadmins only (403 for everyone else):
 *   GET  /api/admin/visitor-data?email=&phone=                      200 { enquiries, alerts, activity }
 *   POST /api/admin/visitor-data/erase { email?, phone?, confirm: true }   200 { message, erased }
 * 400 with per-field errors for no email and no phone, an invalid email, a phone that is not 7 to 15
 * digits, or an erasure without confirm. Matching rules: lib/privacy/visitor-match.ts.
 */
import type { Config } from '@netlify/functions';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { visitorDataAnswer, visitorErasedAnswer, visitorEraseSchema, visitorLookupSchema } from '../../src/lib/api/visitor-data.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { eraseVisitorData, findVisitorData } from '../../src/server/privacy/visitor-data.ts';
import type { z } from 'astro/zod';

const MAX_BODY_BYTES = 4 * 1024;

function valid<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  return parsed.data;
}

export default handle(async (req) => {
  const url = new URL(req.url);
  const erase = url.pathname.replace(/\/+$/, '').endsWith('/erase');
  allowMethods(req, erase ? ['POST'] : ['GET']);
  const user = await requireUser(req, 'superadmin');
  if (erase) {
    const query = valid(visitorEraseSchema, await readJson(req, MAX_BODY_BYTES));
    return answer(visitorErasedAnswer, 200, await eraseVisitorData(user, query));
  }
  const query = valid(visitorLookupSchema, Object.fromEntries(url.searchParams));
  return answer(visitorDataAnswer, 200, await findVisitorData(query));
});

export const config: Config = { path: ['/api/admin/visitor-data', '/api/admin/visitor-data/erase'] };
