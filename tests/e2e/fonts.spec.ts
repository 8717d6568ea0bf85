/**
 * Issue 14: the web fonts never hold up the first paint, and a painted page never switches face. A page
 * paints in local faces whose metrics match Playfair Display and Inter; a second after its load, past its
 * largest paint, it fetches the web fonts for the next pages of the visit, and a later page in the same
 * tab paints with them from the start.
 */
import { expect, test, type Page } from '@playwright/test';
import { FONTS_AFTER_LOAD_MS, FONTS_LOADED_CLASS, FONTS_LOADED_KEY } from '../../src/layouts/font-loading.ts';
import { recordedLayoutShift, recordLayoutShifts } from './support/scrolling.ts';

const headingFont = (page: Page) => page.locator('h1').first().evaluate((h1) => getComputedStyle(h1).fontFamily);

/** Waits until the page has fetched the web fonts for the next pages (font-loading.ts records it in the tab). */
async function webFontsCached(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), FONTS_LOADED_KEY)).toBe('1');
}

// A page whose largest paint is text, and one whose largest paint is a picture.
for (const path of ['/about', '/diwali-product/ariselu']) {
  test(`${path}: no font file is preloaded, or requested until a second after the page has loaded and after its largest paint; the page keeps its local faces to the end`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    expect(await headingFont(page)).toMatch(/^"Rasika Serif Fallback"/);
    // The fallback faces resolve to a font of this machine (no synthesised or generic face).
    expect(await page.evaluate(() => document.fonts.check('16px "Rasika Sans Fallback"') && document.fonts.check('bold 16px "Rasika Serif Fallback"'))).toBe(true);
    await webFontsCached(page);
    const timing = await page.evaluate(async () => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      largestPaint: await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(Math.max(...list.getEntries().map((entry) => entry.startTime)))).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.largestPaint).toBeGreaterThan(0);
    expect(timing.fonts.length).toBeGreaterThanOrEqual(2);
    for (const start of timing.fonts) {
      expect(start).toBeGreaterThanOrEqual(timing.loaded + FONTS_AFTER_LOAD_MS);
      expect(start).toBeGreaterThan(timing.largestPaint);
    }
    // Fetched for the next page: this one does not switch in view.
    await expect(page.locator('html')).not.toHaveClass(new RegExp(`\\b${FONTS_LOADED_CLASS}\\b`));
    expect(await headingFont(page)).toMatch(/^"Rasika Serif Fallback"/);
  });
}

// Widths where a switch of face after the first paint used to re-wrap a line and move whole sections.
for (const width of [320, 344, 360, 375, 390, 480, 1440]) {
  for (const path of ['/', '/about', '/catering-events', '/mithai/shop', '/corporate-gifting', '/product/anjeer-barfi']) {
    test(`${path} at ${width} px: loading the page and the web fonts moves nothing in view (layout shift at most 0.01)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await webFontsCached(page);
      await recordLayoutShifts(page, { fromPageStart: true });
      expect(await recordedLayoutShift(page)).toBeLessThanOrEqual(0.01);
    });
  }
}

test('each fallback face sets the site\'s headings and copy within 1.5 % of the web font\'s width, at 400, 600 and 700', async ({ page }) => {
  await page.goto('/');
  await webFontsCached(page);
  const headings = (await page.locator('h1, h2, h3').allTextContents()).join(' ');
  const copy = (await page.locator('main p').allTextContents()).join(' ');
  const ratios = await page.evaluate(
    ({ headings, copy }) => {
      const root = getComputedStyle(document.documentElement);
      const width = (family: string, weight: number, text: string) => {
        const span = document.createElement('span');
        span.style.cssText = `font: ${weight} 100px ${family}; white-space: nowrap; position: absolute`;
        span.textContent = text;
        document.body.append(span);
        const measured = span.getBoundingClientRect().width;
        span.remove();
        return measured;
      };
      const pairs = [
        ['--font-display', '"Rasika Serif Fallback"', headings],
        ['--font-body', '"Rasika Sans Fallback"', copy],
      ] as const;
      return pairs.flatMap(([variable, fallback, text]) =>
        [400, 600, 700].map((weight) => width(fallback, weight, text) / width(root.getPropertyValue(variable), weight, text)),
      );
    },
    { headings, copy },
  );
  expect(ratios).toHaveLength(6);
  for (const ratio of ratios) expect(Math.abs(ratio - 1)).toBeLessThan(0.015);
});

test('a later page in the same tab paints with the web fonts from the start', async ({ page }) => {
  await page.goto('/about');
  await webFontsCached(page);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.waitForSelector('h1', { state: 'attached' });
  expect(await headingFont(page)).toMatch(/^"?Playfair Display/);
});

test('a later page draws the ₹ of its prices in the web font, as the digits beside it', async ({ page }) => {
  await page.goto('/about');
  await webFontsCached(page);
  await page.goto('/product/anjeer-barfi');
  await expect(page.getByText(/^₹\d/).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Which fonts drew the price (CSS.getPlatformFontsForNode): the web fonts alone, no system face for ₹.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'main p' });
  let priceFonts: { familyName: string; isCustomFont: boolean }[] | undefined;
  for (const nodeId of nodeIds) {
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    if (/^<p[^>]*>₹\d/.test(outerHTML)) {
      priceFonts = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
      break;
    }
  }
  expect(priceFonts?.length).toBeGreaterThan(0);
  expect(priceFonts?.filter((font) => !font.isCustomFont)).toEqual([]);
});
