/**
 * The CPU time the page's main thread spent in tasks during a Lighthouse load, from its trace: the
 * `tdur` (thread time) of every top-level `RunTask` on the renderer's main thread. Unlike TBT, which is
 * built from wall-clock task lengths, it leaves out the time the thread waited for a core, so it moves
 * with the page's own work rather than with what else the machine runs (issue #14: on a busy 2-core
 * VM, tasks of 0.1 ms CPU took 14 ms of wall time).
 */

/**
 * @typedef {{ name?: string, ph?: string, pid?: number, tid?: number, ts?: number, dur?: number, tdur?: number, args?: { name?: string, data?: { frame?: string } } }} TraceEvent
 */

/**
 * The renderer main thread that navigated: among threads named CrRendererMain, the one with the
 * navigation's `navigationStart`, else the one with the most events.
 * @param {TraceEvent[]} events
 * @returns {string | undefined} "pid:tid"
 */
export function mainThreadOf(events) {
  const key = (/** @type {TraceEvent} */ event) => `${event.pid}:${event.tid}`;
  const renderers = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(key));
  const navigating = events.find((event) => event.name === 'navigationStart' && renderers.has(key(event)));
  if (navigating) return key(navigating);
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const event of events) if (renderers.has(key(event))) counts.set(key(event), (counts.get(key(event)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Milliseconds of main-thread CPU in top-level tasks (nested RunTasks are counted once, by their parent).
 * @param {TraceEvent[]} events
 */
export function mainThreadCpuMs(events) {
  const main = mainThreadOf(events);
  if (!main) return Number.NaN;
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === main)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  let cpuMicros = 0;
  let openUntil = -Infinity;
  for (const task of tasks) {
    const start = task.ts ?? 0;
    if (start < openUntil) continue; // inside the task before it
    openUntil = start + (task.dur ?? 0);
    cpuMicros += task.tdur ?? 0;
  }
  return cpuMicros / 1000;
}
