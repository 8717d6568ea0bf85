/**
 * `npm run bench:tasks -- URL [CPU_SLOWDOWN] [MIN_MS]`: where a page's long tasks go (issue #14). Loads
 * URL once in Chromium at a phone's size, with the CPU slowed CPU_SLOWDOWN times (default 1: the
 * unthrottled durations Lighthouse's simulation multiplies by 4, so a task of 12.5 ms here counts in
 * TBT there), records a trace, and prints each main-thread task of at least MIN_MS (default 12.5):
 * when it started, how long it ran, what it spent its time on, and every style or layout a script
 * forced in it, with the script's place. It is a diagnosis, not a figure with a goal: one load of a
 * shared 2-core machine varies; compare a few runs.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { mainThreadOf } from './main-thread-cpu.mjs';

/** The kinds of work a task is broken down into (trace event names). */
const WORK = ['ParseHTML', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'Document::FinishedParsing'];

/**
 * @typedef {import('./main-thread-cpu.mjs').TraceEvent & { args?: { data?: { url?: string, type?: string, stackTrace?: { functionName: string, url: string, lineNumber: number, columnNumber: number }[] }, beginData?: { stackTrace?: { functionName: string, url: string, lineNumber: number, columnNumber: number }[] } } }} Event
 * @typedef {{ startMs: number, durationMs: number, work: [string, number][], forced: string[] }} LongTask
 */

const ms = (/** @type {number} */ micros) => Math.round(micros / 100) / 10;

/** "function@file:line:column" of a trace stack frame. */
const place = (/** @type {{ functionName: string, url: string, lineNumber: number, columnNumber: number }} */ frame) =>
  `${frame.functionName || '(anonymous)'}@${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`;

/**
 * The renderer main thread's top-level tasks of at least `minMs`, in order: start (ms after the
 * navigation), duration, time per kind of work (largest first; nested events count in each of their
 * kinds), and the style recalculations and layouts a script forced, with where.
 * @param {Event[]} events @param {number} minMs
 * @returns {LongTask[]}
 */
export function longTasks(events, minMs) {
  const main = mainThreadOf(events);
  if (!main) return [];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X').sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const start = events.find((event) => event.name === 'navigationStart' && `${event.pid}:${event.tid}` === main)?.ts ?? onMain[0]?.ts ?? 0;
  /** @type {LongTask[]} */
  const found = [];
  let end = -Infinity;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || (task.ts ?? 0) < end) continue; // nested tasks count in their parent
    const from = task.ts ?? 0;
    end = from + (task.dur ?? 0);
    if ((task.dur ?? 0) < minMs * 1000) continue;
    const inside = onMain.filter((event) => event !== task && (event.ts ?? 0) >= from && (event.ts ?? 0) + (event.dur ?? 0) <= end);
    /** @type {Map<string, number>} */
    const work = new Map();
    for (const event of inside) if (WORK.includes(event.name ?? '')) work.set(event.name ?? '', (work.get(event.name ?? '') ?? 0) + (event.dur ?? 0));
    const forced = inside
      .filter((event) => event.name === 'Layout' || event.name === 'UpdateLayoutTree')
      .flatMap((event) => {
        const stack = event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace ?? [];
        return stack.length > 0 ? [`${event.name} ${ms(event.dur ?? 0)} ms forced by ${stack.slice(0, 3).map(place).join(' < ')}`] : [];
      });
    found.push({
      startMs: ms(from - start),
      durationMs: ms(task.dur ?? 0),
      work: [...work].sort((a, b) => b[1] - a[1]).map(([name, micros]) => [name, ms(micros)]),
      forced,
    });
  }
  return found;
}

/** One load of `url` at 412 x 823 px, traced; the trace's events. */
async function traceLoad(url, cpuSlowdown) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', ...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    /** @type {Event[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'v8.execute', 'blink', 'loading'] },
    });
    await page.goto(url, { waitUntil: 'load' });
    // The work a page does after its load (the catalogue's products, idle callbacks) is part of TBT.
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, slowdown = '1', min = '12.5'] = process.argv.slice(2);
  if (!url) {
    console.error('Usage: node scripts/bench/long-tasks.mjs URL [CPU_SLOWDOWN] [MIN_MS]');
    process.exit(2);
  }
  const tasks = longTasks(await traceLoad(url, Number(slowdown)), Number(min));
  console.log(`Main-thread tasks of at least ${min} ms loading ${url} (CPU slowed ${slowdown}x):`);
  for (const task of tasks) {
    const work = task.work.slice(0, 6).map(([name, taken]) => `${name} ${taken}`).join(', ');
    console.log(`${String(task.startMs).padStart(7)} ms  ${String(task.durationMs).padStart(6)} ms  ${work}`);
    for (const line of task.forced) console.log(`${' '.repeat(27)}${line}`);
  }
  if (tasks.length === 0) console.log('none');
}
