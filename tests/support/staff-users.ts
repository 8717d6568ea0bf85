/** Makes staff users and their session tokens for API tests. */
import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { signSession } from '../../src/server/auth/tokens.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { createUser, type NewStaffUser, type StaffUser } from '../../src/server/storage/user-repository.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PASSWORD = 'correct horse battery';

let passwordHash: Promise<string> | undefined;

export async function makeUser(overrides: Partial<NewStaffUser> & Pick<NewStaffUser, 'email' | 'role'>): Promise<StaffUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await createUser(openStore('users'), { passwordHash: await passwordHash, ...overrides });
  if (!user) throw new Error(`user ${overrides.email} exists already`);
  return user;
}

export async function tokenFor(user: StaffUser, now = new Date()): Promise<string> {
  return signSession({ sub: user._id, email: user.email, role: user.role, sv: user.sessionVersion }, now);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A hash as the site stored them before issue #14 (scrypt N=2^17 r=8 p=1): one sign-in replaces. */
export function oldCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 2 ** 17 * 8 });
  return ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
