/**
 * Keeps the catalogue's view and the address in step (issue #12): the view is read from the address
 * on mount and on Back/Forward; every change is written back, replacing the history entry while the
 * visitor types (one entry per search, not per keystroke) and adding one for deliberate changes
 * (category, sort, a filter), so Back returns to the view before it.
 */
import { useEffect, useRef } from 'react';
import { queryFromParams, queryString, type CatalogueQuery } from '../../lib/catalogue/catalogue-url.ts';

export type HistoryMode = 'push' | 'type';

export function useUrlView(query: CatalogueQuery, restore: (query: CatalogueQuery) => void) {
  const pending = useRef<HistoryMode | undefined>(undefined);
  const typingEntry = useRef(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    const read = () => restoreRef.current(queryFromParams(new URLSearchParams(window.location.search)));
    read();
    const onPop = () => {
      pending.current = undefined;
      typingEntry.current = false;
      read();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const text = queryString(query);
  useEffect(() => {
    const mode = pending.current;
    pending.current = undefined;
    if (mode === undefined || text === window.location.search) return;
    const url = `${window.location.pathname}${text}${window.location.hash}`;
    if (mode === 'type' && typingEntry.current) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    typingEntry.current = mode === 'type';
  }, [text]);

  /** Call before a change the visitor made, saying how it should reach the history. */
  return (mode: HistoryMode) => {
    pending.current = mode;
  };
}
