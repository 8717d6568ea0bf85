/**
 * POST /api/admin/password — a signed-in staff member changes their own password:
 * { currentPassword, newPassword } -> { token, admin, message }. Every other session of the
 * user ends; the answer carries a new token for this one. 400 with field errors (wrong
 * current password, too short or too common a new one), 429 past the sign-in limits.
 */
import type { Config } from '@netlify/functions';
import { passwordChangeAnswer } from '../../src/lib/api/staff.ts';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { passwordChangeSchema } from '../../src/lib/staff/user-form-schema.ts';
import { publicAdmin, requireUser } from '../../src/server/auth/require-user.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { changeOwnPassword } from '../../src/server/staff/password-commands.ts';

export default handle(async (req, context) => {
  allowMethods(req, ['POST']);
  const user = await requireUser(req, 'signed-in');
  const parsed = passwordChangeSchema.safeParse(await readJson(req, 8 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  const changed = await changeOwnPassword(user, parsed.data, clientIp(req, context));
  return answer(passwordChangeAnswer, 200, { token: changed.token, admin: publicAdmin(changed.user), message: 'Password changed. You are still signed in here; other sessions have ended.' });
});

export const config: Config = { path: '/api/admin/password' };
