/** The Overview tab (admin §2, §9; DEV-03, DEV-04): the four cards and the 5 latest blog changes. */
import { useId } from 'react';
import { fetchBlogAnalytics, fetchStaffAccounts } from '../../../client/developer-api.ts';
import { RECENT_ACTIVITY_COUNT } from '../../../lib/blog/blog-analytics.ts';
import { formatDay } from '../display-date.ts';
import shared from '../../dashboard-shell/Content.module.css';
import LoadState from '../../dashboard-shell/LoadState.tsx';
import StatCards from '../../dashboard-shell/StatCards.tsx';
import DataTable from '../../dashboard-shell/DataTable.tsx';
import TabSection from '../../dashboard-shell/TabSection.tsx';
import { useRemote } from '../../dashboard-shell/use-remote.ts';
import { overviewCards } from './overview-counts.ts';

const loadOverview = (token: string) => Promise.all([fetchStaffAccounts(token), fetchBlogAnalytics(token)]);

export default function OverviewRoute() {
  const id = useId();
  const { state } = useRemote(loadOverview);
  return (
    <TabSection id={id} title="Overview" busy={state.status === 'loading'}>
      <LoadState state={state} what="the overview" />
      {state.status === 'loaded' && (
        <>
          <StatCards label="Totals" cards={overviewCards(state.data[0], state.data[1].summary)} />
          <h3 className={shared.subheading}>Recent Blog Activity</h3>
          {state.data[1].recentActivity.length === 0 ? (
            <p className={shared.muted}>No blog activity yet.</p>
          ) : (
            <DataTable caption="Recent Blog Activity, latest first"
              head={<><th scope="col">Title</th><th scope="col">Author</th><th scope="col">Status</th><th scope="col">Updated</th></>}>
              {state.data[1].recentActivity.slice(0, RECENT_ACTIVITY_COUNT).map((post) => (
                <tr key={post._id}>
                  <td>{post.title}</td>
                  <td>{post.author}</td>
                  <td>{post.status}</td>
                  <td className={shared.nowrap}><time dateTime={post.updatedAt}>{formatDay(post.updatedAt)}</time></td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
    </TabSection>
  );
}
