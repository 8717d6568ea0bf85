/**
 * Issue 14: pages whose only interactive part is the header search ship no framework code until the
 * visitor reaches the box, and nothing they do before the code arrives is lost.
 */
import { expect, test } from '@playwright/test';

const box = (page: import('@playwright/test').Page) => page.getByRole('combobox', { name: 'Search sweets' });

test('SRCH-09 without JavaScript the header search is a plain form that opens the shop searched', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await box(page).fill('kaju katli');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/mithai\/shop\?search=kaju(\+|%20)katli$/);
  await context.close();
});

test('/about loads no island code before the visitor reaches the search box', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /HeaderSearch|client\.|react/i.test(path))).toEqual([]);
  await box(page).focus();
  await expect.poll(() => scripts.some((path) => path.includes('HeaderSearch'))).toBe(true);
});

test('SRCH-01 text typed before the search code arrives is kept and gets its suggestions', async ({ page }) => {
  let releaseIsland: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseIsland = resolve));
  let heldRequests = 0;
  await page.route('**/_astro/HeaderSearch*.js', async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto('/about');
  await box(page).click();
  await box(page).pressSequentially('ladoo');
  await expect.poll(() => heldRequests).toBe(1);
  await expect(box(page)).toHaveValue('ladoo');
  releaseIsland();
  await expect(page.getByRole('listbox', { name: 'Sweet suggestions' })).toBeVisible();
  await expect(page.getByRole('option').first()).toContainText(/lad/i);
  await expect(box(page)).toHaveValue('ladoo');
});
