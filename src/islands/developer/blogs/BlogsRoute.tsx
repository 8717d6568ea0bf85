/** The Blogs tab (admin §2, §3; DEV-10): the counts by status and the Top Viewed Blogs. */
import { useId } from 'react';
import { fetchBlogAnalytics } from '../../../client/developer-api.ts';
import shared from '../shell/Developer.module.css';
import LoadState from '../shell/LoadState.tsx';
import StatCards from '../shell/StatCards.tsx';
import { useRemote } from '../shell/use-remote.ts';

export default function BlogsRoute() {
  const id = useId();
  const { state } = useRemote(fetchBlogAnalytics);
  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={state.status === 'loading'}>
      <div className={shared.top}>
        <h2 id={`${id}-heading`}>Blogs</h2>
      </div>
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
            <div className={shared.tableWrap}>
              <table className={shared.table} aria-labelledby={`${id}-top`}>
                <thead>
                  <tr>
                    <th scope="col">Title</th><th scope="col">Author</th>
                    <th scope="col" className={shared.number}>Views</th><th scope="col" className={shared.number}>Likes</th>
                  </tr>
                </thead>
                <tbody>
                  {state.data.topViewedBlogs.map((post) => (
                    <tr key={post._id}>
                      <td>{post.title}</td>
                      <td>{post.author}</td>
                      <td className={shared.number}>{post.views.toLocaleString('en-IN')}</td>
                      <td className={shared.number}>{post.likes.toLocaleString('en-IN')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
