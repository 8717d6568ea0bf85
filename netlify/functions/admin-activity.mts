/**
 * GET /api/admin/activity[?actor={userId}&limit=&cursor=] — the audit trail of staff changes,
 * newest first (developers only): { entries, nextCursor } with at most `limit` entries
 * (default 200); only that page is read from storage.
 */
import type { Config } from '@netlify/functions';
import { activityAnswer } from '../../src/lib/api/staff.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { nextPageHeaders, readPageQuery } from '../../src/server/http/page-query.ts';
import { listAuditPage } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  await requireUser(req, 'developer');
  const url = new URL(req.url);
  const actorId = url.searchParams.get('actor')?.trim();
  const { limit, cursor } = readPageQuery(url, 200, 500);
  const page = await listAuditPage(openStore('audit'), { limit, cursor, ...(actorId ? { actorId } : {}) });
  return answer(activityAnswer, 200, page, nextPageHeaders(url, limit, page.nextCursor));
});

export const config: Config = { path: '/api/admin/activity' };
