/** Which tab the developer dashboard shows for the current path (admin §2; DEV-02). */
import ActivityRoute from './activity/ActivityRoute.tsx';
import BlogsRoute from './blogs/BlogsRoute.tsx';
import OverviewRoute from './overview/OverviewRoute.tsx';
import PermissionsRoute from './permissions/PermissionsRoute.tsx';
import UsersRoute from './users/UsersRoute.tsx';
import DashboardLink from '../dashboard-shell/router/DashboardLink.tsx';
import { developerPath, type DeveloperTab } from './developer-routes.ts';

export default function DeveloperRoutes({ tab }: { tab: DeveloperTab | 'not-found' }) {
  switch (tab) {
    case 'overview':
      return <OverviewRoute />;
    case 'users':
      return <UsersRoute />;
    case 'blogs':
      return <BlogsRoute />;
    case 'permissions':
      return <PermissionsRoute />;
    case 'activity':
      return <ActivityRoute />;
    case 'not-found':
      return (
        <section aria-labelledby="missing-heading">
          <h2 id="missing-heading">Page not found</h2>
          <p><DashboardLink href={developerPath('overview')}>Go to the Overview</DashboardLink></p>
        </section>
      );
  }
}
