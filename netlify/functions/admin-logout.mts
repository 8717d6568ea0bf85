/**
 * POST /api/admin/logout — ends the session of the token sent (it is refused from now on,
 * on every device that holds it): { message }. 401 when the session already ended.
 */
import type { Config } from '@netlify/functions';
import { messageAnswer } from '../../src/lib/api/message.ts';
import { requireSession } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { revokeSession } from '../../src/server/storage/session-repository.ts';

export default handle(async (req) => {
  allowMethods(req, ['POST']);
  const { session } = await requireSession(req, 'signed-in');
  await revokeSession(openStore('sessions'), session.sid, new Date(session.exp * 1000));
  return answer(messageAnswer, 200, { message: 'Signed out.' });
});

export const config: Config = { path: '/api/admin/logout' };
