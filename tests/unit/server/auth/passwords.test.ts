/**
 * Password hashing (issue #14 item 3: OWASP's minimum or an equivalent setting, and no other slow
 * work): the cost new hashes get, hashes of an older cost still verifying, and which hashes sign-in
 * replaces.
 */
import { describe, expect, test } from 'vitest';
import { hashPassword, needsRehash, UNMATCHABLE_HASH, verifyPassword } from '../../../../src/server/auth/passwords.ts';
import { oldCostHash } from '../../../support/staff-users.ts';

describe('passwords (issue #14 item 3, G-33)', () => {
  test('a new hash is scrypt at N=2^16 r=8 p=2, one of OWASP\u2019s equivalents of N=2^17 r=8 p=1, with a 16-byte salt and a 64-byte key', async () => {
    const [scheme, n, r, p, salt, key] = (await hashPassword('correct horse battery')).split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '65536', '8', '2']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64);
  });

  test('two hashes of one password differ (a random salt each) and both verify it; another password does not', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse battery', first)).toBe(true);
    expect(await verifyPassword('correct horse battery', second)).toBe(true);
    expect(await verifyPassword('correct horse battattery', first)).toBe(false);
  });

  test('a hash made at the old cost (N=2^17 r=8 p=1) still verifies, and is the kind sign-in replaces', async () => {
    const old = oldCostHash('mithai-masala-2024');
    expect(await verifyPassword('mithai-masala-2024', old)).toBe(true);
    expect(await verifyPassword('mithai-masala-2025', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('mithai-masala-2024'))).toBe(false);
  });

  test('the stand-in hash for unknown emails has the current cost and matches no password', async () => {
    expect(needsRehash(UNMATCHABLE_HASH)).toBe(false);
    expect(await verifyPassword('', UNMATCHABLE_HASH)).toBe(false);
    expect(await verifyPassword('correct horse battery', UNMATCHABLE_HASH)).toBe(false);
  });

  test.each(['', 'plain-text-password', 'bcrypt$10$abc$def', 'scrypt$65536$8$2$onlysalt'])('a stored value that is no whole scrypt hash (%j) verifies no password', async (stored) => {
    expect(await verifyPassword('plain-text-password', stored)).toBe(false);
    expect(await verifyPassword(stored, stored)).toBe(false);
  });

  test.each(['', 'bcrypt$10$abc$def', 'scrypt$16384$8$1$c2FsdA$a2V5'])('a hash of another scheme or cost (%j) is one sign-in replaces', (stored) => {
    expect(needsRehash(stored)).toBe(true);
  });
});
