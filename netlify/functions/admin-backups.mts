/**
 * Backups, for developers only (issue #42 item 4):
 *   GET  /api/admin/backups  -> { backups (newest first, unfinished ones too), units }
 *   POST /api/admin/backups  -> 202 { message }: a backup starts in the background function
 */
import type { Config } from '@netlify/functions';
import { backupsAnswer } from '../../src/lib/api/backups.ts';
import { messageAnswer } from '../../src/lib/api/message.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { currentUnits } from '../../src/server/backups/backup-scope.ts';
import { startBackgroundBackup } from '../../src/server/backups/start-backup.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { listManifests } from '../../src/server/storage/backup-repository.ts';

export default handle(async (req, context) => {
  allowMethods(req, ['GET', 'POST']);
  const actor = await requireUser(req, 'developer');
  if (req.method === 'POST') {
    await startBackgroundBackup(context.site?.url, { trigger: 'manual', by: actor.email });
    return answer(messageAnswer, 202, { message: 'The backup has started. It is listed as complete when every store is copied.' });
  }
  return answer(backupsAnswer, 200, { backups: await listManifests(openStore('backups')), units: currentUnits() });
});

export const config: Config = { path: '/api/admin/backups' };
