/**
 * The developer dashboard at /senement/dashboard/* (admin §2, §4; DEV-01, DEV-02, ERR-24): one
 * client-only island with its own History API router. The session is verified first; no token or
 * no admin info goes to the login, a non-developer to the admin dashboard. This page is at a
 * public path, so it never carries the secret staff paths (issue #15 item 4): it takes them from
 * what this browser remembered on the login page, and without them shows a signed-out notice.
 */
import { useEffect } from 'react';
import DashboardSkeleton from '../staff/shell/DashboardSkeleton.tsx';
import SessionError from '../staff/shell/SessionError.tsx';
import { useSessionGate } from '../staff/shell/use-session-gate.ts';
import { usePathname } from '../staff/router/use-location.ts';
import Toaster from '../staff/Toaster.tsx';
import dashboard from '../staff/shell/Dashboard.module.css';
import DeveloperRoutes from './DeveloperRoutes.tsx';
import { parseDeveloperPath } from './developer-routes.ts';
import { rememberedStaffPaths } from '../../stores/staff-paths.ts';
import SignedOut from './shell/SignedOut.tsx';
import DeveloperTabs from './shell/DeveloperTabs.tsx';

const paths = typeof window === 'undefined' ? null : rememberedStaffPaths();

export default function DeveloperApp() {
  const { gate, retry, logout } = useSessionGate(paths?.login ?? null, { forDevelopers: true, otherPath: paths?.dashboard ?? null });
  const tab = parseDeveloperPath(usePathname()) ?? 'not-found';

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  if (gate.status === 'redirecting') return null;
  if (gate.status === 'signed-out') return <SignedOut />;
  if (gate.status === 'loading') return <DashboardSkeleton />;
  if (gate.status === 'error') return <SessionError onRetry={retry} onLogout={logout} />;

  return (
    <div className={dashboard.page}>
      <header className={dashboard.header}>
        <div>
          <h1 className={dashboard.title}>Developer Dashboard</h1>
          <p className={dashboard.who}>Signed in as {gate.admin.email} (developer)</p>
        </div>
        <button type="button" className={dashboard.secondary} onClick={() => void logout()}>Logout</button>
      </header>
      <DeveloperTabs current={tab} />
      <main className={dashboard.main} id="main-content">
        <DeveloperRoutes tab={tab} />
      </main>
      <Toaster />
    </div>
  );
}
