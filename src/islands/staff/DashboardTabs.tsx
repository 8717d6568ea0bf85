/**
 * The dashboard's tabs (admin §2, ADM-08, ADM-10): "Overview" for every staff member (issue #43), the
 * products tab only with the products permission, "Content" only with `manage_content` (issue #41),
 * "Visitor data" only for superadmins (issue #42 item 5).
 */
import DashboardLink from '../dashboard-shell/router/DashboardLink.tsx';
import { staffPath, type StaffSection } from './router/staff-routes.ts';
import styles from '../dashboard-shell/Dashboard.module.css';

interface Props {
  basePath: string;
  current: StaffSection;
  canManageProducts: boolean;
  canManageContent: boolean;
  canEraseVisitorData: boolean;
}

export default function DashboardTabs({ basePath, current, canManageProducts, canManageContent, canEraseVisitorData }: Props) {
  const currentIf = (section: StaffSection) => (current === section ? 'page' : undefined);
  return (
    <nav className={styles.tabs} aria-label="Dashboard sections">
      <DashboardLink href={staffPath({ name: 'responses' }, basePath)} className={styles.tab} aria-current={currentIf('responses')}>
        Contact Responses
      </DashboardLink>
      <DashboardLink href={staffPath({ name: 'overview' }, basePath)} className={styles.tab} aria-current={currentIf('overview')}>
        Overview
      </DashboardLink>
      {canManageProducts ? (
        <DashboardLink href={staffPath({ name: 'products' }, basePath)} className={styles.tab} aria-current={currentIf('products')}>
          Manage Products
        </DashboardLink>
      ) : (
        <button type="button" className={styles.tab} disabled>
          Manage Products (Access Restricted)
        </button>
      )}
      {canManageContent && (
        <DashboardLink href={staffPath({ name: 'content' }, basePath)} className={styles.tab} aria-current={currentIf('content')}>
          Content
        </DashboardLink>
      )}
      {canEraseVisitorData && (
        <DashboardLink href={staffPath({ name: 'visitor-data' }, basePath)} className={styles.tab} aria-current={currentIf('visitor-data')}>
          Visitor data
        </DashboardLink>
      )}
    </nav>
  );
}
