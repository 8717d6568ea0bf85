/**
 * Holds a page's script (an island's code) until the test releases it, to act on a page before its
 * code arrives: `requests()` counts the held requests, `release()` lets them through.
 */
import type { Page } from '@playwright/test';

export interface HeldScript {
  requests: () => number;
  release: () => void;
}

export async function holdScript(page: Page, url: string | RegExp): Promise<HeldScript> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route(url, async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  return { requests: () => requests, release };
}
