/**
 * The admin dashboard (admin §2, §4; ADM-01..12): one client-only island with its own History API
 * router. Nothing but the skeleton shows until the session is verified.
 */
import { useEffect } from 'react';
import { canManageProducts } from '../../lib/staff/staff-roles.ts';
import DashboardSkeleton from './shell/DashboardSkeleton.tsx';
import DashboardTabs from './shell/DashboardTabs.tsx';
import SessionError from './shell/SessionError.tsx';
import { useSessionGate } from './shell/use-session-gate.ts';
import { isProductsPath, parseStaffPath } from './router/staff-routes.ts';
import StaffLink from './router/StaffLink.tsx';
import { staffPath } from './router/staff-routes.ts';
import { usePathname } from './router/use-location.ts';
import { rememberStaffPaths } from '../../stores/staff-paths.ts';
import StaffRoutes from './StaffRoutes.tsx';
import Toaster from './Toaster.tsx';
import styles from './shell/Dashboard.module.css';

interface Props {
  /** ADMIN_LOGIN_PATH */
  loginPath: string;
  /** ADMIN_DASHBOARD_PATH, the base of the nested routes. */
  dashboardPath: string;
}

export default function StaffApp({ loginPath, dashboardPath }: Props) {
  const { gate, retry, logout } = useSessionGate(loginPath);
  const pathname = usePathname();
  const route = parseStaffPath(pathname, dashboardPath) ?? { name: 'not-found' };

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    rememberStaffPaths({ login: loginPath, dashboard: dashboardPath });
  }, [loginPath, dashboardPath]);

  if (gate.status === 'redirecting' || gate.status === 'signed-out') return null;
  if (gate.status === 'loading') return <DashboardSkeleton />;
  if (gate.status === 'error') return <SessionError onRetry={retry} onLogout={logout} />;

  const mayManageProducts = canManageProducts(gate.admin);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Admin Dashboard</h1>
          <p className={styles.who}>
            Signed in as {gate.admin.email} ({gate.admin.role}{gate.admin.category ? `, ${gate.admin.category}` : ''})
          </p>
        </div>
        <div className={styles.headerActions}>
          <StaffLink href={staffPath({ name: 'account' }, dashboardPath)} className={styles.secondary}>Change password</StaffLink>
          <button type="button" className={styles.secondary} onClick={() => void logout()}>Logout</button>
        </div>
      </header>
      <DashboardTabs basePath={dashboardPath} productsActive={isProductsPath(pathname, dashboardPath)} canManageProducts={mayManageProducts} />
      <main className={styles.main} id="main-content">
        <StaffRoutes route={route} basePath={dashboardPath} admin={gate.admin} canManageProducts={mayManageProducts} />
      </main>
      <Toaster />
    </div>
  );
}
