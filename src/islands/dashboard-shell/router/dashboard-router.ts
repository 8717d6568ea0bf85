/**
 * The dashboards' client router on @nanostores/router (admin §2 nested routes): the page's one
 * dashboard island creates its router from its route table; links (DashboardLink) and redirects
 * (navigate) open paths through it with pushState/replaceState, back and forward work through its
 * popstate listener, and every route change scrolls to the top (admin §2).
 *
 * Routes with an id are RegExp routes that hand the raw segment on: the id is decoded by
 * `decodeSegment`, so a broken %-escape shows "Page not found" instead of throwing in the router.
 */
import { useStore } from '@nanostores/react';
import { createRouter, type Router, type RouterConfig } from '@nanostores/router';

/** The router the dashboard on this page follows (there is one dashboard island per page). */
let active: Router | null = null;

const routers = new Map<string, Router>();

/**
 * The router for one route table (one per `key`, e.g. the table and its base path): the app follows
 * it with useRouterPath, the path parsers match paths with its routes without opening them.
 */
export function dashboardRouter(key: string, routes: () => RouterConfig): Router {
  let router = routers.get(key);
  if (!router) {
    // Links are ours (DashboardLink): the router's own click handler would also catch links that
    // leave the island, such as the sign-in page or the other dashboard.
    router = createRouter(routes(), { links: false });
    router.listen(() => window.scrollTo(0, 0));
    routers.set(key, router);
  }
  return router;
}

/** A RegExp route for `base` followed by one path segment, handed on undecoded as `id`. */
export function segmentRoute(base: string): readonly [RegExp, (id: string) => { id: string }] {
  const escaped = trimSlashes(base).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [new RegExp(`^${escaped}/([^/]+)$`), (id: string) => ({ id })];
}

export function trimSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}

export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export interface MatchedRoute {
  route: string;
  params: Record<string, string>;
}

/** Which of the router's routes a pathname matches, without opening it (undefined: none). */
export function matchRoute(router: Router, pathname: string): MatchedRoute | undefined {
  const path = trimSlashes(pathname) || '/';
  for (const [route, pattern, toParams] of router.routes) {
    const match = pattern.exec(path);
    if (match) return { route, params: toParams ? (toParams(...match.slice(1)) as Record<string, string>) : { ...match.groups } };
  }
  return undefined;
}

/** The current pathname, re-rendering on every route change of `router`. */
export function useRouterPath(router: Router): string {
  active = router;
  useStore(router);
  return window.location.pathname;
}

/** Opens a path in the dashboard (pushState; replaceState for redirects); the same path only scrolls up. */
export function navigate(path: string, { replace = false } = {}): void {
  if (path === window.location.pathname || active === null) {
    window.scrollTo(0, 0);
    if (active === null && path !== window.location.pathname) window.location.assign(path);
    return;
  }
  active.open(path, replace);
}
