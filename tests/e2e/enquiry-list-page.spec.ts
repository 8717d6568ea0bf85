/**
 * Issue #14, "<= 60 KB JS on any public page": the enquiry list page is a small framework-free
 * element (<enquiry-list-view>), not a React island. With a stored list it shows the lines, the total
 * and the actions without loading React, and typing a quantity keeps the field and its caret.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { fakeSubmitAnswer, SERVER_FAILURE, STORED_WITHOUT_REFERENCE } from './support/fake-submit.ts';
import { consoleErrors, hydrated } from './support/storefront.ts';

const TWO_ITEMS = [
  { kind: 'diwali', id: 'kaju-katli', quantity: 3 },
  { kind: 'product', id: 'gift-1', quantity: 2 },
];

/** Only React's runtime creates elements under this symbol (react/jsx-runtime, react-dom). */
const REACT_MARKER = 'react.transitional.element';

/** The page with TWO_ITEMS stored before any of its scripts run, and every script it fetches. */
async function openWithTwoItems(page: Page): Promise<Response[]> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.addInitScript((items) => localStorage.setItem('rasika:enquiry-list', JSON.stringify(items)), TWO_ITEMS);
  await page.goto('/enquiry-list');
  return scripts;
}

const lines = (page: Page) => page.getByRole('list', { name: 'Items on your enquiry list' }).getByRole('listitem');

test('issue #14: /enquiry-list with two items stored loads no React chunk before any interaction and shows both lines, the total and the actions', async ({ page }) => {
  const errors = consoleErrors(page);
  const scripts = await openWithTwoItems(page);
  await expect(lines(page)).toHaveCount(2);
  await expect(lines(page).nth(0)).toContainText('Kaju Katli, 500 g box, ₹650 / pack');
  await expect(lines(page).nth(0)).toContainText('₹1,950');
  await expect(lines(page).nth(1)).toContainText('Classic Kaju Katli Box, MRP ₹900');
  await expect(lines(page).nth(1)).toContainText('₹1,800');
  await expect(page.getByText('Indicative total ₹3,750 (inclusive of all taxes)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send as one enquiry' })).toHaveAttribute('href', '/contact?list=1');
  await expect(page.getByRole('link', { name: 'Send on WhatsApp (opens in a new tab)' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(page.getByRole('button', { name: 'Clear the list' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const upFront = [...scripts];
  const bodies = await Promise.all(upFront.map(async (response) => ({ path: new URL(response.url()).pathname, body: await response.body() })));
  expect(bodies.filter(({ path, body }) => /client\.|react/i.test(path) || body.includes(REACT_MARKER)).map(({ path }) => path)).toEqual([]);
  const gzipBytes = bodies.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
  expect(gzipBytes, 'JavaScript before any interaction, gzip').toBeLessThanOrEqual(60_000);
  expect(errors).toEqual([]);

  // The marker does find React: reaching the header search loads it.
  await page.getByRole('combobox', { name: 'Search sweets' }).focus();
  await expect
    .poll(async () => {
      const later = scripts.slice(upFront.length);
      return (await Promise.all(later.map(async (response) => (await response.body()).includes(REACT_MARKER)))).some(Boolean);
    })
    .toBe(true);
});

test('typing a quantity keeps the field, its focus and caret while the totals follow', async ({ page }) => {
  await openWithTwoItems(page);
  const field = page.getByRole('spinbutton', { name: /^Quantity of Kaju Katli/ });
  await expect(field).toHaveValue('3');
  await field.evaluate((node) => ((node as HTMLInputElement & { marked?: boolean }).marked = true));
  await field.click();
  await page.keyboard.press('End');
  // Each key re-renders the list; the next keys still land in the same field, after the caret.
  await page.keyboard.type('25');
  await expect(field).toHaveValue('325');
  await expect(page.getByText('Indicative total ₹2,13,050 (inclusive of all taxes)')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(field).toHaveValue('');
  await page.keyboard.type('4');
  await expect(field).toHaveValue('4');
  await expect(lines(page).nth(0)).toContainText('₹2,600');
  expect(await field.evaluate((node) => (node as HTMLInputElement & { marked?: boolean }).marked === true && node === document.activeElement)).toBe(true);
  // Leaving a half-typed field shows the stored quantity.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await expect(field).toHaveValue('4');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('rasika:enquiry-list'))) ?? '[]')[0]).toEqual({ kind: 'diwali', id: 'kaju-katli', quantity: 4 });
});

test('Remove, Clear and the empty state; no serious accessibility problems with lines shown', async ({ page }) => {
  await openWithTwoItems(page);
  await expect(lines(page)).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Remove Kaju Katli, 500 g box, ₹650 / pack' }).click();
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByText('Indicative total ₹1,800 (inclusive of all taxes)')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enquiry list (2 items)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the list' }).click();
  await expect(page.getByText('Your enquiry list is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/mithai/shop');
  await expectNoSeriousA11yViolations(page);
});

const enquiryForm = (page: Page) => page.getByRole('region', { name: 'Send an enquiry' });
const headerList = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Enquiry list/ });

/** Stores TWO_ITEMS once, follows "Send as one enquiry" and fills the contact form. */
async function sendListAsOneEnquiry(page: Page): Promise<void> {
  await page.goto('/enquiry-list');
  await page.evaluate((items) => localStorage.setItem('rasika:enquiry-list', JSON.stringify(items)), TWO_ITEMS);
  await page.reload();
  await page.getByRole('link', { name: 'Send as one enquiry' }).click();
  const form = enquiryForm(page);
  await expect(form.getByText('Your enquiry list (2 items)')).toBeVisible();
  await hydrated(form.getByRole('textbox', { name: 'Name' }));
  await form.getByRole('textbox', { name: 'Name' }).fill('Asha Reddy');
  await form.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
  await form.getByRole('combobox', { name: 'Category' }).selectOption('sweets');
  await form.getByRole('textbox', { name: 'Message' }).fill('All of these for one wedding.');
  await form.getByRole('button', { name: 'Send Message' }).click();
}

test.describe('issue #45: any 2xx answer means the list was sent', () => {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('CONTACT-11 at 320 px a 201 without a reference thanks the visitor, empties the list and sends it once', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 780 });
    const submit = await fakeSubmitAnswer(page, 201, STORED_WITHOUT_REFERENCE);
    await sendListAsOneEnquiry(page);
    await expect(enquiryForm(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(enquiryForm(page).getByText("Thank You! We've received your message and will get back to you shortly.")).toBeVisible();
    await expect(enquiryForm(page).getByText(/Error submitting form/)).toHaveCount(0);
    // The list that was sent is emptied (at 320 px the header's list link sits in the closed menu).
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('rasika:enquiry-list') ?? '[]'))).toEqual([]);
    expect(submit.posts()).toBe(1);
  });

  test('CONTACT-12 a 500 shows the error and keeps the list and everything typed', async ({ page }) => {
    const submit = await fakeSubmitAnswer(page, 500, SERVER_FAILURE);
    await sendListAsOneEnquiry(page);
    const form = enquiryForm(page);
    await expect(form.getByRole('alert')).toHaveText(`Error submitting form: ${SERVER_FAILURE.message}`);
    await expect(form.getByText('Your enquiry list (2 items)')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Reddy');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.com');
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('sweets');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('All of these for one wedding.');
    await expect(headerList(page)).toHaveAccessibleName('Enquiry list (5 items)');
    expect(submit.posts()).toBe(1);
  });
});
