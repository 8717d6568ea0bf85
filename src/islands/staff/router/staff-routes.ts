/**
 * The dashboard's nested routes (admin §2): index = contact responses, products, products/new,
 * products/edit/{id}, account (change password, issue #15) and enquiries/{id} (one enquiry, issue #11). Paths are relative to the dashboard's base path (ADMIN_DASHBOARD_PATH).
 */
export type StaffRoute =
  | { name: 'responses' }
  | { name: 'products' }
  | { name: 'new-product' }
  | { name: 'edit-product'; id: string }
  | { name: 'account' }
  | { name: 'enquiry'; id: string }
  | { name: 'not-found' };

function trimSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Which route a pathname shows; null when the path is not under the dashboard at all. */
export function parseStaffPath(pathname: string, basePath: string): StaffRoute | null {
  const base = trimSlashes(basePath);
  const path = trimSlashes(pathname);
  if (path !== base && !path.startsWith(`${base}/`)) return null;
  const parts = path.slice(base.length).split('/').filter(Boolean);
  const [first, second, third, ...rest] = parts;
  if (first === undefined) return { name: 'responses' };
  if (first === 'account') return second === undefined ? { name: 'account' } : { name: 'not-found' };
  if (first === 'enquiries') {
    const id = second !== undefined && third === undefined ? decodeSegment(second) : null;
    return id ? { name: 'enquiry', id } : { name: 'not-found' };
  }
  if (first !== 'products' || rest.length > 0) return { name: 'not-found' };
  if (second === undefined) return third === undefined ? { name: 'products' } : { name: 'not-found' };
  if (second === 'new' && third === undefined) return { name: 'new-product' };
  if (second === 'edit' && third !== undefined) {
    const id = decodeSegment(third);
    return id ? { name: 'edit-product', id } : { name: 'not-found' };
  }
  return { name: 'not-found' };
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
  }
}

/** True on the products paths, where the "Manage Products" tab is the current one. */
export function isProductsPath(pathname: string, basePath: string): boolean {
  const route = parseStaffPath(pathname, basePath);
  return route !== null && (route.name === 'products' || route.name === 'new-product' || route.name === 'edit-product');
}
