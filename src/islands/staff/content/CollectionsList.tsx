/** The editable collections (issue #41 item 2): each with its item count and its unpublished changes, opening its items. */
import type { ContentCollectionMeta } from '../../../lib/api/content.ts';
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { staffPath } from '../router/staff-routes.ts';
import styles from './ContentScreens.module.css';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
const changes = (count: number) => `${count} unpublished ${count === 1 ? 'change' : 'changes'}`;

export default function CollectionsList({ collections, basePath }: { collections: readonly ContentCollectionMeta[]; basePath: string }) {
  return (
    <section aria-labelledby="collections-heading">
      <h3 id="collections-heading" className={styles.subheading}>What you can edit</h3>
      <ul className={styles.cards}>
        {collections.map((collection) => (
          <li key={collection.name} className={styles.card}>
            <DashboardLink href={staffPath({ name: 'content-collection', collection: collection.name }, basePath)} className={styles.cardLink}>
              {collection.label}
            </DashboardLink>
            <span className={styles.muted}>{items(collection.count)}</span>
            {collection.drafts > 0 && <span className={styles.changed}>{changes(collection.drafts)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
