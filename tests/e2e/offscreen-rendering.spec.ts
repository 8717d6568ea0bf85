/**
 * Issue #14, TBT: what lies far below the screen is not drawn until the visitor scrolls near it
 * (content-visibility: auto on the bands and the footer), so the first layout and
 * the islands' first render cover the screen in view, not the whole page. Scrolling through a page
 * then draws every part on the way, and nothing in view moves while it does (CLS).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordedLayoutShift, recordLayoutShifts, scrollThrough } from './support/scrolling.ts';

const PHONE = { width: 390, height: 844 };

/** True when the element is drawn: not inside a part the browser skips because it is off screen. */
const isDrawn = (locator: Locator) => locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** Opens the page at phone size and waits until it has loaded. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(path);
}

for (const path of ['/', '/hotels-banquet', '/catering-events', '/mithai/shop']) {
  test(`${path} at 390 px: the footer is not drawn until the visitor scrolls near it; scrolling through draws every part and moves nothing in view`, async ({ page }) => {
    await openSettled(page, path);
    const shop = path === '/mithai/shop';
    const cardNames = page.getByRole('region', { name: 'Products' }).getByRole('heading', { level: 3 });
    // The page's 15 cards are all in (they come in steps of 6: until then the last one is near the top).
    if (shop) await expect(cardNames).toHaveCount(15);
    if (shop) await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
    // The shop's cards far below the first row are not drawn either (their 15th is 1,500 px down).
    const lastCard = cardNames.last();
    if (shop) expect(await isDrawn(lastCard)).toBe(false);
    const footer = page.getByRole('contentinfo');
    const footerLink = footer.getByRole('link').first();
    expect(await isDrawn(footerLink)).toBe(false);
    // Off screen is still in the page: found by role and name, as a screen reader or find-in-page finds it.
    await expect(footer.getByRole('heading').first()).toBeAttached();

    await recordLayoutShifts(page);
    const steps = await scrollThrough(page);
    expect(steps).toBeGreaterThan(2);
    await expect.poll(() => isDrawn(footerLink)).toBe(true);
    await expect(footerLink).toBeInViewport();
    if (shop) expect(await isDrawn(lastCard)).toBe(true);
    expect(await recordedLayoutShift(page)).toBeLessThanOrEqual(0.01);
  });
}
