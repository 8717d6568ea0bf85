/**
 * Issue 14: pages whose only interactive part is the header search ship no framework code until the
 * visitor reaches the box, and nothing they do before the code arrives is lost.
 */
import { expect, test } from '@playwright/test';
import { holdScript } from './support/held-script.ts';

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
  const island = await holdScript(page, '**/_astro/HeaderSearch*.js');
  await page.goto('/about');
  await box(page).click();
  await box(page).pressSequentially('ladoo');
  await expect.poll(island.requests).toBe(1);
  await expect(box(page)).toHaveValue('ladoo');
  island.release();
  await expect(page.getByRole('listbox', { name: 'Sweet suggestions' })).toBeVisible();
  await expect(page.getByRole('option').first()).toContainText(/lad/i);
  await expect(box(page)).toHaveValue('ladoo');
});

test('#44 SRCH-04 a Telugu word typed before the search code arrives goes into the open box, every letter in its place, and is searched once the code is live', async ({ page }) => {
  const code = await holdScript(page, '**/_astro/HeaderSearch*.js');
  await page.goto('/te/mithai');
  const telugu = page.getByRole('combobox', { name: 'స్వీట్లు వెతకండి' });
  const island = page.locator('astro-island[component-url*="HeaderSearch"]');
  await telugu.click();
  await expect.poll(code.requests).toBe(1);
  await expect.poll(async () => (await telugu.boundingBox())?.width).toBe(250);
  await telugu.pressSequentially('లడ్డు');
  await expect(island).toHaveAttribute('ssr');
  code.release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(telugu).toHaveValue('లడ్డు');
  await expect(page.getByRole('listbox', { name: 'స్వీట్ సూచనలు' }).getByRole('option', { name: /మోతీచూర్ లడ్డు \(Motichoor Laddu\)/ })).toBeVisible();
});
