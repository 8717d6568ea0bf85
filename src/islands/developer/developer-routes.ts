/**
 * The developer dashboard's tabs (admin §2; DEV-02), each at its own path under the fixed base
 * /senement/dashboard: the index is Overview, then /users, /blogs, /permissions, /activity, /backups.
 * The router (@nanostores/router, through the dashboard shell) is built from the same table.
 */
import { dashboardRouter, matchRoute, trimSlashes } from '../dashboard-shell/router/dashboard-router.ts';

export const DEVELOPER_BASE_PATH = '/senement/dashboard';

export const DEVELOPER_TABS = [
  { id: 'overview', label: 'Overview', segment: '' },
  { id: 'users', label: 'Users', segment: 'users' },
  { id: 'blogs', label: 'Blogs', segment: 'blogs' },
  { id: 'permissions', label: 'Permissions', segment: 'permissions' },
  { id: 'activity', label: 'Activity', segment: 'activity' },
  { id: 'backups', label: 'Backups', segment: 'backups' },
] as const;

export type DeveloperTab = (typeof DEVELOPER_TABS)[number]['id'];

/** The dashboard's router (the app follows it, parseDeveloperPath matches with it). */
export function developerRouter(basePath = DEVELOPER_BASE_PATH) {
  return dashboardRouter(`developer:${basePath}`, () =>
    Object.fromEntries(DEVELOPER_TABS.map((tab) => [tab.id, developerPath(tab.id, basePath)])));
}

/** The tab a pathname shows; 'not-found' for unknown paths under the base, null outside it. */
export function parseDeveloperPath(pathname: string, basePath = DEVELOPER_BASE_PATH): DeveloperTab | 'not-found' | null {
  const base = trimSlashes(basePath);
  const path = trimSlashes(pathname);
  if (path !== base && !path.startsWith(`${base}/`)) return null;
  return (matchRoute(developerRouter(basePath), path)?.route as DeveloperTab | undefined) ?? 'not-found';
}

export function developerPath(tab: DeveloperTab, basePath = DEVELOPER_BASE_PATH): string {
  const segment = DEVELOPER_TABS.find((entry) => entry.id === tab)?.segment ?? '';
  const base = trimSlashes(basePath);
  return segment ? `${base}/${segment}` : base;
}
