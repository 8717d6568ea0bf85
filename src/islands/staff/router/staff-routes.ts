/**
 * The dashboard's nested routes (admin §2): index = contact responses, products, products/new,
 * products/edit/{id}, account (change password, issue #15), enquiries/{id} (one enquiry, issue #11),
 * visitor-data (a superadmin finds and erases a visitor's data, issue #42 item 5) and overview (the
 * business at a glance, issue #43).
 * Paths are under the dashboard's base path (ADMIN_DASHBOARD_PATH, a build-time secret the page
 * passes in), so the route table is built for that base.
 */
import { dashboardRouter, decodeSegment, matchRoute, segmentRoute, trimSlashes } from '../../dashboard-shell/router/dashboard-router.ts';

export type StaffRoute =
  | { name: 'responses' }
  | { name: 'products' }
  | { name: 'new-product' }
  | { name: 'edit-product'; id: string }
  | { name: 'account' }
  | { name: 'enquiry'; id: string }
  | { name: 'visitor-data' }
  | { name: 'overview' }
  | { name: 'not-found' };

function staffRouteTable(basePath: string) {
  const base = trimSlashes(basePath);
  return {
    responses: base || '/',
    products: `${base}/products`,
    'new-product': `${base}/products/new`,
    'edit-product': segmentRoute(`${base}/products/edit`),
    account: `${base}/account`,
    enquiry: segmentRoute(`${base}/enquiries`),
    'visitor-data': `${base}/visitor-data`,
    overview: `${base}/overview`,
  } as const;
}

/** The dashboard's router for its base path (the app follows it, parseStaffPath matches with it). */
export function staffRouter(basePath: string) {
  return dashboardRouter(`staff:${basePath}`, () => staffRouteTable(basePath));
}

/** Which route a pathname shows; null when the path is not under the dashboard at all. */
export function parseStaffPath(pathname: string, basePath: string): StaffRoute | null {
  const base = trimSlashes(basePath);
  const path = trimSlashes(pathname);
  if (path !== base && !path.startsWith(`${base}/`)) return null;
  const matched = matchRoute(staffRouter(basePath), path);
  if (!matched) return { name: 'not-found' };
  const name = matched.route as Exclude<StaffRoute['name'], 'not-found'>;
  if (name !== 'edit-product' && name !== 'enquiry') return { name };
  const id = decodeSegment(matched.params.id ?? '');
  return id ? { name, id } : { name: 'not-found' };
}

/** The pathname of a route under the dashboard's base path. */
export function staffPath(route: Exclude<StaffRoute, { name: 'not-found' }>, basePath: string): string {
  const base = trimSlashes(basePath);
  switch (route.name) {
    case 'responses':
      return base || '/';
    case 'products':
      return `${base}/products`;
    case 'new-product':
      return `${base}/products/new`;
    case 'edit-product':
      return `${base}/products/edit/${encodeURIComponent(route.id)}`;
    case 'account':
      return `${base}/account`;
    case 'enquiry':
      return `${base}/enquiries/${encodeURIComponent(route.id)}`;
    case 'visitor-data':
      return `${base}/visitor-data`;
    case 'overview':
      return `${base}/overview`;
  }
}

/** The dashboard's sections, one tab each. */
export type StaffSection = 'responses' | 'overview' | 'products' | 'visitor-data';

/**
 * The tab a path belongs to: the products paths to "Manage Products", visitor-data to "Visitor data",
 * overview to "Overview", the rest to "Contact Responses".
 */
export function staffSectionOf(pathname: string, basePath: string): StaffSection {
  const route = parseStaffPath(pathname, basePath);
  if (route !== null && (route.name === 'products' || route.name === 'new-product' || route.name === 'edit-product')) return 'products';
  if (route?.name === 'visitor-data' || route?.name === 'overview') return route.name;
  return 'responses';
}

/** True on the products paths, where the "Manage Products" tab is the current one. */
export function isProductsPath(pathname: string, basePath: string): boolean {
  return staffSectionOf(pathname, basePath) === 'products';
}
