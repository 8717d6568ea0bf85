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
import { usePathname } from './router/use-location.ts';
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
  }, []);

  if (gate.status === 'redirecting') return null;
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
        <button type="button" className={styles.secondary} onClick={logout}>Logout</button>
      </header>
      <DashboardTabs basePath={dashboardPath} productsActive={isProductsPath(pathname, dashboardPath)} canManageProducts={mayManageProducts} />
      <main className={styles.main} id="main-content">
        <StaffRoutes route={route} basePath={dashboardPath} admin={gate.admin} canManageProducts={mayManageProducts} />
      </main>
      <Toaster />
    </div>
  );
}
