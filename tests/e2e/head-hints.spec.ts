/**
 * Issue 14: the hints at the top of a page's <head> (src/build/head-hints) in the running site. The
 * page's high-priority picture is preloaded, and the browser uses what the preload fetched: the hero
 * shows the very file the preload asked for, at phone and desktop widths alike, and no other width of
 * it is downloaded. The chunk the page's scripts share is fetched by its modulepreload, once.
 */
import { expect, test, type Page } from '@playwright/test';

const HERO_PAGES = ['/', '/corporate-gifting', '/catering-events', '/hotels-banquet', '/about'];
const WIDTHS = [320, 390, 1440];

/** The page's fetches, from Resource Timing: the file name and what asked for it. */
function fetches(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      file: new URL(entry.name).pathname,
      by: (entry as PerformanceResourceTiming).initiatorType,
    })),
  );
}

for (const path of HERO_PAGES) {
  for (const width of WIDTHS) {
    test(`issue #14 ${path} at ${width} px: the hero shows the picture its preload fetched, and no other width of it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const hero = page.locator('img[fetchpriority="high"]');
      await expect(hero).toHaveCount(1);
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shown = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      const stem = shown.replace(/_[^_/]+\.(avif|webp)$/, '');
      const loaded = (await fetches(page)).filter((entry) => entry.file.startsWith(stem));
      expect(loaded).toEqual([{ file: shown, by: 'link' }]);
    });
  }
}

test('issue #14 the home page fetches the chunk its scripts share once, through its modulepreload, before any script has arrived to ask for it', async ({ page }) => {
  await page.goto('/');
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toHaveLength(1);
  const timing = () =>
    page.evaluate((chunk) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((script) => script.src);
      return {
        fetches: entries.filter((entry) => new URL(entry.name).pathname === chunk).map((entry) => entry.startTime),
        firstScriptArrived: Math.min(...entries.filter((entry) => scripts.includes(entry.name)).map((entry) => entry.responseEnd)),
      };
    }, preloaded[0]);
  await expect.poll(async () => (await timing()).fetches.length).toBe(1);
  const { fetches: [started], firstScriptArrived } = await timing();
  expect(started).toBeLessThan(firstScriptArrived);
});
