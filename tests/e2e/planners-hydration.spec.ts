/**
 * Issue #14: /event-planner ships no framework code until the visitor reaches the planner (its server
 * HTML is the complete form), nothing typed, chosen or clicked before the code arrives is lost, and
 * a shared plan link (the plan lives in the address) shows its proposal without any interaction.
 * The gift quote builder of /corporate-gifting (the other planner) keeps what was given early too.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { daysFromToday, pinToday } from './support/india-dates.ts';

/** A string only React's own client code carries (react and react-dom both export it). */
const REACT_MARKER = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';

const planner = (page: Page) => page.getByRole('form', { name: 'Event planner' });
const island = (page: Page) => page.locator('astro-island[component-url*="EventPlanner"]');
const proposal = (page: Page) => planner(page).getByRole('list', { name: 'Proposed plan' }).getByRole('listitem');

/** Holds every request for the island's chunk until release() (the visitor is quicker than the network). */
async function holdIsland(page: Page, component: string): Promise<{ release: () => void; requests: () => number }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route(`**/_astro/${component}*.js`, async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  return { release: () => release(), requests: () => requests };
}

test('issue #14 /event-planner loads no React chunk before any interaction, and the planner once the visitor reaches it', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/event-planner');
  await page.waitForLoadState('networkidle');
  const before = [...scripts];
  expect(before.map((response) => new URL(response.url()).pathname).filter((path) => /EventPlanner|client\.|react/i.test(path))).toEqual([]);
  for (const response of before) expect(await response.text(), response.url()).not.toContain(REACT_MARKER);
  await expect(island(page)).toHaveAttribute('ssr');

  await planner(page).getByRole('spinbutton', { name: 'Guests' }).focus();
  await expect(island(page)).not.toHaveAttribute('ssr');
  expect(scripts.some((response) => new URL(response.url()).pathname.includes('EventPlanner'))).toBe(true);
});

test('issue #14 occasion, date, guests, days, style and name given before the planner code arrives end in the right proposal once it does', async ({ page }) => {
  const held = await holdIsland(page, 'EventPlanner');
  const fromToday = await pinToday(page);
  await page.goto('/event-planner');
  const form = planner(page);
  const date = fromToday(90);
  await form.getByRole('combobox', { name: 'Occasion' }).selectOption('Reception');
  await form.getByLabel('Date').fill(date);
  await form.getByRole('spinbutton', { name: 'Guests' }).fill('120');
  await form.getByRole('spinbutton', { name: 'Days' }).fill('2');
  // A click held by the directive until the planner is live, then replayed on the same radio.
  await form.getByRole('radio', { name: 'Jain' }).click();
  await form.getByRole('textbox', { name: 'Your name' }).fill('Lakshmi Narayan');
  await expect.poll(held.requests).toBe(1);
  await expect(island(page)).toHaveAttribute('ssr');
  await expect(form.getByRole('list', { name: 'Proposed plan' })).toHaveCount(0);

  held.release();
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(proposal(page)).toHaveText([
    /Noor Hall.*Hotels & Banquets: Noor Hall \(up to 150 guests\) for 120 guests/,
    /Luxury package.*Catering & Events: Luxury package, ₹1,00,000, up to 200 guests/,
    /Return-gift sweet boxes.*Sweets: 120 return-gift sweet boxes/,
  ]);
  await expect(form.getByRole('combobox', { name: 'Occasion' })).toHaveValue('reception');
  await expect(form.getByLabel('Date')).toHaveValue(date);
  await expect(form.getByLabel('Date')).toHaveAttribute('min', fromToday(0));
  await expect(form.getByRole('spinbutton', { name: 'Guests' })).toHaveValue('120');
  await expect(form.getByRole('spinbutton', { name: 'Days' })).toHaveValue('2');
  await expect(form.getByRole('radio', { name: 'Jain' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Lakshmi Narayan');
  await expect(page).toHaveURL(new RegExp(`occasion=reception&date=${date}&guests=120&days=2&diet=jain$`));
});

test('issue #14 a shared plan link shows its proposal without any interaction', async ({ page }) => {
  await page.goto('/event-planner?guests=300&occasion=wedding&days=2');
  await expect(proposal(page)).toHaveText([
    /Darbar Hall.*Hotels & Banquets: Darbar Hall \(up to 400 guests\) for 300 guests/,
    /Luxury package.*Catering & Events: Luxury package \(₹1,00,000 for up to 200 guests\), scaled for 300 guests/,
    /Rooms for the wedding stay.*Hotels & Banquets: 30 rooms for 2 days \(wedding stay\)/,
    /Return-gift sweet boxes.*Sweets: 300 return-gift sweet boxes/,
  ]);
  await expect(planner(page).getByRole('spinbutton', { name: 'Guests' })).toHaveValue('300');
  // Showing a shared plan rewrites nothing: the address stays the one that was shared.
  await expect(page).toHaveURL(/\/event-planner\?guests=300&occasion=wedding&days=2$/);
});

test('issue #14 boxes, branding, date, city and name given before the gift quote code arrives are kept once it does', async ({ page }) => {
  const held = await holdIsland(page, 'GiftQuote');
  await page.goto('/corporate-gifting#quote-builder');
  const form = page.getByRole('form', { name: 'Gift quote builder' });
  const quoteIsland = page.locator('astro-island[component-url*="GiftQuote"]');
  const date = daysFromToday(30);
  await form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }).fill('30');
  // A click held by the directive until the builder is live, then replayed on the same radio.
  await form.getByRole('radio', { name: 'Logo sleeve' }).click();
  await form.getByLabel('Delivery date').fill(date);
  await form.getByRole('textbox', { name: 'Delivery city' }).fill('Pune');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Asha Reddy');
  await expect.poll(held.requests).toBe(1);
  await expect(quoteIsland).toHaveAttribute('ssr');

  held.release();
  await expect(quoteIsland).not.toHaveAttribute('ssr');
  await expect(form.getByText('30 boxes: the minimum order of 25 is met.')).toBeVisible();
  await expect(form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' })).toHaveValue('30');
  await expect(form.getByRole('radio', { name: 'Logo sleeve' })).toBeChecked();
  await expect(form.getByLabel('Delivery date')).toHaveValue(date);
  await expect(form.getByRole('textbox', { name: 'Delivery city' })).toHaveValue('Pune');
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Reddy');
  await expect(page).toHaveURL(new RegExp(`\\?gifts=gift-1%3A30&brand=logo-sleeve&date=${date}&city=Pune#quote-builder$`));
});
