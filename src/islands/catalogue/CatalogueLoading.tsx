/** The loading state (storefront §2; FEATURES SHOP-19): skeleton cards, "Curating Sweet Treasures", "Loading...". */
import styles from './Catalogue.module.css';
import '../ui/kit/grid-list.css';

const SKELETONS = 6;

export default function CatalogueLoading() {
  return (
    <div className={styles.loading}>
      <div role="status" className={styles.loadingText}>
        <p className={styles.loadingTitle}>Curating Sweet Treasures</p>
        <p>Loading...</p>
      </div>
      <ul className={`grid-list ${styles.grid}`} aria-hidden="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i} className={styles.skeleton} data-testid="skeleton-card">
            <span className={styles.skeletonImage} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLineShort} />
          </li>
        ))}
      </ul>
    </div>
  );
}
