/**
 * GET /api/contact[?q=&status=&category=&from=&to=&limit=&cursor=] — contact form responses for
 * staff, newest first (admin §2, G-05, issue #11): a superadmin sees every enquiry; a subadmin only
 * those of their own category (asking for another answers 403). `q` searches reference, name,
 * email, phone and message (case- and accent-insensitive); from/to are days in India time.
 * The body is the array of enquiries (at most `limit`, default 500); when more remain, the
 * `X-Next-Cursor` header carries the cursor of the next page. The desk's index (month shards of rows,
 * enquiry-index.ts) finds the page; only its records are read.
 */
import type { Config } from '@netlify/functions';
import { enquiryListAnswer } from '../../src/lib/api/enquiries.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { readEnquiryScope } from '../../src/server/enquiries/enquiry-scope.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { nextPageHeaders, readPageQuery } from '../../src/server/http/page-query.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { listEnquiryPage } from '../../src/server/storage/enquiry-repository.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  const user = await requireUser(req, 'admin');
  const url = new URL(req.url);
  const { limit, cursor } = readPageQuery(url, 500, 500);
  const scope = readEnquiryScope(url, user);
  const page = await listEnquiryPage(openStore('enquiries'), { ...scope, limit, cursor });
  return answer(enquiryListAnswer, 200, page.enquiries, nextPageHeaders(url, limit, page.nextCursor));
});

export const config: Config = { path: '/api/contact' };
