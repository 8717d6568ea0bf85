import { afterEach, describe, expect, test, vi } from 'vitest';
import { FunctionsRuntime } from '../../../../scripts/local-platform/functions-runtime.mjs';
import { startScheduler } from '../../../../scripts/local-platform/scheduler.mjs';

afterEach(() => vi.useRealTimers());

function scheduledRuntime(schedule: string, calls: { url: string; body: string }[]) {
  const fn = {
    name: 'nightly',
    schedule,
    background: false,
    preferStatic: false,
    excluded: [],
    handler: async (req: Request) => {
      calls.push({ url: req.url, body: await req.text() });
      return new Response(null, { status: 204 });
    },
  };
  return new FunctionsRuntime([{ pattern: '/.netlify/functions/nightly', literal: true, specificity: [], match: () => undefined, fn } as never]);
}

describe('local scheduler (issue #42: backups and retention run on the same schedule as on Netlify)', () => {
  test('runs a scheduled function at its time with Netlify\u2019s POST body, then arms the next run', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T23:59:30Z') });
    const calls: { url: string; body: string }[] = [];
    const scheduler = startScheduler(scheduledRuntime('@daily', calls), { origin: 'http://127.0.0.1:8888', now: () => new Date(), log: () => {} });
    expect(scheduler.runs()).toEqual([{ name: 'nightly', at: new Date('2026-11-30T00:00:00Z') }]);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toEqual([{ url: 'http://127.0.0.1:8888/.netlify/functions/nightly', body: JSON.stringify({ next_run: '2026-12-01T00:00:00.000Z' }) }]);
    expect(scheduler.runs()).toEqual([{ name: 'nightly', at: new Date('2026-12-01T00:00:00Z') }]);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(calls).toHaveLength(1);
  });
});
