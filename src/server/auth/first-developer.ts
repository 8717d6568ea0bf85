/** The first developer account, from DEVELOPER_EMAIL / DEVELOPER_PASSWORD, made when no staff user exists. */
import type { DeveloperSeed } from '../env.ts';
import type { Store } from '../storage/blob-stores.ts';
import { createUser, hasAnyUser } from '../storage/user-repository.ts';
import { hashPassword } from './passwords.ts';

/** True when the account was created now. */
export async function ensureFirstDeveloper(users: Store, seed: DeveloperSeed): Promise<boolean> {
  if (await hasAnyUser(users)) return false;
  const user = await createUser(users, {
    email: seed.email,
    passwordHash: await hashPassword(seed.password),
    role: 'developer',
    category: 'development',
  });
  return user !== null;
}
