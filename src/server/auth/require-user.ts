/**
 * Authorizes a staff request: a Bearer token that verifies, a session that was not
 * logged out, then the live user record re-read from Blobs, so deactivation, deletion,
 * a role or password change (a new session version) take effect on the very next request.
 */
import type { StaffAccount } from '../../lib/api/staff.ts';
import { canManageContent, canManageProducts } from '../../lib/staff/staff-roles.ts';
import { HttpError } from '../http/http-error.ts';
import { openStore } from '../storage/blob-stores.ts';
import { isSessionRevoked } from '../storage/session-repository.ts';
import { getUser, type StaffUser } from '../storage/user-repository.ts';
import { verifySession, type Session } from './tokens.ts';

export type Requirement = 'signed-in' | 'admin' | 'superadmin' | 'manage-products' | 'manage-content' | 'developer';

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
    case 'superadmin':
      return user.role === 'superadmin';
    case 'manage-products':
      return canManageProducts(user);
    case 'manage-content':
      return canManageContent(user);
    case 'developer':
      return user.role === 'developer';
  }
}

const ENDED = 'Your session is no longer valid. Please sign in again.';

/** The signed-in user and the session the request carries. */
export async function requireSession(req: Request, requirement: Requirement): Promise<{ user: StaffUser; session: Session }> {
  const session = await verifySession(bearerToken(req));
  const [record, revoked] = await Promise.all([
    getUser(openStore('users'), session.sub),
    isSessionRevoked(openStore('sessions'), session.sid),
  ]);
  if (!record || revoked) throw new HttpError(401, ENDED);
  const user = record.value;
  // An inactive account hears why it is refused, even with a session its deactivation ended.
  if (!user.isActive) throw new HttpError(403, 'Your account is inactive. Contact your administrator.');
  if (user.role !== session.role || user.sessionVersion !== session.sv) throw new HttpError(401, ENDED);
  if (!allows(user, requirement)) throw new HttpError(403, 'You do not have permission to do this.');
  return { user, session };
}

export async function requireUser(req: Request, requirement: Requirement): Promise<StaffUser> {
  return (await requireSession(req, requirement)).user;
}

/** What a staff user may see of their own account (never password data). */
export function publicAdmin(user: StaffUser): StaffAccount {
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
