/** The Blogs tab (admin §2, §3; DEV-10): the counts by status and the Top Viewed Blogs. */
import { useId } from 'react';
import { fetchBlogAnalytics } from '../../../client/developer-api.ts';
import shared from '../../dashboard-shell/Content.module.css';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import StatCards from '../../dashboard-shell/StatCards.tsx';
import DataTable from '../../dashboard-shell/DataTable.tsx';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import { useRemote } from '../../dashboard-shell/use-remote.ts';
import { formatCount } from '../../../lib/text/indian-number.ts';

export default function BlogsRoute() {
  const id = useId();
  const { state } = useRemote(fetchBlogAnalytics);
  return (
    <TabSection id={id} title="Blogs" busy={state.status === 'loading'}>
      <LoadState state={state} what="blog statistics" />
      {state.status === 'loaded' && (
        <>
          <StatCards label="Blog counts" cards={[
            { label: 'Total', value: state.data.summary.total },
            { label: 'Published', value: state.data.summary.published },
            { label: 'Draft', value: state.data.summary.draft },
            { label: 'Archived', value: state.data.summary.archived },
          ]} />
          <h3 className={shared.subheading} id={`${id}-top`}>Top Viewed Blogs</h3>
          {state.data.topViewedBlogs.length === 0 ? (
            <p className={shared.muted}>No blog posts yet.</p>
          ) : (
            <DataTable aria-labelledby={`${id}-top`} head={<>
              <th scope="col">Title</th><th scope="col">Author</th>
              <th scope="col" className={shared.number}>Views</th><th scope="col" className={shared.number}>Likes</th>
            </>}>
              {state.data.topViewedBlogs.map((post) => (
                <tr key={post._id}>
                  <td>{post.title}</td>
                  <td>{post.author}</td>
                  <td className={shared.number}>{formatCount(post.views)}</td>
                  <td className={shared.number}>{formatCount(post.likes)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </TabSection>
  );
}
