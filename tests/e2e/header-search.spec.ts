/**
 * The header search on every page (storefront §2 Header, §4, §5, §7, §8, §9; FEATURES SRCH-01..
 * SRCH-11, CONST-04, CONST-05, CONST-11): an ARIA combobox with debounced suggestions.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { consoleErrors, hydrated, pauseClock } from './support/storefront.ts';

const SUGGESTIONS = [
  { id: 'kaju-katli', name: 'Kaju Katli', image: '/_e2e/a.svg', category: 'Diwali Collection' },
  { id: 'kesar-kaju-katli', name: 'Kesar Kaju Katli', image: '/_e2e/b.svg', category: 'Diwali Collection' },
  { id: 'kaju-katli-gift-tin', name: 'Kaju Katli Gift Tin', image: '/_e2e/c.svg', category: 'Gift Hampers' },
];

const box = (page: Page) => page.getByRole('combobox', { name: 'Search sweets' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Sweet suggestions' });

/** Serves SUGGESTIONS (none for "zz…") and counts the requests with their `q`. */
async function serveSuggestions(page: Page, answer: (query: string) => object[] = (q) => (q.startsWith('zz') ? [] : SUGGESTIONS)) {
  const queries: string[] = [];
  await page.route('**/api/products/search/suggestions**', (route) => {
    const q = new URL(route.request().url()).searchParams.get('q') ?? '';
    queries.push(q);
    return route.fulfill({ json: answer(q) });
  });
  await page.route('**/_e2e/*.svg', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/>' }),
  );
  return queries;
}

async function openPage(page: Page, path = '/about'): Promise<void> {
  await page.goto(path);
  await hydrated(box(page));
}

/** Types, lets the 300 ms debounce pass and, unless told otherwise, waits for the list. */
async function typeAndSettle(page: Page, text: string, expectList = true): Promise<void> {
  await box(page).click();
  await box(page).pressSequentially(text);
  await page.clock.runFor(300);
  if (expectList) await expect(listbox(page)).toBeVisible();
}

test.describe('header search', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('SRCH-01 SRCH-03 fast typing sends one request, 300 ms after the last key, with the trimmed text', async ({ page }) => {
    const queries = await serveSuggestions(page);
    await openPage(page);
    await pauseClock(page);
    await box(page).click();
    await box(page).pressSequentially(' kaju ');
    await page.clock.runFor(299);
    expect(queries).toEqual([]);
    await page.clock.runFor(1);
    await expect(listbox(page)).toBeVisible();
    expect(queries).toEqual(['kaju']);
  });

  test('SRCH-02 nothing is asked under 2 characters after trimming', async ({ page }) => {
    const queries = await serveSuggestions(page);
    await openPage(page);
    await pauseClock(page);
    await typeAndSettle(page, ' k ', false);
    await page.clock.runFor(1000);
    expect(queries).toEqual([]);
    await expect(listbox(page)).toHaveCount(0);
  });

  test('SRCH-04 SRCH-05 SRCH-06 the open box is 250 px wide; the list shows only with results', async ({ page }) => {
    await serveSuggestions(page);
    await openPage(page);
    await pauseClock(page);
    expect((await box(page).boundingBox())?.width).toBeLessThan(100);
    await typeAndSettle(page, 'zzz', false);
    await expect.poll(async () => (await box(page).boundingBox())?.width).toBe(250);
    await expect(listbox(page)).toHaveCount(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await box(page).fill('');
    await typeAndSettle(page, 'kaju');
    await expect(listbox(page).getByRole('option')).toContainText(SUGGESTIONS.map((s) => `${s.name}${s.category}`));
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);
  });

  test('SRCH-05 on a phone the open box and its list stay on screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await serveSuggestions(page);
    await openPage(page);
    await pauseClock(page);
    await typeAndSettle(page, 'kaju');
    await expect.poll(async () => (await box(page).boundingBox())?.width).toBe(250);
    for (const element of [box(page), listbox(page)]) {
      const rect = await element.boundingBox();
      expect(rect?.x).toBeGreaterThanOrEqual(0);
      expect((rect?.x ?? 0) + (rect?.width ?? 0)).toBeLessThanOrEqual(360);
    }
  });

  test('SRCH-07 SRCH-08 arrow keys move the highlight; Escape closes the list', async ({ page }) => {
    await serveSuggestions(page);
    await openPage(page);
    await pauseClock(page);
    await typeAndSettle(page, 'kaju');
    const options = listbox(page).getByRole('option');
    await box(page).press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
    await box(page).press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await box(page).press('ArrowUp');
    await box(page).press('ArrowUp');
    await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
    await box(page).press('Escape');
    await expect(listbox(page)).toHaveCount(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('kaju');
  });

  test('SRCH-09 Enter opens the shop with the typed text as the search term', async ({ page }) => {
    await serveSuggestions(page);
    await openPage(page);
    await pauseClock(page);
    await typeAndSettle(page, 'kaju katli');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/mithai\/shop\?search=kaju%20katli$/);
    // The shop's catalogue hydrates once the page is idle: let the paused clock run again.
    await page.clock.resume();
    await expect(page.getByPlaceholder('Search our treasures...')).toHaveValue('kaju katli');
  });

  test('SRCH-10 choosing a suggestion opens the shop searched by its name', async ({ page }) => {
    await serveSuggestions(page);
    await openPage(page, '/contact');
    await pauseClock(page);
    await typeAndSettle(page, 'kaju');
    await listbox(page).getByRole('option', { name: /Kesar Kaju Katli/ }).click();
    await expect(page).toHaveURL(/\/mithai\/shop\?search=Kesar%20Kaju%20Katli$/);
  });

  test('SRCH-10 Enter on a highlighted suggestion opens the shop searched by its name', async ({ page }) => {
    await serveSuggestions(page);
    await openPage(page);
    await pauseClock(page);
    await typeAndSettle(page, 'kaju');
    await box(page).press('ArrowDown');
    await box(page).press('ArrowDown');
    await box(page).press('ArrowDown');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/mithai\/shop\?search=Kaju%20Katli%20Gift%20Tin$/);
  });

  test('SRCH-11 ERR-04 a failed request is logged, the list stays empty and nothing is shown', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route('**/api/products/search/suggestions**', (route) => route.fulfill({ status: 503, json: { message: 'Storage unavailable' } }));
    await openPage(page);
    await pauseClock(page);
    await typeAndSettle(page, 'kaju', false);
    await expect.poll(() => errors).toContain('Failed to fetch suggestions: 503');
    await expect(listbox(page)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('SHELL-10 the search box is in the header of every kind of page', async ({ page }) => {
  for (const path of ['/', '/mithai', '/mithai/shop', '/product/gift-1', '/diwali-product/kaju-katli', '/catering-events']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search sweets' }), path).toBeVisible();
  }
});

test('SRCH-01 the real endpoint suggests sweets for the spellings customers type', async ({ page }) => {
  await openPage(page);
  await box(page).click();
  await box(page).pressSequentially('ladoo');
  await expect(listbox(page).getByRole('option', { name: /Motichoor Laddu/ }).first()).toBeVisible();
});
