/**
 * POST /api/admin/login — { email, password } -> { token, admin, message }.
 * 429 with Retry-After past a sign-in limit (src/server/auth/login.ts); Netlify's own rate
 * limit below enforces the per-IP rule at the edge too, before the function runs.
 */
import type { Config } from '@netlify/functions';
import { loginAnswer } from '../../src/lib/api/staff.ts';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { loginSchema } from '../../src/lib/staff/login-schema.ts';
import { login } from '../../src/server/auth/login.ts';
import { publicAdmin } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';

export default handle(async (req, context) => {
  allowMethods(req, ['POST']);
  const parsed = loginSchema.safeParse(await readJson(req, 8 * 1024));
  if (!parsed.success) {
    throw new HttpError(400, 'Please enter your email and password.', { errors: toFieldErrors(parsed.error) });
  }
  const { token, user } = await login(parsed.data, clientIp(req, context));
  return answer(loginAnswer, 200, { token, admin: publicAdmin(user), message: 'Signed in successfully.' });
});

export const config: Config = {
  path: '/api/admin/login',
  // Literal values (Netlify reads this config statically); a test keeps them equal to LOGIN_IP_THROTTLE.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
