/**
 * Staff sign-in. Every attempt first takes its slots in three counters, atomically (a slot
 * is written before it is counted, see throttle-repository.ts), and only then hashes the
 * password once, so concurrent guesses can never exceed a limit. The client's own counters come
 * first and the account's shared one last; an attempt refused by one is not counted by the next:
 *   - per IP:          30 attempts a minute (the same rule as the function's Netlify rateLimit;
 *                      LOGIN_RATE_LIMIT raises it for local browser tests from one address),
 *                      bounding the scrypt work one client can cause;
 *   - per email + IP:  5 attempts in 15 minutes, then that client is locked out of that
 *                      account until the window ends, a developer unlocks it, or it signs in;
 *   - per email:       10 attempts a minute from anywhere, a slow-down that never locks out.
 * An attempt refused by its own client's counters never reaches the account's shared window, so
 * one address adds at most 5 attempts in 15 minutes to it: an attacker slows only themselves and
 * can never keep the owner, on another address, from signing in. Unknown email and wrong password
 * answer alike (401) and take alike long (one scrypt each); an inactive account says so only
 * after the right password, so a guesser cannot tell an account exists from the answer. An
 * account whose hash still has an older cost (passwords.ts) takes that cost's time until its next
 * good sign-in, which hashes a second time to store the password at the current cost (recordSignIn).
 */
import {
  ACCOUNT_INACTIVE,
  INVALID_CREDENTIALS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_REQUESTS,
  type LoginInput,
} from '../../lib/staff/login-schema.ts';
import { developerSeed, LOGIN_ATTEMPTS_PER_IP_MINUTE, loginAttemptsPerIpMinute } from '../env.ts';
import { HttpError } from '../http/http-error.ts';
import { openStore, type Store } from '../storage/blob-stores.ts';
import { resetThrottle, takeThrottleSlot, type ThrottleRule, type ThrottleSubject } from '../storage/throttle-repository.ts';
import { findUserByEmail, getUser, replaceUser, type StaffUser } from '../storage/user-repository.ts';
import { ensureFirstDeveloper } from './first-developer.ts';
import { hashPassword, needsRehash, UNMATCHABLE_HASH, verifyPassword } from './passwords.ts';
import { signSession } from './tokens.ts';

export const LOGIN_IP_THROTTLE: ThrottleRule = { scope: 'login-ip', max: LOGIN_ATTEMPTS_PER_IP_MINUTE, windowSeconds: 60 };
export const LOGIN_EMAIL_THROTTLE: ThrottleRule = { scope: 'login-email', max: 10, windowSeconds: 60 };
export const LOGIN_PAIR_THROTTLE: ThrottleRule = { scope: 'login-pair', max: 5, windowSeconds: 15 * 60 };

const normalEmail = (email: string) => email.trim().toLowerCase();

async function takeSlot(store: Store, rule: ThrottleRule, subject: ThrottleSubject, now: Date, message: string): Promise<void> {
  const decision = await takeThrottleSlot(store, rule, subject, now.getTime());
  if (!decision.allowed) throw new HttpError(429, message, { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
}

/**
 * Counts one guess of `email`'s password from `ip`: the client's own counters first (its address,
 * then its address on this account), the account's shared window last. Throws 429 at the first
 * limit reached, and the counters after it do not count the guess. Used by sign-in and by a
 * password change (which checks the current one).
 */
export async function countPasswordAttempt(email: string, ip: string, now = new Date()): Promise<void> {
  const throttle = openStore('throttle');
  const subject = normalEmail(email);
  await takeSlot(throttle, { ...LOGIN_IP_THROTTLE, max: loginAttemptsPerIpMinute() }, ip, now, TOO_MANY_REQUESTS);
  await takeSlot(throttle, LOGIN_PAIR_THROTTLE, [subject, ip], now, TOO_MANY_ATTEMPTS);
  await takeSlot(throttle, LOGIN_EMAIL_THROTTLE, subject, now, TOO_MANY_REQUESTS);
}

/** Lifts every sign-in lock of an email (all IPs) and its slow-down: the developer's unlock. */
export async function unlockSignIn(email: string): Promise<void> {
  const throttle = openStore('throttle');
  await Promise.all([
    resetThrottle(throttle, LOGIN_PAIR_THROTTLE, [normalEmail(email)]),
    resetThrottle(throttle, LOGIN_EMAIL_THROTTLE, normalEmail(email)),
  ]);
}

/**
 * Stores the sign-in time and, when the password's hash was made at an older cost, a new hash of
 * the same password (passwords.ts needsRehash). A hash changed meanwhile (a password change) is kept.
 */
async function recordSignIn(user: StaffUser, password: string, now: Date): Promise<StaffUser> {
  const rehashed = needsRehash(user.passwordHash) ? await hashPassword(password) : undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await getUser(openStore('users'), user._id);
    if (!current) return user;
    const upgrade = rehashed !== undefined && current.value.passwordHash === user.passwordHash;
    const updated = { ...current.value, lastLogin: now.toISOString(), ...(upgrade ? { passwordHash: rehashed } : {}) };
    if (await replaceUser(openStore('users'), updated, current.etag)) return updated;
  }
  return user;
}

export interface LoginResult {
  token: string;
  user: StaffUser;
}

/** A new session token for the user as stored now. */
export function sessionFor(user: StaffUser, now = new Date()): Promise<string> {
  return signSession({ sub: user._id, email: user.email, role: user.role, sv: user.sessionVersion }, now);
}

export async function login({ email, password }: LoginInput, ip: string, now = new Date()): Promise<LoginResult> {
  const users = openStore('users');
  const subject = normalEmail(email);
  const seed = developerSeed();
  // The account is looked up (on a new site, the first developer made) while the attempt is
  // counted; the password is hashed only once every limit has taken the attempt.
  const lookup = async () => {
    if (seed) await ensureFirstDeveloper(users, seed);
    return findUserByEmail(users, subject);
  };
  const [, record] = await Promise.all([countPasswordAttempt(subject, ip, now), lookup()]);
  const matches = await verifyPassword(password, record?.value.passwordHash ?? UNMATCHABLE_HASH);
  if (!record || !matches) throw new HttpError(401, INVALID_CREDENTIALS);
  if (!record.value.isActive) throw new HttpError(403, ACCOUNT_INACTIVE);

  const [, user] = await Promise.all([
    resetThrottle(openStore('throttle'), LOGIN_PAIR_THROTTLE, [subject, ip]),
    recordSignIn(record.value, password, now),
  ]);
  return { token: await sessionFor(user, now), user };
}
