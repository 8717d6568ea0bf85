/**
 * Loads the Overview's figures for a period (issue #43): loading, then loaded or failed (with the
 * error, so the screen can tell an ended session from a failed request). A new period aborts the
 * request of the one before, so a late answer never replaces the figures of the period now chosen;
 * `retry` asks again for the same period.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchOverview } from '../../../client/overview-api.ts';
import type { OverviewAnswer, OverviewQuery } from '../../../lib/api/overview.ts';
import { currentAdminToken } from '../../../stores/staff-session.ts';

export type OverviewState = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; answer: OverviewAnswer };

export function useOverview(period: OverviewQuery | null): { state: OverviewState; retry: () => void } {
  const [state, setState] = useState<OverviewState>({ status: period ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);
  const key = period ? `${period.from}/${period.to}` : '';

  useEffect(() => {
    if (!key) {
      setState({ status: 'idle' });
      return;
    }
    const [from = '', to = ''] = key.split('/');
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOverview(currentAdminToken() ?? '', { from, to }, controller.signal).then(
      (answer) => !controller.signal.aborted && setState({ status: 'loaded', answer }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
