/**
 * The signed-in staff member (admin §3, §9): the session token and the admin info, kept in
 * localStorage under exactly `adminToken` and `adminInfo`, as the spec requires. The stores
 * mirror storage; the actions below are their only writers. Stored values are untrusted text,
 * so adminInfo is parsed with the contract's stored-account schema when read back.
 */
import { atom } from 'nanostores';
import { safeParse } from 'zod/mini';
import { storedAdminSchema, type StoredAdmin } from '../lib/api/staff.ts';

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_INFO_KEY = 'adminInfo';

/** The staff account as the session keeps it (lib/api/staff.ts: the one account shape, read leniently). */
export type AdminInfo = StoredAdmin;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const $adminToken = atom<string | null>(null);
export const $adminInfo = atom<AdminInfo | null>(null);

function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked by privacy settings
  }
}

/** An AdminInfo from any JSON value (the login or verify answer, or stored text), or null. */
export function toAdminInfo(value: unknown): AdminInfo | null {
  const parsed = safeParse(storedAdminSchema, value);
  return parsed.success ? parsed.data : null;
}

function read(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Loads the stored session into the stores (call once when a staff island starts). */
export function restoreStaffSession(storage = browserStorage()): void {
  const token = read(storage, ADMIN_TOKEN_KEY);
  $adminToken.set(token === '' ? null : token);
  $adminInfo.set(toAdminInfo(parseJson(read(storage, ADMIN_INFO_KEY))));
}

/** The token as stored right now (another tab may have signed out); keeps the store in step. */
export function currentAdminToken(storage = browserStorage()): string | null {
  const token = read(storage, ADMIN_TOKEN_KEY) || null;
  if ($adminToken.get() !== token) $adminToken.set(token);
  return token;
}

/** Remembers a successful sign-in. */
export function signIn(token: string, admin: AdminInfo, storage = browserStorage()): void {
  $adminToken.set(token);
  $adminInfo.set(admin);
  try {
    storage?.setItem(ADMIN_TOKEN_KEY, token);
    storage?.setItem(ADMIN_INFO_KEY, JSON.stringify(admin));
  } catch {
    // Storage full or blocked: the session lasts for this page only.
  }
}

/** Replaces the admin info with the live record from the server (role or permissions may have changed). */
export function refreshAdminInfo(admin: AdminInfo, storage = browserStorage()): void {
  $adminInfo.set(admin);
  try {
    storage?.setItem(ADMIN_INFO_KEY, JSON.stringify(admin));
  } catch {
    // Storage full or blocked: the store still holds the fresh info.
  }
}

/** Forgets the session: logout, or a token the server refused. */
export function signOut(storage = browserStorage()): void {
  $adminToken.set(null);
  $adminInfo.set(null);
  try {
    storage?.removeItem(ADMIN_TOKEN_KEY);
    storage?.removeItem(ADMIN_INFO_KEY);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
