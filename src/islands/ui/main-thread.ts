/**
 * Keeping a page's main thread free while it loads (issue #14: no task over 50 ms on a phone, so a
 * tap is answered at once): work the first paint does not need waits for an idle moment, and a long
 * piece of work gives the browser a turn in the middle.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Lets the browser paint and answer input before the rest of a long piece of work: `scheduler.yield()`
 * where the browser has it (the work resumes ahead of other queued tasks), else a new task.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has drawn its next frame (styled and laid out what changed before), so
 * that work which follows is styled and laid out in a frame of its own; after `maxWaitMs` where frames
 * do not run (a hidden tab).
 */
export function afterNextFrame(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Runs `work` when the browser is idle, and at the latest after `timeoutMs`; a new task where there is no idle callback. */
export function whenIdle(work: () => void, timeoutMs = 1000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 0);
}
