/**
 * GET /api/contact — contact form responses for staff, newest first (admin §2, G-05):
 * a superadmin sees every enquiry; a subadmin only those of their own category.
 */
import type { Config } from '@netlify/functions';
import { visibleEnquiries } from '../../src/lib/enquiry/visible-enquiries.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { listEnquiries } from '../../src/server/storage/enquiry-repository.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  const user = await requireUser(req, 'admin');
  return json(200, visibleEnquiries(await listEnquiries(openStore('enquiries')), user));
});

export const config: Config = { path: '/api/contact' };
