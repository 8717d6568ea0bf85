/**
 * Authenticates calls of background functions (issue #42 item 4). A background function has a public
 * URL on Netlify, so the scheduled function and the dashboard start one with a shared secret in the
 * X-Job-Secret header: BACKGROUND_JOB_SECRET, else an HMAC of a fixed label under JWT_SECRET (never
 * the JWT secret itself). A call without it, or with another, is refused in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { backgroundJobSecret, jwtSecret } from '../env.ts';
import { HttpError } from '../http/http-error.ts';

export const JOB_SECRET_HEADER = 'X-Job-Secret';

function jobSecret(): string | undefined {
  const configured = backgroundJobSecret();
  if (configured) return configured;
  const jwt = jwtSecret();
  return jwt && jwt.length >= 32 ? createHmac('sha256', jwt).update('rasika background jobs v1').digest('base64url') : undefined;
}

/** The headers that let a call start a background job. */
export function jobHeaders(): Record<string, string> {
  const secret = jobSecret();
  if (!secret) throw new HttpError(503, 'Background jobs are not configured (set JWT_SECRET).');
  return { [JOB_SECRET_HEADER]: secret };
}

/** Refuses (401) a call that does not carry the job secret. */
export function requireJobSecret(req: Request): void {
  const secret = jobSecret();
  const given = Buffer.from(req.headers.get(JOB_SECRET_HEADER) ?? '');
  const expected = Buffer.from(secret ?? '');
  if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(401, 'This job needs its secret.');
  }
}
