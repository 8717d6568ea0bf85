/**
 * Staff accounts in the `users` store.
 * Key layout: `user/{id}` -> StaffUser JSON; `email/{address}` -> `{ id }`, written
 * with onlyIfNew first, which makes an email unique even under concurrent sign-ups.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'astro/zod';
import { ROLES, USER_CATEGORIES } from '../../lib/staff/staff-roles.ts';
import type { Store } from './blob-stores.ts';
import { createRecord, listRecords, readRecord, replaceRecord, type StoredRecord } from './records.ts';

export const staffUserSchema = z.object({
  _id: z.string().min(1),
  email: z.email(),
  passwordHash: z.string().min(1),
  role: z.enum(ROLES),
  category: z.enum(USER_CATEGORIES).optional(),
  permissions: z.array(z.string()).default([]),
  isActive: z.boolean().default(true),
  lastLogin: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

const emailIndexSchema = z.object({ id: z.string().min(1) });

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

export type NewStaffUser = Omit<StaffUser, '_id' | 'createdAt' | 'permissions' | 'isActive'> &
  Partial<Pick<StaffUser, 'permissions' | 'isActive'>>;

/** Creates a user; null when the email is already taken. */
export async function createUser(store: Store, input: NewStaffUser, now = new Date()): Promise<StaffUser | null> {
  const user = staffUserSchema.parse({
    ...input,
    email: input.email.trim().toLowerCase(),
    _id: randomUUID(),
    createdAt: now.toISOString(),
  });
  if (!(await createRecord(store, emailKey(user.email), { id: user._id }))) return null;
  if (!(await createRecord(store, userKey(user._id), user))) {
    await store.delete(emailKey(user.email));
    throw new Error(`User id collision for ${user._id}`);
  }
  return user;
}

/**
 * Applies a change to a user read at `etag`; false when someone changed the user
 * since (the caller decides whether to re-read and retry or to answer 409).
 */
export async function replaceUser(store: Store, user: StaffUser, etag: string): Promise<boolean> {
  return replaceRecord(store, userKey(user._id), staffUserSchema.parse(user), etag);
}
