/**
 * A tiny History API router for the staff island: the current pathname as React state, and
 * navigate() for links (pushState) and redirects (replaceState). Back and forward work through
 * popstate. Every route change scrolls to the top (admin §2).
 */
import { useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'staff:navigate';

function subscribe(onChange: () => void): () => void {
  const handle = () => {
    window.scrollTo(0, 0);
    onChange();
  };
  window.addEventListener('popstate', handle);
  window.addEventListener(CHANGE_EVENT, handle);
  return () => {
    window.removeEventListener('popstate', handle);
    window.removeEventListener(CHANGE_EVENT, handle);
  };
}

const currentPath = () => window.location.pathname;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, () => '/');
}

export function navigate(path: string, { replace = false } = {}): void {
  if (path === window.location.pathname) {
    window.scrollTo(0, 0);
    return;
  }
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
