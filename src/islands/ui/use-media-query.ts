/**
 * Whether a media query matches now, kept up to date (cards on narrow screens, a table on wide
 * ones; arrows only where there is room; reduced motion). False on the server, while hydrating,
 * for no query, and where the browser has no matchMedia.
 */
import { useSyncExternalStore } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const canMatch = () => typeof window.matchMedia === 'function';

export function useMediaQuery(query: string | undefined): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!query || !canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => Boolean(query) && canMatch() && window.matchMedia(query ?? '').matches,
    () => false,
  );
}
