/**
 * Restoring a backup, for developers only (issue #42 item 4), in two steps:
 *   POST /api/admin/backups/{id}/plan     { unit }          -> the plan: per store, what it adds, changes, deletes
 *   POST /api/admin/backups/{id}/restore  { unit, planId }  -> { message, result }; 409 when the data
 *        changed since the plan (or the plan is refused), so nothing is overwritten unseen
 * `unit` is a restore unit (GET /api/admin/backups lists them) or "everything".
 */
import type { Config } from '@netlify/functions';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { restoreAnswer, restorePlanRequest, restorePlanSchema, restoreRequest } from '../../src/lib/api/backups.ts';
import { isBackupId } from '../../src/lib/backups/backup-id.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { applyRestore, planRestore } from '../../src/server/backups/restore-backup.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';

const INVALID_FIELDS = 'Please correct the highlighted fields.';

export default handle(async (req, context) => {
  const id = context.params['id'] ?? '';
  const step = new URL(req.url).pathname.replace(/\/+$/, '').split('/').at(-1);
  if (!isBackupId(id) || (step !== 'plan' && step !== 'restore')) throw new HttpError(404, 'Backup not found.');
  allowMethods(req, ['POST']);
  const actor = await requireUser(req, 'developer');
  const body = await readJson(req, 4 * 1024);
  if (step === 'plan') {
    const parsed = restorePlanRequest.safeParse(body);
    if (!parsed.success) throw new HttpError(400, INVALID_FIELDS, { errors: toFieldErrors(parsed.error) });
    return answer(restorePlanSchema, 200, await planRestore(id, parsed.data.unit, actor));
  }
  const parsed = restoreRequest.safeParse(body);
  if (!parsed.success) throw new HttpError(400, INVALID_FIELDS, { errors: toFieldErrors(parsed.error) });
  const result = await applyRestore(id, parsed.data.unit, parsed.data.planId, actor);
  const total = result.stores.reduce((sum, store) => sum + store.added + store.changed + store.deleted, 0);
  return answer(restoreAnswer, 200, { message: `Restored from backup ${id}: ${total} records written or deleted.`, result });
});

export const config: Config = { path: ['/api/admin/backups/:id/plan', '/api/admin/backups/:id/restore'] };
