/**
 * Staff sign-in: unknown email and wrong password answer alike (and take alike
 * long); 5 failures for one email within 15 minutes lock it until the window ends.
 */
import { ACCOUNT_INACTIVE, INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS, type LoginInput } from '../../lib/staff/login-schema.ts';
import { developerSeed } from '../env.ts';
import { HttpError } from '../http/http-error.ts';
import { openStore } from '../storage/blob-stores.ts';
import { peekThrottle, resetThrottle, takeThrottleSlot, type ThrottleRule } from '../storage/throttle-repository.ts';
import { findUserByEmail, getUser, replaceUser, type StaffUser } from '../storage/user-repository.ts';
import { ensureFirstDeveloper } from './first-developer.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { signSession } from './tokens.ts';

export const LOGIN_THROTTLE: ThrottleRule = { scope: 'login', max: 5, windowSeconds: 15 * 60 };

let dummyHash: Promise<string> | undefined;

function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, TOO_MANY_ATTEMPTS, { headers: { 'Retry-After': String(retryAfterSeconds) } });
}

async function recordLastLogin(user: StaffUser, now: Date): Promise<StaffUser> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await getUser(openStore('users'), user._id);
    if (!current) return user;
    const updated = { ...current.value, lastLogin: now.toISOString() };
    if (await replaceUser(openStore('users'), updated, current.etag)) return updated;
  }
  return user;
}

export interface LoginResult {
  token: string;
  user: StaffUser;
}

export async function login({ email, password }: LoginInput, now = new Date()): Promise<LoginResult> {
  const users = openStore('users');
  const throttle = openStore('throttle');
  const subject = email.trim().toLowerCase();
  const seed = developerSeed();
  if (seed) await ensureFirstDeveloper(users, seed);

  const state = await peekThrottle(throttle, LOGIN_THROTTLE, subject, now.getTime());
  if (state.limited) throw tooMany(state.retryAfterSeconds);

  const record = await findUserByEmail(users, subject);
  dummyHash ??= hashPassword('not-a-real-password');
  const matches = await verifyPassword(password, record?.value.passwordHash ?? (await dummyHash));
  if (!record || !matches) {
    const decision = await takeThrottleSlot(throttle, LOGIN_THROTTLE, subject, now.getTime());
    if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (!record.value.isActive) throw new HttpError(403, ACCOUNT_INACTIVE);

  await resetThrottle(throttle, LOGIN_THROTTLE, subject);
  const user = await recordLastLogin(record.value, now);
  const token = await signSession({ sub: user._id, email: user.email, role: user.role }, now);
  return { token, user };
}
