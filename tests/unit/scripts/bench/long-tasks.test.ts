/** Issue #14: the long-task diagnosis (npm run bench:tasks), read from a trace. */
import { describe, expect, test } from 'vitest';
import { longTasks } from '../../../../scripts/bench/long-tasks.mjs';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const event = (name: string, ts: number, dur: number, args?: object) => ({ name, ph: 'X', pid: 1, tid: 10, ts, dur, ...(args ? { args } : {}) });
const frame = { functionName: 'update', url: 'http://127.0.0.1/_astro/AnnouncementBar.js', lineNumber: 1, columnNumber: 458 };

describe('long tasks of a page load (issue #14)', () => {
  const events = [
    thread(1, 10, 'CrRendererMain'),
    { name: 'navigationStart', ph: 'R', pid: 1, tid: 10, ts: 1_000_000 },
    event('RunTask', 1_100_000, 5_000), // short: left out
    event('RunTask', 1_200_000, 40_000),
    event('v8.evaluateModule', 1_200_100, 10_000),
    event('UpdateLayoutTree', 1_205_000, 4_000, { beginData: { stackTrace: [frame] } }),
    event('Layout', 1_210_000, 20_000),
    event('RunTask', 1_215_000, 2_000), // nested in the task above: not a task of its own
    event('RunTask', 1_300_000, 13_000),
    event('Layout', 1_300_500, 6_000),
    event('Paint', 1_307_000, 5_000),
    { ...event('RunTask', 1_300_000, 90_000), tid: 11 }, // another thread
  ];

  test('lists the main thread tasks of at least the threshold, from the navigation, with their work largest first', () => {
    const tasks = longTasks(events, 12.5);
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [200, 40],
      [300, 13],
    ]);
    expect(tasks[0]?.work).toEqual([
      ['Layout', 20],
      ['v8.evaluateModule', 10],
      ['UpdateLayoutTree', 4],
    ]);
    expect(tasks[1]?.work).toEqual([
      ['Layout', 6],
      ['Paint', 5],
    ]);
  });

  test('names the script that forced a style recalculation or layout, and only those', () => {
    const [first, second] = longTasks(events, 12.5);
    expect(first?.forced).toEqual(['UpdateLayoutTree 4 ms forced by update@AnnouncementBar.js:1:458']);
    expect(second?.forced).toEqual([]);
  });

  test('a higher threshold leaves the shorter tasks out; a trace without a renderer main thread has none', () => {
    expect(longTasks(events, 20).map((task) => task.durationMs)).toEqual([40]);
    expect(longTasks([thread(1, 11, 'Compositor')], 1)).toEqual([]);
  });
});
