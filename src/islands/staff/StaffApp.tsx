/**
 * The admin dashboard (admin §2, §4; ADM-01..12): one client-only island on the dashboard shell
 * (session gate, router, layout, toasts). Nothing but the skeleton shows until the session is verified.
 */
import { useEffect } from 'react';
import type { PeakFestivalDay } from '../../lib/overview/festival-season.ts';
import { canManageContent, canManageProducts } from '../../lib/staff/staff-roles.ts';
import DashboardLayout from '../dashboard-shell/DashboardLayout.tsx';
import DashboardSkeleton from '../dashboard-shell/DashboardSkeleton.tsx';
import SessionError from '../dashboard-shell/SessionError.tsx';
import { useSessionGate } from '../dashboard-shell/use-session-gate.ts';
import DashboardLink from '../dashboard-shell/router/DashboardLink.tsx';
import { useRouterPath } from '../dashboard-shell/router/dashboard-router.ts';
import { parseStaffPath, staffPath, staffRouter, staffSectionOf } from './router/staff-routes.ts';
import { rememberStaffPaths } from '../../stores/staff-paths.ts';
import DashboardTabs from './DashboardTabs.tsx';
import StaffRoutes from './StaffRoutes.tsx';
import styles from '../dashboard-shell/Dashboard.module.css';

interface Props {
  /** ADMIN_LOGIN_PATH */
  loginPath: string;
  /** ADMIN_DASHBOARD_PATH, the base of the nested routes. */
  dashboardPath: string;
  /** The peak festival days of content/festivals, for the Overview's "this festival season" (issue #43). */
  peakFestivals: readonly PeakFestivalDay[];
}

export default function StaffApp({ loginPath, dashboardPath, peakFestivals }: Props) {
  const { gate, retry, logout } = useSessionGate(loginPath);
  const pathname = useRouterPath(staffRouter(dashboardPath));
  const route = parseStaffPath(pathname, dashboardPath) ?? { name: 'not-found' };

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    rememberStaffPaths({ login: loginPath, dashboard: dashboardPath });
  }, [loginPath, dashboardPath]);

  if (gate.status === 'redirecting' || gate.status === 'signed-out') return null;
  if (gate.status === 'loading') return <DashboardSkeleton />;
  if (gate.status === 'error') return <SessionError onRetry={retry} onLogout={logout} />;

  const mayManageProducts = canManageProducts(gate.admin);
  const mayManageContent = canManageContent(gate.admin);
  return (
    <DashboardLayout
      title="Admin Dashboard"
      who={`Signed in as ${gate.admin.email} (${gate.admin.role}${gate.admin.category ? `, ${gate.admin.category}` : ''})`}
      actions={
        <div className={styles.headerActions}>
          <DashboardLink href={staffPath({ name: 'account' }, dashboardPath)} className={styles.secondary}>Change password</DashboardLink>
          <button type="button" className={styles.secondary} onClick={() => void logout()}>Logout</button>
        </div>
      }
      tabs={
        <DashboardTabs basePath={dashboardPath} current={staffSectionOf(pathname, dashboardPath)} canManageProducts={mayManageProducts}
          canManageContent={mayManageContent} canEraseVisitorData={gate.admin.role === 'superadmin'} />
      }
    >
      <StaffRoutes route={route} basePath={dashboardPath} admin={gate.admin} canManageProducts={mayManageProducts} canManageContent={mayManageContent}
        peakFestivals={peakFestivals} />
    </DashboardLayout>
  );
}
