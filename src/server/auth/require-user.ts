/**
 * Authorizes a staff request: a Bearer token that verifies, then the live user
 * record re-read from Blobs, so deactivation, deletion or a role change take
 * effect on the very next request.
 */
import { canManageProducts } from '../../lib/staff/staff-roles.ts';
import { HttpError } from '../http/http-error.ts';
import { openStore } from '../storage/blob-stores.ts';
import { getUser, type StaffUser } from '../storage/user-repository.ts';
import { verifySession } from './tokens.ts';

export type Requirement = 'signed-in' | 'admin' | 'manage-products' | 'developer';

function bearerToken(req: Request): string {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new HttpError(401, 'Please sign in to continue.');
  return match[1];
}

function allows(user: StaffUser, requirement: Requirement): boolean {
  switch (requirement) {
    case 'signed-in':
      return true;
    case 'admin':
      return user.role === 'superadmin' || user.role === 'subadmin';
    case 'manage-products':
      return canManageProducts(user);
    case 'developer':
      return user.role === 'developer';
  }
}

export async function requireUser(req: Request, requirement: Requirement): Promise<StaffUser> {
  const claims = await verifySession(bearerToken(req));
  const record = await getUser(openStore('users'), claims.sub);
  if (!record || record.value.role !== claims.role) {
    throw new HttpError(401, 'Your session is no longer valid. Please sign in again.');
  }
  const user = record.value;
  if (!user.isActive) throw new HttpError(403, 'Your account is inactive. Contact your administrator.');
  if (!allows(user, requirement)) throw new HttpError(403, 'You do not have permission to do this.');
  return user;
}

/** What a staff user may see of their own account (never password data). */
export function publicAdmin(user: StaffUser) {
  return {
    _id: user._id,
    email: user.email,
    role: user.role,
    category: user.category,
    permissions: user.permissions,
    isActive: user.isActive,
    lastLogin: user.lastLogin,
  };
}
