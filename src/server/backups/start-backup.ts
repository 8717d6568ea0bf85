/**
 * Starts a backup in the background function (`backup-background`, up to 15 minutes), as the daily
 * schedule and the dashboard's "Back up now" do: a POST to the site's own URL with the job secret.
 * Netlify (and the local server) answer 202 at once and run the job on.
 */
import type { BackupManifest } from '../../lib/api/backups.ts';
import { jobHeaders } from '../auth/job-secret.ts';
import { siteOrigin } from '../env.ts';
import { HttpError } from '../http/http-error.ts';

export const BACKUP_JOB_PATH = '/.netlify/functions/backup-background';

export interface BackupJob {
  trigger: BackupManifest['trigger'];
  by?: string;
}

export async function startBackgroundBackup(platformSiteUrl: string | undefined, job: BackupJob): Promise<void> {
  const origin = siteOrigin(platformSiteUrl);
  if (!origin) throw new HttpError(503, 'The site address is not known, so the backup job cannot be started.');
  const res = await fetch(`${origin}${BACKUP_JOB_PATH}`, {
    method: 'POST',
    headers: { ...jobHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(job),
    signal: AbortSignal.timeout(10_000),
  });
  await res.body?.cancel();
  if (res.status !== 202 && !res.ok) throw new HttpError(502, `The backup job did not start (it answered ${res.status}).`);
}
