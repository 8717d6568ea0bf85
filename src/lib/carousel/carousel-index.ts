/**
 * Index maths of the one carousel (storefront §4 "Hero carousels"; FEATURES CONST-07, CONST-08):
 * the index wraps both ways, and a swipe counts only beyond the threshold.
 */

export const DEFAULT_SWIPE_THRESHOLD_PX = 50;

/** Any integer index mapped into [0, count). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/**
 * The step a horizontal drag asks for: +1 (next) after a leftward drag of more than the
 * threshold, -1 (previous) after a rightward one, else 0.
 */
export function swipeStep(deltaX: number, threshold = DEFAULT_SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= threshold) return 0;
  return deltaX < 0 ? 1 : -1;
}
