/**
 * Runs the scheduled functions (`config.schedule`) of the local runtime on their schedules, as Netlify
 * does: a POST to the function with the JSON body `{ "next_run": ISO time }`, in UTC. Each timer is
 * armed for the next run only (and re-armed in steps for a run further off than a timer can wait), so
 * a stopped scheduler leaves nothing behind. LOCAL_SCHEDULES=off turns it off (the server still runs a
 * scheduled function on a POST to /.netlify/functions/{name}).
 */
import { nextRun, parseSchedule } from './cron.mjs';

/** setTimeout's longest wait (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * @param {import('./functions-runtime.mjs').FunctionsRuntime} runtime
 * @param {{ origin: string, now?: () => Date, log?: (line: string) => void }} options
 * @returns {{ stop: () => void, runs: () => { name: string, at: Date }[] }}
 */
export function startScheduler(runtime, { origin, now = () => new Date(), log = console.log }) {
  /** @type {Map<string, { timer: ReturnType<typeof setTimeout>, at: Date }>} */
  const armed = new Map();
  let stopped = false;

  /** @param {import('./functions-runtime.mjs').LoadedFunction} fn @param {Date} at */
  const arm = (fn, at) => {
    if (stopped) return;
    const wait = at.getTime() - now().getTime();
    const timer = setTimeout(() => (wait > MAX_TIMER_MS ? arm(fn, at) : run(fn, at)), Math.max(0, Math.min(wait, MAX_TIMER_MS)));
    timer.unref();
    armed.set(fn.name, { timer, at });
  };

  /** @param {import('./functions-runtime.mjs').LoadedFunction} fn @param {Date} at */
  const run = async (fn, at) => {
    const schedule = parseSchedule(fn.schedule ?? '');
    const following = nextRun(schedule, at);
    arm(fn, following);
    log(`Scheduled function ${fn.name} runs (${fn.schedule}); next run ${following.toISOString()}`);
    const request = new Request(`${origin}/.netlify/functions/${fn.name}`, { method: 'POST', body: JSON.stringify({ next_run: following.toISOString() }) });
    try {
      const response = await runtime.invoke(fn, {}, request, '127.0.0.1');
      if (response.status >= 400) log(`Scheduled function ${fn.name} answered ${response.status}: ${await response.text()}`);
    } catch (error) {
      console.error(`Scheduled function ${fn.name} failed:`, error);
    }
  };

  for (const fn of runtime.scheduled()) arm(fn, nextRun(parseSchedule(fn.schedule ?? ''), now()));
  return {
    stop() {
      stopped = true;
      for (const { timer } of armed.values()) clearTimeout(timer);
      armed.clear();
    },
    runs: () => [...armed.entries()].map(([name, { at }]) => ({ name, at })),
  };
}
