/**
 * The content area's overview (GET /api/admin/content): the collections with their draft counts and
 * the publish and preview state. While a build or a preview is queued or running it is read again
 * every few seconds, so the status staff see moves by itself from "Queued" to "Building" to "Live".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchContentOverview } from '../../../client/content-api.ts';
import type { ContentOverview } from '../../../lib/api/content.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';
import type { Remote } from '../../dashboard-shell/use-remote.ts';

/** How often a running build or preview is looked at again. */
export const OVERVIEW_POLL_MS = 2000;

const inProgress = (overview: ContentOverview) =>
  overview.publish.status === 'queued' || overview.publish.status === 'building' || overview.preview.status === 'queued' || overview.preview.status === 'building';

export function useContentOverview() {
  const [state, setState] = useState<Remote<ContentOverview>>({ status: 'loading' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  const loaded = useRef(false);

  const refresh = useCallback(async () => {
    clearTimeout(timer.current);
    try {
      const overview = await fetchContentOverview(currentAdminToken() ?? '');
      if (!alive.current) return;
      loaded.current = true;
      setState({ status: 'loaded', data: overview });
      if (inProgress(overview)) timer.current = setTimeout(() => void refresh(), OVERVIEW_POLL_MS);
    } catch (error) {
      if (!alive.current) return;
      // A failed look once loaded keeps what is shown and tries again; a failed first load shows the failure.
      if (!loaded.current) setState({ status: 'failed', error });
      else timer.current = setTimeout(() => void refresh(), OVERVIEW_POLL_MS * 2);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [refresh]);

  /** Shows an answer the caller already has (a publish's new state), then keeps following it. */
  const show = useCallback(
    (change: (overview: ContentOverview) => ContentOverview) => {
      setState((current) => (current.status === 'loaded' ? { status: 'loaded', data: change(current.data) } : current));
      void refresh();
    },
    [refresh],
  );

  return { state, refresh, show };
}
