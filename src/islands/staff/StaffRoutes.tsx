/**
 * Which screen the dashboard shows for the current path (admin §2 nested routes, ADM-11, ADM-12).
 * The screens opened from the lists (product form, one enquiry, change password) and the Overview load
 * on first use, and so does the whole content editor (issue #41), for staff with `manage_content` only.
 */
import { lazy } from 'react';
import AccessRestricted from './AccessRestricted.tsx';
import ProductsRoute from './products/ProductsRoute.tsx';
import ResponsesRoute from './responses/ResponsesRoute.tsx';
import DashboardLink from '../dashboard-shell/router/DashboardLink.tsx';
import { staffPath, type StaffRoute } from './router/staff-routes.ts';
import type { PeakFestivalDay } from '../../lib/overview/festival-season.ts';
import type { AdminInfo } from '../../stores/staff-session.ts';

const ChangePasswordRoute = lazy(() => import('./account/ChangePasswordRoute.tsx'));
const ProductFormRoute = lazy(() => import('./products/ProductFormRoute.tsx'));
const EnquiryDetailRoute = lazy(() => import('./responses/EnquiryDetailRoute.tsx'));
const VisitorDataRoute = lazy(() => import('./visitor-data/VisitorDataRoute.tsx'));
// The Overview and, after it, its chart library load only when it is opened (issue #43).
const OverviewRoute = lazy(() => import('./overview/OverviewRoute.tsx'));
const ContentRoutes = lazy(() => import('./content/ContentRoutes.tsx'));

interface Props {
  route: StaffRoute;
  basePath: string;
  admin: AdminInfo;
  canManageProducts: boolean;
  peakFestivals: readonly PeakFestivalDay[];
  canManageContent: boolean;
}

function VisitorDataRestricted({ basePath }: { basePath: string }) {
  return (
    <section aria-labelledby="visitor-data-restricted">
      <h2 id="visitor-data-restricted">Access Restricted</h2>
      <p>Only a Super Admin can find and erase a visitor's data.</p>
      <p><DashboardLink href={staffPath({ name: 'responses' }, basePath)}>Go to Contact Responses</DashboardLink></p>
    </section>
  );
}

export default function StaffRoutes({ route, basePath, admin, canManageProducts, canManageContent, peakFestivals }: Props) {
  if (route.name === 'responses') return <ResponsesRoute admin={admin} basePath={basePath} />;
  if (route.name === 'overview') return <OverviewRoute admin={admin} peakFestivals={peakFestivals} />;
  if (route.name === 'enquiry') return <EnquiryDetailRoute key={route.id} id={route.id} basePath={basePath} />;
  if (route.name === 'account') return <ChangePasswordRoute />;
  if (route.name === 'visitor-data') return admin.role === 'superadmin' ? <VisitorDataRoute /> : <VisitorDataRestricted basePath={basePath} />;
  if (route.name === 'not-found') {
    return (
      <section aria-labelledby="missing-heading">
        <h2 id="missing-heading">Page not found</h2>
        <p>
          <DashboardLink href={staffPath({ name: 'responses' }, basePath)}>Go to Contact Responses</DashboardLink>
        </p>
      </section>
    );
  }
  if (route.name === 'content' || route.name === 'content-collection' || route.name === 'content-new' || route.name === 'content-item') {
    return canManageContent ? <ContentRoutes route={route} basePath={basePath} /> : <AccessRestricted basePath={basePath} section="Content" />;
  }
  if (!canManageProducts) return <AccessRestricted basePath={basePath} section="Manage Products" />;
  if (route.name === 'products') return <ProductsRoute basePath={basePath} />;
  if (route.name === 'new-product') return <ProductFormRoute key="new" basePath={basePath} />;
  return <ProductFormRoute key={route.id} basePath={basePath} productId={route.id} />;
}
