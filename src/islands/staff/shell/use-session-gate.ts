/**
 * The dashboard's session flow (admin §2, §4; ADM-03..07, G-34): no token or no admin info goes
 * to the login; the token is verified within 10 s; a 401/403 removes it and goes to the login;
 * a timeout or network failure keeps it and offers Retry; a developer goes to their own dashboard.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../client/api-client.ts';
import { verifyStaff } from '../../../client/staff-api.ts';
import { $adminInfo, $adminToken, refreshAdminInfo, restoreStaffSession, signOut, toAdminInfo, type AdminInfo } from '../../../stores/staff-session.ts';
import { DEVELOPER_DASHBOARD_PATH } from '../staff-messages.ts';

export type SessionGate =
  | { status: 'loading' }
  | { status: 'redirecting' }
  | { status: 'error' }
  | { status: 'verified'; admin: AdminInfo };

export function useSessionGate(loginPath: string) {
  const [gate, setGate] = useState<SessionGate>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const leave = (path: string) => {
      setGate({ status: 'redirecting' });
      window.location.replace(path);
    };
    restoreStaffSession();
    const token = $adminToken.get();
    const stored = $adminInfo.get();
    if (!token || !stored) return leave(loginPath);
    if (stored.role === 'developer') return leave(DEVELOPER_DASHBOARD_PATH);
    setGate({ status: 'loading' });
    verifyStaff(token).then(
      (answer) => {
        if (cancelled) return;
        const admin = toAdminInfo(answer);
        if (!admin) return setGate({ status: 'error' });
        refreshAdminInfo(admin);
        if (admin.role === 'developer') return leave(DEVELOPER_DASHBOARD_PATH);
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
  }, [loginPath, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const logout = useCallback(() => {
    signOut();
    setGate({ status: 'redirecting' });
    window.location.replace(loginPath);
  }, [loginPath]);

  return { gate, retry, logout };
}
