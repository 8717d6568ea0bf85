/**
 * Accessibility sweep of the marketing pages (WCAG 2 A and AA, axe): each page as it loads, each
 * once its islands have hydrated, the hotels page with the veil open, the Full Menu panel open and
 * the gallery viewer open, and the corporate gifting page on a phone-sized screen. No serious or
 * critical violation is allowed (FEATURES HOME, ABOUT, CATER, HOTEL, CORP).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { hydrated } from './support/storefront.ts';

const PAGES = ['/', '/about', '/catering-events', '/hotels-banquet', '/corporate-gifting'];

/**
 * Scrolls through the page so every client:visible island hydrates, and points at every
 * client:interaction island as a visitor's mouse would, then goes back to the top.
 */
async function hydrateAll(page: Page): Promise<void> {
  const islands = page.locator('astro-island');
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    if ((await island.getAttribute('client')) === 'interaction') await island.locator('xpath=./*[1]').hover();
  }
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const path of PAGES) {
  test(`${path} has no serious or critical WCAG 2 A/AA violations before and after hydration`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousA11yViolations(page);
    await hydrateAll(page);
    await expectNoSeriousA11yViolations(page);
  });
}

test('HOTEL-01 HOTEL-06 HOTEL-08 the hotels page with the veil open and the Full Menu panel open and filtered', async ({ page }) => {
  await page.goto('/hotels-banquet');
  const veil = page.getByRole('button', { name: 'Welcome to Rasika Grand Tap to enter' });
  await hydrated(veil);
  await veil.click();
  const toggle = page.getByRole('button', { name: 'Full Menu', exact: true });
  await hydrated(toggle);
  await toggle.click();
  await expect(page.getByRole('region', { name: 'Full Menu', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Curries', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill('zzz');
  await expect(page.getByText('No dishes match your search.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('HOTEL-16 the open gallery viewer', async ({ page }) => {
  await page.goto('/hotels-banquet');
  const tile = page.getByRole('button', { name: /^Open in full screen: / }).first();
  await hydrated(tile);
  await tile.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('CORP-09 the corporate gifting page on a phone-sized screen (no carousel arrows)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/corporate-gifting');
  await hydrateAll(page);
  await expectNoSeriousA11yViolations(page);
});
