/**
 * "View Full Menu" anywhere on the page is a plain link to the panel's anchor (#full-menu): the
 * browser scrolls there even before the panel hydrates. This hook opens the panel with the filter
 * reset to All when such a link is clicked, or when the page is opened at that anchor.
 */
import { useEffect } from 'react';

export function useMenuOpener(anchorId: string, open: () => void): void {
  useEffect(() => {
    if (window.location.hash === `#${anchorId}`) open();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link?.getAttribute('href') === `#${anchorId}`) open();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [anchorId, open]);
}
