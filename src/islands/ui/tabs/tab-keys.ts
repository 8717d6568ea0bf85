/**
 * Keyboard of the WAI-ARIA tabs pattern (automatic activation): the arrow keys of the tablist's
 * orientation move to the previous or next tab and wrap; Home and End go to the first and last.
 */
import { wrapIndex } from '../../../lib/carousel/carousel-index.ts';

export type TabsOrientation = 'horizontal' | 'vertical';

/** The tab a key moves to from `index`, or undefined when the key is not a tabs key. */
export function tabKeyTarget(key: string, index: number, count: number, orientation: TabsOrientation): number | undefined {
  const [previousKey, nextKey] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  if (count <= 0) return undefined;
  if (key === nextKey) return wrapIndex(index + 1, count);
  if (key === previousKey) return wrapIndex(index - 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
