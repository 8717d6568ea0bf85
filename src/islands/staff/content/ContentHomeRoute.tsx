/** The content area's first screen (issue #41 item 2): the publish panel, the collections, the published versions. */
import { useState } from 'react';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import CollectionsList from './CollectionsList.tsx';
import PublishPanel from './PublishPanel.tsx';
import VersionsList from './VersionsList.tsx';
import { useContentOverview } from './use-content-overview.ts';
import styles from './ContentScreens.module.css';

export default function ContentHomeRoute({ basePath }: { basePath: string }) {
  const { state, show } = useContentOverview();
  const [published, setPublished] = useState(0);
  const versionsChanged = () => setPublished((count) => count + 1);
  return (
    <section aria-labelledby="content-heading" aria-busy={state.status === 'loading'}>
      <div className={styles.top}>
        <h2 id="content-heading">Content</h2>
      </div>
      <p className={styles.intro}>Change what the site says, preview the draft, then publish it. Published versions stay, and any can be brought back.</p>
      <LoadState state={state} what="content" />
      {state.status === 'loaded' && (
        <div className={styles.home}>
          <PublishPanel overview={state.data} onChange={show} onPublished={versionsChanged} />
          <CollectionsList collections={state.data.collections} basePath={basePath} />
          <VersionsList reloadKey={published} live={state.data.publish.live?.version ?? null}
            onReverted={(answer) => {
              show((current) => ({ ...current, publish: answer.publish }));
              versionsChanged();
            }} />
        </div>
      )}
    </section>
  );
}
