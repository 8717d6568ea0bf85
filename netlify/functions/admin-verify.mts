/**
 * GET /api/admin/verify — the signed-in staff user, read live from storage: { admin }.
 */
import type { Config } from '@netlify/functions';
import { verifyAnswer } from '../../src/lib/api/staff.ts';
import { publicAdmin, requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  const user = await requireUser(req, 'signed-in');
  return answer(verifyAnswer, 200, { admin: publicAdmin(user) });
});

export const config: Config = { path: '/api/admin/verify' };
