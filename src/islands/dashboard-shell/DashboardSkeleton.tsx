/** What shows while the session is being verified (admin §2 "A loading skeleton shows first"). */
import styles from './Dashboard.module.css';

export default function DashboardSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="dashboard-skeleton">
      <span className="visually-hidden" role="status">Loading the dashboard...</span>
      <div className={styles.skeletonBar} style={{ width: '40%', height: '2rem' }} />
      <div className={styles.skeletonBar} style={{ width: '60%' }} />
      <div className={styles.skeletonBlock} />
    </div>
  );
}
