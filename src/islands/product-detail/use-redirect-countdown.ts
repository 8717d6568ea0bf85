/** Counts down whole seconds, then sends the visitor to `href` (FEATURES G-10). */
import { useEffect, useState } from 'react';

export function useRedirectCountdown(href: string, seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        window.location.assign(href);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [href, seconds]);
  return left;
}
