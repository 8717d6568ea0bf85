/**
 * The dashboard's session flow (admin §2, §4; ADM-03..07, G-34): no token or no admin info goes
 * to the login; the token is verified within 10 s; a 401/403 removes it and goes to the login;
 * a timeout or network failure keeps it and offers Retry; a developer goes to their own dashboard.
 * The developer dashboard uses the same flow with `area` (DEV-01): there, verify's live role decides,
 * and a non-developer goes to the admin dashboard.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../client/api-client.ts';
import { logoutStaff, verifyStaff } from '../../client/staff-api.ts';
import { $adminInfo, $adminToken, refreshAdminInfo, restoreStaffSession, signOut, toAdminInfo, type AdminInfo } from '../../stores/staff-session.ts';
import { DEVELOPER_DASHBOARD_PATH } from './shell-messages.ts';

export type SessionGate =
  | { status: 'loading' }
  | { status: 'redirecting' }
  /** Signed out, and this page does not know where the login is (developer area, issue #15 item 4). */
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'verified'; admin: AdminInfo };

/** Which dashboard the gate guards, and where a user of the other kind is sent. */
export interface GateArea {
  forDevelopers: boolean;
  /** Where a user of the other kind goes; null when this page does not know it. */
  otherPath: string | null;
}

const ADMIN_AREA: GateArea = { forDevelopers: false, otherPath: DEVELOPER_DASHBOARD_PATH };

export function useSessionGate(loginPath: string | null, area: GateArea = ADMIN_AREA) {
  const { forDevelopers, otherPath } = area;
  const [gate, setGate] = useState<SessionGate>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const leave = (path: string | null) => {
      if (path === null) return setGate({ status: 'signed-out' });
      setGate({ status: 'redirecting' });
      window.location.replace(path);
    };
    restoreStaffSession();
    const token = $adminToken.get();
    const stored = $adminInfo.get();
    if (!token || !stored) return leave(loginPath);
    // The admin dashboard sends a stored developer on at once; the developer area waits for verify.
    if (!forDevelopers && stored.role === 'developer') return leave(otherPath);
    setGate({ status: 'loading' });
    verifyStaff(token).then(
      (answer) => {
        if (cancelled) return;
        const admin = toAdminInfo(answer);
        if (!admin) return setGate({ status: 'error' });
        refreshAdminInfo(admin);
        if ((admin.role === 'developer') !== forDevelopers) return leave(otherPath);
        setGate({ status: 'verified', admin });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          signOut();
          return leave(loginPath);
        }
        setGate({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loginPath, forDevelopers, otherPath, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Ends the session on the server first (issue #15 item 2), then forgets it here. */
  const logout = useCallback(async () => {
    const token = $adminToken.get();
    setGate({ status: 'redirecting' });
    if (token) await logoutStaff(token);
    signOut();
    if (loginPath === null) setGate({ status: 'signed-out' });
    else window.location.replace(loginPath);
  }, [loginPath]);

  return { gate, retry, logout };
}
