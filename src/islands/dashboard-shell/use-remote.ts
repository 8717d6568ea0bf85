/**
 * Loads a tab's data with the stored token when the tab opens (and again when `key` changes):
 * loading, then loaded or failed. `update` edits the loaded data in place after a change.
 */
import { useCallback, useEffect, useState } from 'react';
import { currentAdminToken } from '../../stores/staff-session.ts';

export type Remote<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; data: T };

export function useRemote<T>(load: (token: string) => Promise<T>, key = '') {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    load(currentAdminToken() ?? '').then(
      (data) => !cancelled && setState({ status: 'loaded', data }),
      (error: unknown) => !cancelled && setState({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
    // `load` may be a new closure on every render; `key` alone says when to load again.
  }, [key]);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current));
  }, []);

  return { state, update };
}
