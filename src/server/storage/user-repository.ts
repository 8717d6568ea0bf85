/**
 * Staff accounts in the `users` store.
 * Key layout: `user/{id}` -> StaffUser JSON; `email/{address}` -> `{ id, at }`, written
 * with onlyIfNew first, which makes an email unique even under concurrent sign-ups.
 * Multi-step writes are ordered so a failure never leaves an email blocked: create claims
 * the email, then writes the user (releasing the email when that fails); delete removes
 * the user first and the email last. An email key whose user does not exist, older than
 * ORPHAN_GRACE_MS (so never one whose user is being written right now), is an orphan of a
 * failed write and may be claimed again.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'astro/zod';
import { ROLES, USER_CATEGORIES } from '../../lib/staff/staff-roles.ts';
import type { Store } from './blob-stores.ts';
import { createRecord, listRecords, readRecord, replaceRecord, replaceRecordTagged, type StoredRecord } from './records.ts';

export const staffUserSchema = z.object({
  _id: z.string().min(1),
  email: z.email(),
  passwordHash: z.string().min(1),
  role: z.enum(ROLES),
  category: z.enum(USER_CATEGORIES).optional(),
  permissions: z.array(z.string()).default([]),
  isActive: z.boolean().default(true),
  /** Raised by a password, role or status change: sessions issued before it end. */
  sessionVersion: z.number().int().min(0).default(0),
  lastLogin: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

const emailIndexSchema = z.object({ id: z.string().min(1), at: z.string().optional() });

/** How long a new email key may point at a user not yet written. */
export const ORPHAN_GRACE_MS = 60_000;

const userKey = (id: string) => `user/${id}`;
const emailKey = (email: string) => `email/${email.trim().toLowerCase()}`;

export async function getUser(store: Store, id: string): Promise<StoredRecord<StaffUser> | null> {
  return readRecord(store, userKey(id), staffUserSchema);
}

export async function findUserByEmail(store: Store, email: string): Promise<StoredRecord<StaffUser> | null> {
  const index = await readRecord(store, emailKey(email), emailIndexSchema);
  return index ? getUser(store, index.value.id) : null;
}

export async function hasAnyUser(store: Store): Promise<boolean> {
  const page = await store.list({ prefix: 'user/' });
  return page.blobs.length > 0;
}

export async function listUsers(store: Store): Promise<StaffUser[]> {
  return (await listRecords(store, staffUserSchema, 'user/')).map((record) => record.value);
}

export type NewStaffUser = Omit<StaffUser, '_id' | 'createdAt' | 'permissions' | 'isActive' | 'sessionVersion'> &
  Partial<Pick<StaffUser, 'permissions' | 'isActive'>>;

/** Creates a user; null when the email is already taken. */
export async function createUser(store: Store, input: NewStaffUser, now = new Date()): Promise<StaffUser | null> {
  const user = staffUserSchema.parse({
    ...input,
    email: input.email.trim().toLowerCase(),
    _id: randomUUID(),
    createdAt: now.toISOString(),
  });
  if (!(await claimEmail(store, user, now))) return null;
  try {
    if (!(await createRecord(store, userKey(user._id), user))) throw new Error(`User id collision for ${user._id}`);
  } catch (error) {
    await releaseEmail(store, user).catch((releaseError: unknown) => console.error('Could not release an email key:', releaseError));
    throw error;
  }
  return user;
}

async function claimEmail(store: Store, user: StaffUser, now: Date): Promise<boolean> {
  const key = emailKey(user.email);
  const claim = { id: user._id, at: now.toISOString() };
  if (await createRecord(store, key, claim)) return true;
  const index = await readRecord(store, key, emailIndexSchema);
  if (!index) return createRecord(store, key, claim);
  const age = index.value.at ? now.getTime() - Date.parse(index.value.at) : Number.POSITIVE_INFINITY;
  if (age < ORPHAN_GRACE_MS || (await getUser(store, index.value.id))) return false;
  return replaceRecord(store, key, claim, index.etag);
}

/** Removes a user's email key, unless it already points at another user. */
export async function releaseEmail(store: Store, user: StaffUser): Promise<void> {
  const index = await readRecord(store, emailKey(user.email), emailIndexSchema);
  if (index && index.value.id === user._id) await store.delete(emailKey(user.email));
}

/** Removes the user record (their sessions end with it); the caller releases the email after. */
export async function deleteUserRecord(store: Store, user: StaffUser): Promise<void> {
  await store.delete(userKey(user._id));
}

/** Puts a deleted user back exactly as it was (the undo of a delete). */
export async function restoreUser(store: Store, user: StaffUser): Promise<void> {
  await createRecord(store, userKey(user._id), user);
}

/**
 * Applies a change to a user read at `etag`: the new etag, or null when someone changed
 * the user since (the caller decides whether to re-read and retry or to answer 409).
 */
export async function replaceUser(store: Store, user: StaffUser, etag: string): Promise<string | null> {
  return replaceRecordTagged(store, userKey(user._id), staffUserSchema.parse(user), etag);
}
