/** Checks the backend at once, then every 30 s (admin §9), while the login page is open. */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import { probeHealth } from '../../../client/staff-api.ts';
import { $backendHealth, checkBackendHealth } from '../../../stores/backend-health.ts';

export const HEALTH_POLL_MS = 30_000;

export function useHealthPoll() {
  const health = useStore($backendHealth);
  const refresh = useCallback(() => void checkBackendHealth(probeHealth), []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, HEALTH_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return { health, refresh };
}
