/**
 * Staff accounts, for developers only:
 *   GET    /api/admin/users                 -> { users } (never any password data)
 *   PUT    /api/admin/users/{id}/role       { role?, category?, permissions?, isActive? } -> { user, message }
 *   PUT    /api/admin/users/{id}/password   { password } -> { user, message }  (not for developers)
 *   POST   /api/admin/users/{id}/unlock     -> { message }  (lifts the user's sign-in locks)
 *   DELETE /api/admin/users/{id}            -> { message }
 */
import type { Config } from '@netlify/functions';
import { messageAnswer } from '../../src/lib/api/message.ts';
import { savedAccountAnswer, usersAnswer } from '../../src/lib/api/staff.ts';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { isRecordId } from '../../src/lib/api/record-id.ts';
import { passwordSetSchema, userUpdateSchema } from '../../src/lib/staff/user-form-schema.ts';
import { unlockSignIn } from '../../src/server/auth/login.ts';
import { publicAdmin, requireUser } from '../../src/server/auth/require-user.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { setUserPassword } from '../../src/server/staff/password-commands.ts';
import { deleteStaff, updateStaff } from '../../src/server/staff/user-commands.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { getUser, listUsers } from '../../src/server/storage/user-repository.ts';

const ACTIONS = { '': ['DELETE'], role: ['PUT'], password: ['PUT'], unlock: ['POST'] } as const;
type Action = keyof typeof ACTIONS;
const isAction = (value: string): value is Action => Object.hasOwn(ACTIONS, value);
const INVALID_FIELDS = 'Please correct the highlighted fields.';

export default handle(async (req, context) => {
  const id = context.params['id'];
  // The path, not context.params, names the action: /api/admin/users/{id}[/{action}].
  const action = new URL(req.url).pathname.replace(/\/+$/, '').split('/')[5] ?? '';
  if (!id) {
    allowMethods(req, ['GET']);
    await requireUser(req, 'developer');
    const users = (await listUsers(openStore('users'))).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return answer(usersAnswer, 200, { users: users.map(publicAdmin) });
  }
  if (!isAction(action) || !isRecordId(id)) throw new HttpError(404, 'User not found.');
  allowMethods(req, ACTIONS[action]);
  const actor = await requireUser(req, 'developer');

  if (action === '') {
    await deleteStaff(actor, id);
    return answer(messageAnswer, 200, { message: 'User deleted successfully.' });
  }
  if (action === 'unlock') {
    const record = await getUser(openStore('users'), id);
    if (!record) throw new HttpError(404, 'User not found.');
    await unlockSignIn(record.value.email);
    return answer(messageAnswer, 200, { message: 'Sign-in unlocked.' });
  }
  if (action === 'password') {
    const parsed = passwordSetSchema.safeParse(await readJson(req, 8 * 1024));
    if (!parsed.success) throw new HttpError(400, INVALID_FIELDS, { errors: toFieldErrors(parsed.error) });
    const user = await setUserPassword(actor, id, parsed.data.password);
    return answer(savedAccountAnswer, 200, { user: publicAdmin(user), message: 'Password set. The user\u2019s sessions have ended.' });
  }
  const parsed = userUpdateSchema.safeParse(await readJson(req, 8 * 1024));
  if (!parsed.success) throw new HttpError(400, INVALID_FIELDS, { errors: toFieldErrors(parsed.error) });
  const user = await updateStaff(actor, id, parsed.data);
  return answer(savedAccountAnswer, 200, { user: publicAdmin(user), message: 'User updated successfully.' });
});

export const config: Config = { path: ['/api/admin/users', '/api/admin/users/:id', '/api/admin/users/:id/:action'] };
