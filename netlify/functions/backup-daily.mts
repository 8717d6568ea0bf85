/**
 * Scheduled daily (00:00 UTC): starts the backup job in the background function, because a
 * scheduled function has 30 seconds and a backup of every store may take minutes (issue #42 item 4).
 * Netlify runs it on its schedule; `npm start` runs it the same way (scripts/local-platform/scheduler.mjs).
 */
import type { Config } from '@netlify/functions';
import { handle } from '../../src/server/http/handle.ts';
import { json } from '../../src/server/http/json.ts';
import { startBackgroundBackup } from '../../src/server/backups/start-backup.ts';

export default handle(async (_req, context) => {
  await startBackgroundBackup(context.site?.url, { trigger: 'schedule' });
  return json(202, { message: 'The daily backup has started.' });
});

export const config: Config = { schedule: '@daily' };
