/**
 * Scrolling as a visitor does, and the layout shifts it may cause, for the browser suites that check
 * what is drawn or mounted on the way down (content-visibility, lazily mounted cards) and that nothing
 * in view moves.
 */
import { expect, type Page } from '@playwright/test';

/** Resolves after the browser has run two animation frames (scroll handlers and observers have had their turn). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** True when the view has reached the bottom of the page. */
function atPageEnd(page: Page): Promise<boolean> {
  return page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1);
}

/**
 * Scrolls to the bottom with the mouse wheel, half a screen at a time as a thumb does, two frames per
 * step; bounded at 60 steps. Returns the steps taken.
 */
export async function scrollThrough(page: Page): Promise<number> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 1; step <= 60; step++) {
    await page.mouse.wheel(0, viewport.height / 2);
    await nextFrames(page);
    if (await atPageEnd(page)) return step;
  }
  throw new Error('the page did not reach its end in 60 half-screen steps');
}

/**
 * Jumps the view with `jump` and reads where it is, again until `reached` holds: parts far below are
 * drawn only when the view nears them (content-visibility: auto, issue #14), so the page's height and
 * the scroll can still change after a jump.
 */
async function jumpUntil(page: Page, jump: () => Promise<void>, reached: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      await jump();
      await nextFrames(page);
      return reached();
    })
    .toBe(true);
}

/**
 * Where the view is once the page has stopped changing under it: after a jump, the parts the view
 * arrived at are drawn a frame or two later (content-visibility: auto, issue #14) and take their real
 * height, and scroll anchoring moves the view to keep what is in it in place. Read until the scroll and
 * the page's height stay the same over two frames.
 */
export async function settledScrollY(page: Page): Promise<number> {
  const where = () => page.evaluate(() => `${window.scrollY} ${document.documentElement.scrollHeight}`);
  let last = await where();
  await expect
    .poll(async () => {
      await nextFrames(page);
      const now = await where();
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  return page.evaluate(() => window.scrollY);
}

/** Jumps to the end of the page, again until it stays there. */
export async function scrollToEnd(page: Page): Promise<void> {
  await jumpUntil(
    page,
    () => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })),
    () => atPageEnd(page),
  );
}

/** Jumps to `y` px from the top, again until the view stays there. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await jumpUntil(
    page,
    () => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y),
    () => page.evaluate((top) => Math.round(window.scrollY) === top, y),
  );
}

/**
 * Starts summing the layout shifts not caused by input into the page's window.__layoutShift; with
 * fromPageStart, those since the page began count too.
 */
export async function recordLayoutShifts(page: Page, { fromPageStart = false } = {}): Promise<void> {
  await page.evaluate((buffered) => {
    const state = { total: 0 };
    Object.assign(window, { __layoutShift: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered });
  }, fromPageStart);
}

/** The layout shift recorded so far, read a frame and 100 ms on, once pending entries are delivered. */
export async function recordedLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve((window as unknown as { __layoutShift: { total: number } }).__layoutShift.total), 100)),
      ),
  );
}
