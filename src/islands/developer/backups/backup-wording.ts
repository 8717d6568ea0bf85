/** How the Backups tab words a backup: who took it, its state, its size and record count. */
import type { BackupManifest } from '../../../client/developer-api.ts';

export function takenBy(backup: BackupManifest): string {
  if (backup.trigger === 'schedule') return 'Daily schedule';
  if (backup.trigger === 'command') return 'npm run backup';
  return backup.by ?? 'A developer';
}

export type BackupState = 'complete' | 'running' | 'failed';

export function backupState(backup: BackupManifest): BackupState {
  if (backup.complete) return 'complete';
  return backup.failure === undefined ? 'running' : 'failed';
}

export const STATE_LABELS: Readonly<Record<BackupState, string>> = { complete: 'Complete', running: 'In progress', failed: 'Failed' };

export function recordCount(backup: BackupManifest): number {
  return backup.stores.reduce((sum, store) => sum + store.count, 0);
}

/** Bytes as KB or MB with one decimal (1,024 per step). */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function backupSize(backup: BackupManifest): string {
  return formatSize(backup.stores.reduce((sum, store) => sum + store.bytes, 0));
}
