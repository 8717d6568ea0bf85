/**
 * A collection's items (issue #41 item 2): a search box, each item with its origin (built-in or added
 * by staff) and a marker when its draft differs from the live site; "Add" where staff may add items.
 */
import { useState } from 'react';
import { fetchContentCollection } from '../../../client/content-api.ts';
import type { ContentCollectionAnswer } from '../../../lib/api/content.ts';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import DashboardLink from '../../dashboard-shell/router/DashboardLink.tsx';
import { useRemote } from '../../dashboard-shell/use-remote.ts';
import { staffPath } from '../router/staff-routes.ts';
import { searchItems } from './item-search.ts';
import styles from './ContentScreens.module.css';

export default function CollectionRoute({ collection, basePath }: { collection: string; basePath: string }) {
  const { state } = useRemote<ContentCollectionAnswer>((token) => fetchContentCollection(token, collection), collection);
  const [query, setQuery] = useState('');
  const meta = state.status === 'loaded' ? state.data.collection : null;
  const items = state.status === 'loaded' ? state.data.items : [];
  const shown = searchItems(items, query);

  return (
    <section aria-labelledby="collection-heading" aria-busy={state.status === 'loading'}>
      <p className={styles.back}>
        <DashboardLink href={staffPath({ name: 'content' }, basePath)}>← All content</DashboardLink>
      </p>
      <div className={styles.top}>
        <h2 id="collection-heading">{meta?.label ?? 'Content'}</h2>
        {meta?.canAdd && (
          <DashboardLink href={staffPath({ name: 'content-new', collection }, basePath)} className={styles.primary}>
            Add an item
          </DashboardLink>
        )}
      </div>
      <LoadState state={state} what="items" />
      {meta && (
        <>
          <div className={styles.search}>
            <label className={styles.label} htmlFor="content-search">Search {meta.label.toLowerCase()}</label>
            <input id="content-search" className={styles.control} type="search" value={query} autoComplete="off"
              onChange={(event) => setQuery(event.target.value)} />
          </div>
          <p className={styles.muted} aria-live="polite">
            {shown.length === items.length ? `${items.length} ${items.length === 1 ? 'item' : 'items'}` : `${shown.length} of ${items.length} items`}
            {meta.drafts > 0 && `, ${meta.drafts} with unpublished changes`}
          </p>
          {shown.length === 0 ? (
            <p className={styles.muted}>No item matches.</p>
          ) : (
            <ul className={styles.items} aria-label={meta.label}>
              {shown.map((item) => (
                <li key={item.id} className={styles.item}>
                  <DashboardLink href={staffPath({ name: 'content-item', collection, id: item.id }, basePath)} className={styles.itemLink}>
                    {item.title}
                  </DashboardLink>
                  <span className={styles.itemId}>{item.id}</span>
                  <span className={styles.badges}>
                    <span className={styles.badge} data-tone={item.origin === 'builtin' ? 'off' : undefined}>
                      {item.origin === 'builtin' ? 'Built-in' : 'Added by staff'}
                    </span>
                    {item.changed && !item.removed && <span className={styles.changed}>Changed, not yet published</span>}
                    {item.removed && <span className={styles.changed}>Removed, not yet published</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
