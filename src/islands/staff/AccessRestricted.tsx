/** A section's routes for staff without its permission: Manage Products (admin §2, ADM-11), Content (issue #41). */
import { navigate } from '../dashboard-shell/router/dashboard-router.ts';
import { staffPath } from './router/staff-routes.ts';
import styles from '../dashboard-shell/Dashboard.module.css';

export default function AccessRestricted({ basePath, section }: { basePath: string; section: string }) {
  return (
    <section className={styles.notice} aria-labelledby="restricted-heading">
      <h2 id="restricted-heading">Access Restricted</h2>
      <p>You don't have permission to access the {section} section.</p>
      <p>Contact your administrator if you need access to this feature.</p>
      <button type="button" className={styles.primary} onClick={() => navigate(staffPath({ name: 'responses' }, basePath))}>
        Go to Contact Responses
      </button>
    </section>
  );
}
