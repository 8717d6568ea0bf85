/**
 * Issue 14: the web fonts never hold up the first paint. A page paints in local faces whose metrics
 * match Playfair Display and Inter, then loads the fonts and switches to them without moving the
 * layout; a later page in the same tab starts with them.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordedLayoutShift, recordLayoutShifts } from './support/scrolling.ts';
import { pauseClock } from './support/storefront.ts';

const headingFont = (page: Page) => page.locator('h1').first().evaluate((h1) => getComputedStyle(h1).fontFamily);

test('no font file is preloaded or requested before the first paint; the fonts load after it and apply', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  // Hold the font files until the first paint has happened, so that the page demonstrably paints without them.
  let releaseFonts: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseFonts = resolve));
  await page.route('**/_astro/fonts/*.woff2', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  expect(await headingFont(page)).toMatch(/^"Rasika Serif Fallback"/);
  // The fallback faces resolve to a font of this machine (no synthesised or generic face).
  expect(await page.evaluate(() => document.fonts.check('16px "Rasika Sans Fallback"') && document.fonts.check('bold 16px "Rasika Serif Fallback"'))).toBe(true);
  releaseFonts();
  await expect(page.locator('html')).toHaveClass(/\bfonts-loaded\b/);
  expect(await headingFont(page)).toMatch(/^"?Playfair Display/);
  expect(fontRequests.length).toBeGreaterThanOrEqual(2);
});

for (const width of [390, 1440]) {
  for (const path of ['/', '/about', '/contact', '/catering-events', '/mithai/shop']) {
    test(`${path} at ${width} px switches to the web fonts with a layout shift of at most 0.01`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/\bfonts-loaded\b/);
      await recordLayoutShifts(page, { fromPageStart: true });
      expect(await recordedLayoutShift(page)).toBeLessThanOrEqual(0.01);
    });
  }
}

test('each fallback face sets the site\'s headings and copy within 1.5 % of the web font\'s width, at 400, 600 and 700', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bfonts-loaded\b/);
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
  await expect(page.locator('html')).toHaveClass(/\bfonts-loaded\b/);
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.waitForSelector('h1', { state: 'attached' });
  expect(await headingFont(page)).toMatch(/^"?Playfair Display/);
});

test('/mithai/shop: products that arrive before the web fonts are drawn after the switch to them, not laid out twice', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, { __drawOrder: order });
    new MutationObserver(() => {
      if (!order.includes('fonts') && document.documentElement.classList.contains('fonts-loaded')) order.push('fonts');
      if (!order.includes('cards') && document.querySelector('catalogue-view article')) order.push('cards');
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  const gate = () => {
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  const products = gate();
  const fontsAsked = gate();
  const fonts = gate();
  await page.route('**/api/products', async (route) => {
    await products.opened;
    await route.fulfill({ json: [] });
  });
  await page.route('**/_astro/fonts/*.woff2', async (route) => {
    fontsAsked.open();
    await fonts.opened;
    await route.continue();
  });
  await page.goto('/mithai/shop', { waitUntil: 'domcontentloaded' });
  await fontsAsked.opened;
  // The page's clock stands still from here, so the cards' longest wait for the fonts (400 ms) cannot
  // run out however slow this machine is: what decides the order is the wait itself.
  await pauseClock(page);
  const answered = page.waitForResponse('**/api/products');
  products.open();
  await answered;
  await expect(page.getByText('Curating Sweet Treasures')).toBeVisible();
  fonts.open();
  await expect(page.locator('html')).toHaveClass(/\bfonts-loaded\b/);
  // The cards follow in the frame after the switch; frames come with the clock.
  await page.clock.runFor(100);
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article')).toHaveCount(15);
  expect(await page.evaluate(() => (window as unknown as { __drawOrder: string[] }).__drawOrder)).toEqual(['fonts', 'cards']);
});
