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
 *   GET    /api/admin/backups               -> { backups, units }
 *   POST   /api/admin/backups               -> 202 { message }
 *   POST   /api/admin/backups/{id}/plan     -> the restore plan
 *   POST   /api/admin/backups/{id}/restore  -> { message, result }
 *   GET    /api/admin/backups/{id}/export   -> the backup as a .ndjson.gz file
 */
import { backupsAnswer, restoreAnswer, restorePlanSchema, type BackupManifest, type BackupsAnswer, type RestorePlan } from '../lib/api/backups.ts';
import { messageAnswer } from '../lib/api/message.ts';
import { activityAnswer, blogAnalyticsAnswer, savedAccountAnswer, usersAnswer, type BlogAnalytics, type SavedAccount, type StaffAccount } from '../lib/api/staff.ts';
import type { SignupInput, UserUpdateInput } from '../lib/staff/user-form-schema.ts';
import type { AuditEntry } from '../lib/staff/audit-entry-schema.ts';
import { bearer, clearApiCache, downloadedFile, getJson, getWithHeaders, parseWith, send } from './api-client.ts';

const jsonHeaders = (token: string) => ({ ...bearer(token), 'Content-Type': 'application/json' });

export type { AuditEntry, BackupManifest, BackupsAnswer, RestorePlan, SavedAccount, StaffAccount };

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export async function fetchStaffAccounts(token: string): Promise<StaffAccount[]> {
  return (await getJson('/api/admin/users', { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(usersAnswer) })).users;
}

export async function createStaffAccount(token: string, input: SignupInput): Promise<SavedAccount> {
  const answer = await send('POST', '/api/admin/signup', JSON.stringify(input), { headers: jsonHeaders(token) });
  clearApiCache();
  return parseWith(savedAccountAnswer)(answer);
}

/** Edit or toggle (isActive, permissions); the server never changes the email. */
export async function updateStaffAccount(token: string, id: string, change: UserUpdateInput): Promise<SavedAccount> {
  const answer = await send('PUT', `${userPath(id)}/role`, JSON.stringify(change), { headers: jsonHeaders(token) });
  clearApiCache();
  return parseWith(savedAccountAnswer)(answer);
}

/** Sets a new password for a non-developer user (their sessions end). */
export async function setStaffPassword(token: string, id: string, password: string): Promise<SavedAccount> {
  const answer = await send('PUT', `${userPath(id)}/password`, JSON.stringify({ password }), { headers: jsonHeaders(token) });
  clearApiCache();
  return parseWith(savedAccountAnswer)(answer);
}

/** Lifts the user's sign-in locks (after too many failed attempts). */
export async function unlockStaffSignIn(token: string, id: string): Promise<string> {
  const answer = await send('POST', `${userPath(id)}/unlock`, undefined, { headers: bearer(token) });
  return parseWith(messageAnswer)(answer).message;
}

export async function deleteStaffAccount(token: string, id: string): Promise<string> {
  const answer = await send('DELETE', userPath(id), undefined, { headers: bearer(token) });
  clearApiCache();
  return parseWith(messageAnswer)(answer).message;
}

/** The audit trail, newest first; only one user's changes when `actorId` is given. */
export async function fetchActivity(token: string, actorId?: string): Promise<AuditEntry[]> {
  const path = actorId ? `/api/admin/activity?actor=${encodeURIComponent(actorId)}` : '/api/admin/activity';
  return (await getJson(path, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(activityAnswer) })).entries;
}

export async function fetchBlogAnalytics(token: string): Promise<BlogAnalytics> {
  return getJson('/api/admin/blog-analytics', { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(blogAnalyticsAnswer) });
}

const backupPath = (id: string) => `/api/admin/backups/${encodeURIComponent(id)}`;

export async function fetchBackups(token: string): Promise<BackupsAnswer> {
  return getJson('/api/admin/backups', { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(backupsAnswer) });
}

/** Starts a backup in the background; it is listed unfinished until every store is copied. */
export async function startBackup(token: string): Promise<string> {
  return parseWith(messageAnswer)(await send('POST', '/api/admin/backups', undefined, { headers: bearer(token) })).message;
}

/** What restoring `unit` (or "everything") from the backup would add, change and delete. */
export async function planBackupRestore(token: string, id: string, unit: string): Promise<RestorePlan> {
  return parseWith(restorePlanSchema)(await send('POST', `${backupPath(id)}/plan`, JSON.stringify({ unit }), { headers: jsonHeaders(token), timeoutMs: 60_000 }));
}

/** Applies exactly the plan shown (409 when the data changed since). */
export async function applyBackupRestore(token: string, id: string, unit: string, planId: string): Promise<string> {
  const answer = await send('POST', `${backupPath(id)}/restore`, JSON.stringify({ unit, planId }), { headers: jsonHeaders(token), timeoutMs: 60_000 });
  clearApiCache();
  return parseWith(restoreAnswer)(answer).message;
}

/** The backup (or one unit of it) as a gzip'd NDJSON file and its name. */
export async function downloadBackupExport(token: string, id: string, unit: string): Promise<{ file: Blob; name: string }> {
  return downloadedFile(await getWithHeaders(`${backupPath(id)}/export?unit=${encodeURIComponent(unit)}`, token), `backup-${id}.ndjson.gz`);
}
