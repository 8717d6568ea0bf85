/**
 * Names of backups and the dates a developer gives (`npm run restore -- --from 2026-11-29`).
 * A backup's id is the UTC time it started, `2026-11-29T00-00-03.120Z` (an ISO time with `-` for
 * `:`, safe in a Blobs key and a file name), so ids sort by time and start with their day.
 */

const BACKUP_ID = /^(\d{4}-\d{2}-\d{2})T\d{2}-\d{2}-\d{2}\.\d{3}Z$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function backupIdFor(startedAt: Date): string {
  return startedAt.toISOString().replaceAll(':', '-');
}

export function isBackupId(text: string): boolean {
  return BACKUP_ID.test(text) && isCalendarDay(text.slice(0, 10));
}

/** The UTC day (`YYYY-MM-DD`) a backup was taken. */
export function dayOfBackup(id: string): string {
  return id.slice(0, 10);
}

/** True for a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface BackupSummary {
  id: string;
  complete: boolean;
}

export type BackupChoice = { ok: true; id: string } | { ok: false; reason: string };

/**
 * The backup `from` names: an exact backup id, or a day (`YYYY-MM-DD`: the newest complete backup
 * of that day). Only complete backups can be chosen.
 */
export function chooseBackup(backups: readonly BackupSummary[], from: string): BackupChoice {
  const text = from.trim();
  const complete = backups.filter((backup) => backup.complete).map((backup) => backup.id).sort();
  if (isBackupId(text)) {
    return complete.includes(text) ? { ok: true, id: text } : { ok: false, reason: `There is no complete backup ${text}.` };
  }
  if (!isCalendarDay(text)) return { ok: false, reason: `"${text}" is not a date (YYYY-MM-DD) or a backup id.` };
  const newest = complete.filter((id) => dayOfBackup(id) === text).at(-1);
  if (newest) return { ok: true, id: newest };
  const days = [...new Set(complete.map(dayOfBackup))].slice(-5).join(', ');
  return { ok: false, reason: `There is no complete backup of ${text}.${days ? ` Backups exist of: ${days}${complete.length > 5 ? ' (newest shown)' : ''}.` : ' There are no backups yet.'}` };
}
