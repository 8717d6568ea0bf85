/**
 * Staff accounts, for developers only:
 *   GET    /api/admin/users             -> { users } (never any password data)
 *   PUT    /api/admin/users/{id}/role   { role?, category?, permissions?, isActive? } -> { user, message }
 *   DELETE /api/admin/users/{id}        -> { message }
 */
import type { Config } from '@netlify/functions';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { userUpdateSchema } from '../../src/lib/staff/user-form-schema.ts';
import { publicAdmin, requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { json } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { deleteStaff, updateStaff } from '../../src/server/staff/user-commands.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { listUsers } from '../../src/server/storage/user-repository.ts';

export default handle(async (req, context) => {
  const path = new URL(req.url).pathname.replace(/\/+$/, '');
  const id = context.params['id'];
  const isRole = Boolean(id) && path.endsWith('/role');
  allowMethods(req, !id ? ['GET'] : isRole ? ['PUT'] : ['DELETE']);
  const actor = await requireUser(req, 'developer');

  if (!id) {
    const users = (await listUsers(openStore('users'))).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return json(200, { users: users.map(publicAdmin) });
  }
  if (req.method === 'DELETE') {
    await deleteStaff(actor, id);
    return json(200, { message: 'User deleted successfully.' });
  }
  const parsed = userUpdateSchema.safeParse(await readJson(req, 8 * 1024));
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  const user = await updateStaff(actor, id, parsed.data);
  return json(200, { user: publicAdmin(user), message: 'User updated successfully.' });
});

export const config: Config = { path: ['/api/admin/users', '/api/admin/users/:id', '/api/admin/users/:id/role'] };
