/**
 * Starts a backup in the background function (`backup-background`, up to 15 minutes), as the daily
 * schedule and the dashboard's "Back up now" do: a POST to the site's own URL with the job secret.
 * Netlify (and the local server) answer 202 at once and run the job on.
 */
import type { BackupManifest } from '../../lib/api/backups.ts';
import { startBackgroundFunction } from '../http/start-background.ts';

export const BACKUP_JOB_PATH = '/.netlify/functions/backup-background';

export interface BackupJob {
  trigger: BackupManifest['trigger'];
  by?: string;
}

export async function startBackgroundBackup(platformSiteUrl: string | undefined, job: BackupJob): Promise<void> {
  await startBackgroundFunction(platformSiteUrl, 'backup-background', job, 'The backup job');
}
