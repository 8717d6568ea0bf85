/**
 * Lets the browser paint and answer input before the rest of a long piece of work (issue #14: no
 * task over 50 ms on a phone). `scheduler.yield()` where the browser has it (the work resumes ahead
 * of other queued tasks), else a new task.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
