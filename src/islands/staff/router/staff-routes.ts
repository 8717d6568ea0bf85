/**
 * The dashboard's nested routes (admin §2): index = contact responses, products, products/new,
 * products/edit/{id}, account (change password, issue #15), enquiries/{id} (one enquiry, issue #11),
 * visitor-data (a superadmin finds and erases a visitor's data, issue #42 item 5), overview (the
 * business at a glance, issue #43) and the content editor (issue #41): content, content/{collection},
 * content/{collection}/new, content/{collection}/items/{id}.
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
  | { name: 'content' }
  | { name: 'content-collection'; collection: string }
  | { name: 'content-new'; collection: string }
  | { name: 'content-item'; collection: string; id: string }
  | { name: 'not-found' };

/** A RegExp route for a content path under `base`: `content/{collection}` then `tail`, the segments handed on undecoded. */
function contentRoute(base: string, tail: string) {
  const escaped = trimSlashes(base).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}/content/([^/]+)${tail}$`);
}

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
    content: `${base}/content`,
    'content-collection': [contentRoute(base, ''), (collection: string) => ({ collection })],
    'content-new': [contentRoute(base, '/new'), (collection: string) => ({ collection })],
    'content-item': [contentRoute(base, '/items/([^/]+)'), (collection: string, id: string) => ({ collection, id })],
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
  if (name === 'content-collection' || name === 'content-new' || name === 'content-item') return contentRouteOf(name, matched.params);
  if (name !== 'edit-product' && name !== 'enquiry') return { name };
  const id = decodeSegment(matched.params.id ?? '');
  return id ? { name, id } : { name: 'not-found' };
}

/** A content route with its collection (and item id) decoded; "Page not found" for a broken escape. */
function contentRouteOf(name: 'content-collection' | 'content-new' | 'content-item', params: Record<string, string>): StaffRoute {
  const collection = decodeSegment(params.collection ?? '');
  if (!collection) return { name: 'not-found' };
  if (name !== 'content-item') return { name, collection };
  const id = decodeSegment(params.id ?? '');
  return id ? { name, collection, id } : { name: 'not-found' };
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
    case 'content':
      return `${base}/content`;
    case 'content-collection':
      return `${base}/content/${encodeURIComponent(route.collection)}`;
    case 'content-new':
      return `${base}/content/${encodeURIComponent(route.collection)}/new`;
    case 'content-item':
      return `${base}/content/${encodeURIComponent(route.collection)}/items/${encodeURIComponent(route.id)}`;
  }
}

/** The dashboard's sections, one tab each. */
export type StaffSection = 'responses' | 'overview' | 'products' | 'visitor-data' | 'content';

/**
 * The tab a path belongs to: the products paths to "Manage Products", visitor-data to "Visitor data",
 * overview to "Overview", the content paths to "Content", the rest to "Contact Responses".
 */
export function staffSectionOf(pathname: string, basePath: string): StaffSection {
  const route = parseStaffPath(pathname, basePath);
  if (route !== null && (route.name === 'products' || route.name === 'new-product' || route.name === 'edit-product')) return 'products';
  if (route !== null && route.name.startsWith('content')) return 'content';
  if (route?.name === 'visitor-data' || route?.name === 'overview') return route.name;
  return 'responses';
}

/** True on the products paths, where the "Manage Products" tab is the current one. */
export function isProductsPath(pathname: string, basePath: string): boolean {
  return staffSectionOf(pathname, basePath) === 'products';
}
