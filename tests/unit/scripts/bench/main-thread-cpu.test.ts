/** Issue #14: the bench's main-thread CPU figure, read from a Lighthouse trace. */
import { describe, expect, test } from 'vitest';
import { mainThreadCpuMs, mainThreadOf } from '../../../../scripts/bench/main-thread-cpu.mjs';

const thread = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number) => ({ name: 'RunTask', ph: 'X', pid, tid, ts, dur, tdur });

describe('main-thread CPU of a page load (issue #14 item 4)', () => {
  test('sums the thread time of top-level tasks on the navigating renderer, not their wall time', () => {
    const events = [
      thread(1, 10, 'CrRendererMain'),
      thread(1, 11, 'Compositor'),
      { name: 'navigationStart', ph: 'R', pid: 1, tid: 10, ts: 0 },
      task(1, 10, 100, 14_000, 100), // 14 ms of wall clock, 0.1 ms of CPU: the thread waited for a core
      task(1, 10, 20_000, 30_000, 25_000),
      task(1, 11, 20_000, 50_000, 40_000), // another thread
    ];
    expect(mainThreadCpuMs(events)).toBe(25.1);
  });

  test('a task nested in another is counted once, by the outer task', () => {
    const events = [thread(1, 10, 'CrRendererMain'), task(1, 10, 0, 10_000, 8_000), task(1, 10, 2_000, 3_000, 3_000), task(1, 10, 20_000, 1_000, 500)];
    expect(mainThreadCpuMs(events)).toBe(8.5);
  });

  test('the navigating renderer is the one with navigationStart, even when another renderer has more events', () => {
    const events = [
      thread(1, 10, 'CrRendererMain'),
      thread(2, 20, 'CrRendererMain'),
      { name: 'navigationStart', ph: 'R', pid: 1, tid: 10, ts: 0 },
      task(1, 10, 0, 2_000, 2_000),
      ...Array.from({ length: 5 }, (_, i) => task(2, 20, i * 10_000, 1_000, 1_000)),
    ];
    expect(mainThreadOf(events)).toBe('1:10');
    expect(mainThreadCpuMs(events)).toBe(2);
  });

  test('without a renderer main thread in the trace the figure is unknown (NaN), never 0', () => {
    expect(mainThreadCpuMs([thread(1, 11, 'Compositor'), task(1, 11, 0, 1_000, 1_000)])).toBeNaN();
  });
});
