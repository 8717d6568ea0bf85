/**
 * The signed-in staff member (admin §3, §9): the session token and the admin info, kept in
 * localStorage under exactly `adminToken` and `adminInfo`, as the spec requires. The stores
 * mirror storage; the actions below are their only writers. Stored values are untrusted text,
 * so adminInfo is checked field by field when read back.
 */
import { atom } from 'nanostores';
import { ROLES, type Role } from '../lib/staff/staff-roles.ts';

export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_INFO_KEY = 'adminInfo';

export interface AdminInfo {
  _id?: string;
  email: string;
  role: Role;
  category?: string;
  permissions: string[];
  isActive: boolean;
  lastLogin?: string;
}

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

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** An AdminInfo from any JSON value (the login or verify answer, or stored text), or null. */
export function toAdminInfo(value: unknown): AdminInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v['email'] !== 'string' || !isRole(v['role'])) return null;
  const permissions = Array.isArray(v['permissions']) ? v['permissions'].filter((p): p is string => typeof p === 'string') : [];
  const info: AdminInfo = { email: v['email'], role: v['role'], permissions, isActive: v['isActive'] !== false };
  if (typeof v['_id'] === 'string') info._id = v['_id'];
  if (typeof v['category'] === 'string') info.category = v['category'];
  if (typeof v['lastLogin'] === 'string') info.lastLogin = v['lastLogin'];
  return info;
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
