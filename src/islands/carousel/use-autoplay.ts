/**
 * Auto-advance: calls `advance` once `interval` ms after the slide last changed, unless paused.
 * Keyed on the index, so a manual change starts the wait again.
 */
import { useEffect } from 'react';

export function useAutoplay(advance: () => void, interval: number, index: number, paused: boolean): void {
  useEffect(() => {
    if (paused || interval <= 0) return undefined;
    const timer = window.setTimeout(advance, interval);
    return () => window.clearTimeout(timer);
  }, [advance, interval, index, paused]);
}
