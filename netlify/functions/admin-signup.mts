/**
 * POST /api/admin/signup — a developer creates a Sub Admin or Super Admin:
 * { email, password, role, category?, permissions? } -> 201 { user, message }.
 */
import type { Config } from '@netlify/functions';
import { savedAccountAnswer } from '../../src/lib/api/staff.ts';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { signupSchema } from '../../src/lib/staff/user-form-schema.ts';
import { publicAdmin, requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { signUpStaff } from '../../src/server/staff/user-commands.ts';

export default handle(async (req) => {
  allowMethods(req, ['POST']);
  const actor = await requireUser(req, 'developer');
  const parsed = signupSchema.safeParse(await readJson(req, 8 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  const user = await signUpStaff(actor, parsed.data);
  return answer(savedAccountAnswer, 201, { user: publicAdmin(user), message: 'User created successfully.' });
});

export const config: Config = { path: '/api/admin/signup' };
