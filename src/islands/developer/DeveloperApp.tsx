/**
 * The developer dashboard at /senement/dashboard/* (admin §2, §4; DEV-01, DEV-02, ERR-24): one
 * client-only island on the dashboard shell (session gate, router, layout, toasts). The session is
 * verified first; no token or no admin info goes to the login, a non-developer to the admin
 * dashboard. This page is at a public path, so it never carries the secret staff paths (issue #15
 * item 4): it takes them from what this browser remembered on the login page, and without them
 * shows a signed-out notice.
 */
import { useEffect } from 'react';
import DashboardLayout from '../dashboard-shell/DashboardLayout.tsx';
import DashboardSkeleton from '../dashboard-shell/DashboardSkeleton.tsx';
import SessionError from '../dashboard-shell/SessionError.tsx';
import { useSessionGate } from '../dashboard-shell/use-session-gate.ts';
import { useRouterPath } from '../dashboard-shell/router/dashboard-router.ts';
import dashboard from '../dashboard-shell/Dashboard.module.css';
import DeveloperRoutes from './DeveloperRoutes.tsx';
import { developerRouter, parseDeveloperPath } from './developer-routes.ts';
import { rememberedStaffPaths } from '../../stores/staff-paths.ts';
import SignedOut from './shell/SignedOut.tsx';
import DeveloperTabs from './shell/DeveloperTabs.tsx';

const paths = typeof window === 'undefined' ? null : rememberedStaffPaths();

export default function DeveloperApp() {
  const { gate, retry, logout } = useSessionGate(paths?.login ?? null, { forDevelopers: true, otherPath: paths?.dashboard ?? null });
  const tab = parseDeveloperPath(useRouterPath(developerRouter())) ?? 'not-found';

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  if (gate.status === 'redirecting') return null;
  if (gate.status === 'signed-out') return <SignedOut />;
  if (gate.status === 'loading') return <DashboardSkeleton />;
  if (gate.status === 'error') return <SessionError onRetry={retry} onLogout={logout} />;

  return (
    <DashboardLayout
      title="Developer Dashboard"
      who={`Signed in as ${gate.admin.email} (developer)`}
      actions={<button type="button" className={dashboard.secondary} onClick={() => void logout()}>Logout</button>}
      tabs={<DeveloperTabs current={tab} />}
    >
      <DeveloperRoutes tab={tab} />
    </DashboardLayout>
  );
}
