// @vitest-environment jsdom
/** Work kept off a page's load task (issue #14): yieldToMain and whenIdle. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterNextFrame, whenIdle, yieldToMain } from '../../../../src/islands/ui/main-thread.ts';

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

describe('afterNextFrame', () => {
  test('resumes in a task after the next frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resumed = false;
    void afterNextFrame(100).then(() => (resumed = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(resumed).toBe(false);
    frames[0]?.(0);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(true);
  });

  test('resumes after the longest wait where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let resumed = false;
    void afterNextFrame(100).then(() => (resumed = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toBe(true);
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
