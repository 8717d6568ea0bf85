/** Whether a media query matches, following changes; false on the server and before hydration. */
import { useEffect, useState } from 'react';

export function useMediaQuery(query: string | undefined): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!query || typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
