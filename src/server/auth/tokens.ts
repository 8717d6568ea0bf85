/**
 * Staff session tokens: HS256 JWTs signed with JWT_SECRET, 8 hours long, carrying
 * the user id, email and role. Only HS256 is accepted when verifying, so an
 * `alg: none` or otherwise re-signed token is refused.
 */
import { SignJWT, jwtVerify, errors } from 'jose';
import { jwtSecret } from '../env.ts';
import { HttpError } from '../http/http-error.ts';

export const SESSION_HOURS = 8;
const ISSUER = 'rasika-staff';
const ALGORITHM = 'HS256';

export interface SessionClaims {
  sub: string;
  email: string;
  role: string;
}

function secretKey(): Uint8Array {
  const secret = jwtSecret();
  if (!secret || secret.length < 32) {
    console.error('JWT_SECRET is missing or shorter than 32 characters: staff sign-in is disabled.');
    throw new HttpError(503, 'Staff sign-in is not configured yet. Please contact the site developer.');
  }
  return new TextEncoder().encode(secret);
}

export async function signSession(claims: SessionClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: claims.email, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_HOURS * 3600)
    .sign(secretKey());
}

/** The claims of a valid token; a 401 HttpError for anything else. */
export async function verifySession(token: string): Promise<SessionClaims> {
  const key = secretKey();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
    if (typeof payload.sub !== 'string' || typeof payload['email'] !== 'string' || typeof payload['role'] !== 'string') {
      throw new HttpError(401, 'Your session is not valid. Please sign in again.');
    }
    return { sub: payload.sub, email: payload['email'], role: payload['role'] };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.JWTExpired) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    throw new HttpError(401, 'Your session is not valid. Please sign in again.');
  }
}
