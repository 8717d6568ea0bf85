/**
 * Which built pages are public, indexable pages (FEATURES G-01; issue #13 sitemap): never the staff
 * sign-in, the staff dashboards or the developer dashboard, the run-time product shells, the
 * visitor's own enquiry list or the 404 page. Used by the sitemap filter and the tests over the built site.
 */
export const SHELL_PATHS = ['/product/shell', '/diwali-product/shell'] as const;
/** Public but personal pages, kept out of search engines (noindex): the visitor's own enquiry list. */
export const PERSONAL_PATHS = ['/enquiry-list'] as const;
export const DEVELOPER_DASHBOARD_PATH = '/senement/dashboard';

function under(path: string, base: string): boolean {
  const root = base.replace(/\/+$/, '');
  return path === root || path.startsWith(`${root}/`);
}

/**
 * True for a path of a public page; `staffPaths` are the build's ADMIN_LOGIN_PATH and ADMIN_DASHBOARD_PATH.
 * A Telugu or Hindi page (/te/…, /hi/…, issue #44) is public when its English page is.
 */
export function isPublicPagePath(path: string, staffPaths: readonly string[]): boolean {
  const clean = path.replace(/\.html$/, '').replace(/(.)\/+$/, '$1');
  const english = clean.replace(/^\/(?:te|hi)(?=\/|$)/, '') || '/';
  if (english === '/404' || [...SHELL_PATHS, ...PERSONAL_PATHS].includes(english as never)) return false;
  return ![...staffPaths, DEVELOPER_DASHBOARD_PATH].some((base) => under(clean, base));
}
