// @vitest-environment jsdom
/** Work kept off a page's load task (issue #14): yieldToMain and whenIdle. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenIdle, yieldToMain } from '../../../../src/islands/ui/main-thread.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  test('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });

  test('else resumes in a new task, after the tasks already queued', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    const resumed = yieldToMain().then(() => order.push('resumed'));
    expect(order).toEqual([]);
    await vi.runAllTimersAsync();
    await resumed;
    expect(order).toEqual(['queued before', 'resumed']);
  });
});

describe('whenIdle', () => {
  test('asks for an idle callback with the deadline given', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const work = vi.fn();
    whenIdle(work, 500);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(work).not.toHaveBeenCalled();
    (idle.mock.calls[0]?.[0] as () => void)();
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('runs the work in a new task where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
