/**
 * Staff session tokens: HS256 JWTs signed with JWT_SECRET, valid for 2 hours, issued by
 * and for this site (issuer and audience), carrying the user id, email, role, a session id
 * (`sid`, revoked by logout) and the user's session version (`sv`, raised by a password,
 * role or status change, which ends every older session). Only HS256 is accepted, every
 * claim is required, so an `alg: none`, re-signed or hand-trimmed token is refused.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { jwtSecret } from '../env.ts';
import { HttpError } from '../http/http-error.ts';

export const SESSION_HOURS = 2;
const ISSUER = 'rasika-staff';
const AUDIENCE = 'rasika-staff-api';
const ALGORITHM = 'HS256';
const REQUIRED_CLAIMS = ['sub', 'iat', 'exp', 'iss', 'aud', 'sid', 'sv', 'email', 'role'];

export interface SessionClaims {
  sub: string;
  email: string;
  role: string;
  /** The user's session version when the token was issued. */
  sv: number;
}

export interface Session extends SessionClaims {
  /** This session's id, which logout revokes. */
  sid: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

const INVALID = 'Your session is not valid. Please sign in again.';

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
  return new SignJWT({ email: claims.email, role: claims.role, sid: randomUUID(), sv: claims.sv })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_HOURS * 3600)
    .sign(secretKey());
}

/** The session of a valid token; a 401 HttpError for anything else. */
export async function verifySession(token: string): Promise<Session> {
  const key = secretKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
      maxTokenAge: `${SESSION_HOURS}h`,
    });
    const { sub, exp, sid, sv, email, role } = payload;
    if (typeof sub !== 'string' || typeof exp !== 'number' || typeof sid !== 'string' || !Number.isInteger(sv) || typeof email !== 'string' || typeof role !== 'string') {
      throw new HttpError(401, INVALID);
    }
    return { sub, exp, sid, sv: sv as number, email, role };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.JWTExpired) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    throw new HttpError(401, INVALID);
  }
}
