/**
 * GET /api/contact/counts — how many enquiries are `new`, per category the reader may see (issue #11),
 * for the count on the Contact Responses tab: 200 { counts: { category: n }, total }.
 */
import type { Config } from '@netlify/functions';
import { newCountsSchema, type NewCounts } from '../../src/lib/api/enquiries.ts';
import { canReadEnquiry } from '../../src/lib/enquiry/visible-enquiries.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { enquiryRows } from '../../src/server/storage/enquiry-repository.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  const user = await requireUser(req, 'admin');
  const counts: NewCounts = { counts: {}, total: 0 };
  // From the index's rows alone: no enquiry is read.
  for (const row of await enquiryRows(openStore('enquiries'), { acceptRow: (row) => row.status === 'new' && canReadEnquiry(row, user) })) {
    counts.counts[row.category] = (counts.counts[row.category] ?? 0) + 1;
    counts.total += 1;
  }
  return answer(newCountsSchema, 200, counts);
});

export const config: Config = { path: '/api/contact/counts' };
