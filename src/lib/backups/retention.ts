/**
 * Which backups to delete after a new one completes (issue #42 item 4: keep the last 30 days).
 * - Complete backups: those of the 30 most recent days that have a complete backup are kept (every
 *   backup of such a day: a developer's "Back up now" before a risky change survives the night's
 *   backup); older ones go. Counting days that have backups, not calendar days, means a week in
 *   which backups failed never shortens the history that is kept.
 * - Unfinished backups: one that failed, or started longer ago than any backup can run (a background
 *   function stops after 15 minutes), is never restorable and goes; a younger one may still be
 *   running and stays.
 */
import { dayOfBackup } from './backup-id.ts';

export const KEEP_DAYS = 30;

/** Netlify stops a background function after 15 minutes; an unfinished backup older than this is dead. */
export const ABANDONED_AFTER_MS = 20 * 60_000;

export interface RetainedBackup {
  id: string;
  complete: boolean;
  startedAt: string;
  failed?: boolean;
}

export function backupsToDelete(backups: readonly RetainedBackup[], now: Date, keepDays = KEEP_DAYS): string[] {
  const completeDays = [...new Set(backups.filter((backup) => backup.complete).map((backup) => dayOfBackup(backup.id)))].sort().reverse();
  const keptDays = new Set(completeDays.slice(0, keepDays));
  return backups
    .filter((backup) => {
      if (backup.complete) return !keptDays.has(dayOfBackup(backup.id));
      const age = now.getTime() - Date.parse(backup.startedAt);
      return backup.failed === true || !(age < ABANDONED_AFTER_MS);
    })
    .map((backup) => backup.id)
    .sort();
}
