/**
 * The developer dashboard's calls (admin §2, §7; DEV-01..19), over api-client.ts. Like the staff
 * area, every GET bypasses the 5-minute cache and every change clears it, so the lists stay live.
 *   GET    /api/admin/users                 -> { users }
 *   POST   /api/admin/signup                -> 201 { user, message }
 *   PUT    /api/admin/users/{id}/role       -> { user, message }
 *   PUT    /api/admin/users/{id}/password   -> { user, message }
 *   POST   /api/admin/users/{id}/unlock     -> { message }
 *   DELETE /api/admin/users/{id}            -> { message }
 *   GET    /api/admin/activity[?actor={id}] -> { entries }
 *   GET    /api/admin/blog-analytics        -> { summary, recentActivity, topViewedBlogs }
 */
import { z } from 'astro/zod';
import type { BlogAnalytics } from '../lib/blog/blog-analytics.ts';
import { BLOG_STATUSES } from '../lib/blog/blog-post-schema.ts';
import { ROLES } from '../lib/staff/staff-roles.ts';
import type { SignupInput, UserUpdateInput } from '../lib/staff/user-form-schema.ts';
import { ApiError, clearApiCache, getJson, send } from './api-client.ts';
import { auditEntrySchema, type AuditEntry } from '../lib/staff/audit-entry-schema.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const jsonHeaders = (token: string) => ({ ...bearer(token), 'Content-Type': 'application/json' });

function parseWith<T>(schema: z.ZodType<T>): (value: unknown) => T {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ApiError(200, 'The server sent an unexpected answer.');
    return parsed.data;
  };
}

export const staffAccountSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  category: z.string().optional(),
  permissions: z.array(z.string()),
  isActive: z.boolean(),
  lastLogin: z.string().optional(),
});
/** A staff account as the developer sees it (never any password data). */
export type StaffAccount = z.infer<typeof staffAccountSchema>;

const savedAnswer = z.object({ user: staffAccountSchema, message: z.string() });
export type SavedAccount = z.infer<typeof savedAnswer>;

export type { AuditEntry };

const analyticsSchema: z.ZodType<BlogAnalytics> = z.object({
  summary: z.object({ total: z.number(), published: z.number(), draft: z.number(), archived: z.number() }),
  recentActivity: z.array(
    z.object({ _id: z.string(), title: z.string(), author: z.string(), status: z.enum(BLOG_STATUSES), updatedAt: z.string() }),
  ),
  topViewedBlogs: z.array(
    z.object({ _id: z.string(), title: z.string(), author: z.string(), views: z.number(), likes: z.number() }),
  ),
});

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export async function fetchStaffAccounts(token: string): Promise<StaffAccount[]> {
  const parse = parseWith(z.object({ users: z.array(staffAccountSchema) }));
  return (await getJson<{ users: StaffAccount[] }>('/api/admin/users', { headers: bearer(token), cacheTtlMs: 0, parse })).users;
}

export async function createStaffAccount(token: string, input: SignupInput): Promise<SavedAccount> {
  const answer = await send('POST', '/api/admin/signup', JSON.stringify(input), { headers: jsonHeaders(token) });
  clearApiCache();
  return parseWith(savedAnswer)(answer);
}

/** Edit or toggle (isActive, permissions); the server never changes the email. */
export async function updateStaffAccount(token: string, id: string, change: UserUpdateInput): Promise<SavedAccount> {
  const answer = await send('PUT', `${userPath(id)}/role`, JSON.stringify(change), { headers: jsonHeaders(token) });
  clearApiCache();
  return parseWith(savedAnswer)(answer);
}

/** Sets a new password for a non-developer user (their sessions end). */
export async function setStaffPassword(token: string, id: string, password: string): Promise<SavedAccount> {
  const answer = await send('PUT', `${userPath(id)}/password`, JSON.stringify({ password }), { headers: jsonHeaders(token) });
  clearApiCache();
  return parseWith(savedAnswer)(answer);
}

/** Lifts the user's sign-in locks (after too many failed attempts). */
export async function unlockStaffSignIn(token: string, id: string): Promise<string> {
  const answer = await send('POST', `${userPath(id)}/unlock`, undefined, { headers: bearer(token) });
  return parseWith(z.object({ message: z.string() }).loose())(answer).message;
}

export async function deleteStaffAccount(token: string, id: string): Promise<string> {
  const answer = await send('DELETE', userPath(id), undefined, { headers: bearer(token) });
  clearApiCache();
  return parseWith(z.object({ message: z.string() }).loose())(answer).message;
}

/** The audit trail, newest first; only one user's changes when `actorId` is given. */
export async function fetchActivity(token: string, actorId?: string): Promise<AuditEntry[]> {
  const path = actorId ? `/api/admin/activity?actor=${encodeURIComponent(actorId)}` : '/api/admin/activity';
  const parse = parseWith(z.object({ entries: z.array(auditEntrySchema) }));
  return (await getJson<{ entries: AuditEntry[] }>(path, { headers: bearer(token), cacheTtlMs: 0, parse })).entries;
}

export async function fetchBlogAnalytics(token: string): Promise<BlogAnalytics> {
  return getJson<BlogAnalytics>('/api/admin/blog-analytics', { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(analyticsSchema) });
}
