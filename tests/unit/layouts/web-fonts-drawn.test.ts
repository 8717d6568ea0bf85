// @vitest-environment jsdom
/** Drawing after the switch to the web fonts (issue #14): webFontsDrawn waits for it, at most as long as told. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { FONTS_LOADED_CLASS } from '../../../src/layouts/font-loading.ts';
import { webFontsDrawn } from '../../../src/layouts/web-fonts-drawn.ts';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  document.documentElement.classList.remove(FONTS_LOADED_CLASS);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('webFontsDrawn', () => {
  test('resolves at once on a page that shows the web fonts already', async () => {
    document.documentElement.classList.add(FONTS_LOADED_CLASS);
    expect(await settled(webFontsDrawn(400))).toBe(true);
  });

  test('waits for the switch, then for the frame that draws it', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const drawn = webFontsDrawn(400);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(drawn)).toBe(false);

    document.documentElement.classList.add('unrelated');
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(0);
    document.documentElement.classList.add(FONTS_LOADED_CLASS);
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    expect(await settled(drawn)).toBe(false);

    frames[0]?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(await settled(drawn)).toBe(true);
    document.documentElement.classList.remove('unrelated');
  });

  test('resolves after the longest wait when the fonts never arrive', async () => {
    vi.useFakeTimers();
    const drawn = webFontsDrawn(400);
    await vi.advanceTimersByTimeAsync(399);
    expect(await settled(drawn)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(drawn)).toBe(true);
  });

  test('a switch near the end of the wait does not wait for a frame past it (a hidden tab draws none)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const drawn = webFontsDrawn(400);
    await vi.advanceTimersByTimeAsync(350);
    document.documentElement.classList.add(FONTS_LOADED_CLASS);
    await vi.advanceTimersByTimeAsync(49);
    expect(await settled(drawn)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(drawn)).toBe(true);
  });
});
