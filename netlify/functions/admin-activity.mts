/**
 * GET /api/admin/activity[?actor={userId}] — the audit trail of staff changes, newest first (developers only).
 */
import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  await requireUser(req, 'developer');
  const actorId = new URL(req.url).searchParams.get('actor')?.trim();
  const entries = await listAudit(openStore('audit'), { limit: 200, ...(actorId ? { actorId } : {}) });
  return json(200, { entries });
});

export const config: Config = { path: '/api/admin/activity' };
