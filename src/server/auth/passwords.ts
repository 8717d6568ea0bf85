/**
 * Password hashing with node:crypto scrypt, a random salt per user, and a constant-time
 * comparison. The cost is stored with the hash, so a hash made at an older cost still verifies;
 * sign-in replaces it with one at the current cost (needsRehash).
 *
 * The cost, N=2^16 r=8 p=2, is one of the settings OWASP's Password Storage Cheat Sheet lists as
 * equivalent to its minimum (N=2^17 r=8 p=1): the same work, in two 64 MiB passes instead of one
 * 128 MiB pass. Half the memory per hash keeps concurrent sign-ins on one function instance well
 * inside its memory, and on this project's 2-core machines it hashes in about 0.45 s instead of
 * 0.65 s (issue #14: staff sign-in ≤ 700 ms, hash included).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 2 ** 16, r: 8, p: 2 };

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes (plus a little per lane); twice that leaves room.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

type Cost = typeof DEFAULT_COST;

/** The stored form: `scrypt$N$r$p$salt$hash` (base64url parts). */
function formatHash({ N, r, p }: Cost, salt: Buffer, key: Buffer): string {
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The parts of a stored scrypt hash; undefined for anything else. */
function parseHash(stored: string): { cost: Cost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return undefined;
  return { cost: { N: Number(n), r: Number(r), p: Number(p) }, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return formatHash(DEFAULT_COST, salt, await derive(password, salt, DEFAULT_COST));
}

/**
 * A stored hash that no password matches: random salt and random key, made once per
 * function instance without hashing anything. Verifying against it costs exactly one
 * scrypt, like verifying a real user's password, so an unknown email takes as long as
 * a wrong password and a sign-in never hashes twice.
 */
export const UNMATCHABLE_HASH = formatHash(DEFAULT_COST, randomBytes(16), randomBytes(KEY_LENGTH));

/** True when `stored` is no hash at the cost new hashes get: sign-in then rehashes the password. */
export function needsRehash(stored: string): boolean {
  const cost = parseHash(stored)?.cost;
  return cost?.N !== DEFAULT_COST.N || cost.r !== DEFAULT_COST.r || cost.p !== DEFAULT_COST.p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}
