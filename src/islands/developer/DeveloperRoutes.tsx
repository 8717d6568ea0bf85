/** Which tab the developer dashboard shows for the current path (admin §2; DEV-02); tabs other than the Overview load on first use. */
import { lazy } from 'react';
import OverviewRoute from './overview/OverviewRoute.tsx';
import DashboardLink from '../dashboard-shell/router/DashboardLink.tsx';
import { developerPath, type DeveloperTab } from './developer-routes.ts';

const UsersRoute = lazy(() => import('./users/UsersRoute.tsx'));
const BlogsRoute = lazy(() => import('./blogs/BlogsRoute.tsx'));
const PermissionsRoute = lazy(() => import('./permissions/PermissionsRoute.tsx'));
const ActivityRoute = lazy(() => import('./activity/ActivityRoute.tsx'));
const BackupsRoute = lazy(() => import('./backups/BackupsRoute.tsx'));

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
    case 'backups':
      return <BackupsRoute />;
    case 'not-found':
      return (
        <section aria-labelledby="missing-heading">
          <h2 id="missing-heading">Page not found</h2>
          <p><DashboardLink href={developerPath('overview')}>Go to the Overview</DashboardLink></p>
        </section>
      );
  }
}
