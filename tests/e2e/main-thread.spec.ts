/**
 * Issue #14, TBT: no public page asks the browser for locale data while it loads. A page's first
 * Intl formatter or collator costs 10-60 ms of main-thread time (more on a phone), one long task
 * each; the header's list count, the shop's prices and category order, and the festival banner's
 * dates paid it on every load. They are written by lib's own formatters now (lib/text,
 * lib/planning/calendar-days.ts). Each page here is opened with a stored enquiry list (so its
 * prices and quantities are written too), waited for until its scripts have done their work, and
 * must not have called any Intl constructor or locale method.
 */
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../scripts/layout-routes.mjs';

const STORED_LIST = [{ kind: 'diwali', id: 'kaju-katli', quantity: 1200 }];

/** Records, in window.__localeCalls, every Intl construction and locale-aware method call from here on. */
function recordLocaleCalls(): void {
  const calls: string[] = [];
  Object.assign(window, { __localeCalls: calls });
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames'] as const) {
    const original = Intl[name] as unknown as (...args: unknown[]) => unknown;
    const traced = new Proxy(original, {
      construct: (target, args) => (calls.push(`new Intl.${name}`), Reflect.construct(target as never, args) as object),
      apply: (target, self, args) => (calls.push(`Intl.${name}()`), Reflect.apply(target, self, args)),
    });
    Object.defineProperty(Intl, name, { value: traced, configurable: true, writable: true });
  }
  const methods: [object, string][] = [
    [Number.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleString'],
    [Date.prototype, 'toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString'],
    [String.prototype, 'localeCompare'],
    [Array.prototype, 'toLocaleString'],
  ];
  for (const [prototype, method] of methods) {
    const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method];
    if (!original) continue;
    Object.defineProperty(prototype, method, {
      value(this: unknown, ...args: unknown[]) {
        calls.push(method);
        return original.apply(this, args);
      },
      configurable: true,
      writable: true,
    });
  }
}

/** Waits until the page's own scripts have rendered what they render on load. */
async function settled(page: Page, route: string): Promise<void> {
  if (route === '/mithai/shop') await expect(page.locator('catalogue-view article').first()).toContainText('₹');
  if (route === '/enquiry-list') await expect(page.getByText(/Indicative total ₹[\d,]+/)).toBeVisible();
  await expect(page.locator('[data-enquiry-count]').first()).toHaveText('1,200');
  await page.waitForLoadState('networkidle');
}

for (const route of PUBLIC_ROUTES) {
  test(`issue #14: ${route} loads without asking the browser for locale data (no Intl, no toLocaleString, no localeCompare)`, async ({ page }) => {
    await page.addInitScript((items) => localStorage.setItem('rasika:enquiry-list', JSON.stringify(items)), STORED_LIST);
    await page.addInitScript(recordLocaleCalls);
    await page.goto(route);
    await settled(page, route);
    expect(await page.evaluate(() => (window as unknown as { __localeCalls: string[] }).__localeCalls)).toEqual([]);
  });
}

test('issue #14: the recorder does see a locale call (so an empty record means none was made)', async ({ page }) => {
  await page.addInitScript(recordLocaleCalls);
  await page.goto('/about');
  const calls = await page.evaluate(() => {
    (1234).toLocaleString('en-IN');
    'a'.localeCompare('b');
    new Intl.DateTimeFormat('en-IN').format(0);
    return (window as unknown as { __localeCalls: string[] }).__localeCalls;
  });
  expect(calls).toEqual(['toLocaleString', 'localeCompare', 'new Intl.DateTimeFormat']);
});
