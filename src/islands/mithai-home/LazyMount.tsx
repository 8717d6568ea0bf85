/**
 * Mounts its children once the placeholder comes within `rootMargin` of the viewport
 * (FEATURES MITHAI-09, G-08); mounts at once where IntersectionObserver is missing.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export default function LazyMount({ children, rootMargin, className }: { children: ReactNode; rootMargin: string; className?: string | undefined }) {
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (mounted || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setMounted(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setMounted(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mounted, rootMargin]);
  return mounted ? <>{children}</> : <div ref={ref} className={className} data-lazy-placeholder="" aria-hidden="true" />;
}
