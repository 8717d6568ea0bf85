/** The dashboard's tabs (admin §2, ADM-08, ADM-10): the products tab only with the products permission. */
import DashboardLink from '../dashboard-shell/router/DashboardLink.tsx';
import { staffPath } from './router/staff-routes.ts';
import styles from '../dashboard-shell/Dashboard.module.css';

interface Props {
  basePath: string;
  productsActive: boolean;
  canManageProducts: boolean;
}

export default function DashboardTabs({ basePath, productsActive, canManageProducts }: Props) {
  return (
    <nav className={styles.tabs} aria-label="Dashboard sections">
      <DashboardLink href={staffPath({ name: 'responses' }, basePath)} className={styles.tab} aria-current={productsActive ? undefined : 'page'}>
        Contact Responses
      </DashboardLink>
      {canManageProducts ? (
        <DashboardLink href={staffPath({ name: 'products' }, basePath)} className={styles.tab} aria-current={productsActive ? 'page' : undefined}>
          Manage Products
        </DashboardLink>
      ) : (
        <button type="button" className={styles.tab} disabled>
          Manage Products (Access Restricted)
        </button>
      )}
    </nav>
  );
}
