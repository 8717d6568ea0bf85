/**
 * Issue #10, as a visitor: every "Buy Now", "Enquire" and "Book" carries what was chosen into the
 * contact form, the enquiry list collects several items for one enquiry, and the thank-you screen
 * gives a reference. What was stored is checked through the staff API (GET /api/contact).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sharedStaffUser } from './support/staff.ts';
import { hydrated } from './support/storefront.ts';

const REFERENCE = /RS-\d{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}/;
const nextYear = `${new Date().getFullYear() + 1}-03-14`;

interface StoredEnquiry {
  reference?: string;
  category: string;
  subject?: { kind: string; id: string; size?: string; quality?: string; unitPrice?: number; label: string };
  items?: { kind: string; id: string; quantity: number; label: string; lineTotal?: number }[];
  indicativeTotal?: number;
  eventDate?: string;
  eventTime?: string;
  guests?: number;
  quantity?: number;
  neededBy?: string;
}

let superadminToken = '';

// Signing in is deliberately slow (scrypt): once, before the journeys.
test.beforeAll(async ({ playwright }, info) => {
  const context = await playwright.request.newContext({ baseURL: info.project.use.baseURL ?? '' });
  superadminToken = (await sharedStaffUser(context, { role: 'superadmin' })).token;
  await context.dispose();
});

/** The enquiry stored under a reference, read as a superadmin would through the staff API. */
async function storedByReference(request: APIRequestContext, reference: string): Promise<StoredEnquiry> {
  const res = await request.get('/api/contact', { headers: { Authorization: `Bearer ${superadminToken}` } });
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as StoredEnquiry[]).find((enquiry) => enquiry.reference === reference);
  expect(found, `enquiry ${reference}`).toBeDefined();
  return found as StoredEnquiry;
}

const form = (page: Page) => page.getByRole('region', { name: 'Send an enquiry' });
const about = (page: Page) => form(page).getByRole('region', { name: 'What your enquiry is about' });

async function fillContact(page: Page, message: string): Promise<void> {
  await hydrated(form(page).getByRole('textbox', { name: 'Name' }));
  await form(page).getByRole('textbox', { name: 'Name' }).fill('Asha Reddy');
  await form(page).getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
  await form(page).getByRole('textbox', { name: 'Message' }).fill(message);
}

/** Sends the form and answers the reference on the thank-you screen. */
async function send(page: Page): Promise<string> {
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const text = await form(page).getByText(/Your enquiry reference is/).textContent();
  const reference = REFERENCE.exec(text ?? '')?.[0] ?? '';
  expect(reference).toMatch(REFERENCE);
  const whatsapp = form(page).getByRole('link', { name: /Send the reference on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`));
  return reference;
}

test.describe.configure({ mode: 'serial' });

test('product page: 1kg + Premium "Buy Now" lands on /contact with that summary, and exactly that is stored', async ({ page, request }) => {
  expect((await request.get('/api/products/demo-boondi-laddu')).status(), 'the seeded Boondi Laddu').toBe(200);
  await page.goto('/product/demo-boondi-laddu');
  await page.getByRole('radio', { name: '1kg' }).check();
  await page.getByRole('radio', { name: 'Premium' }).check();
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/contact\?product=demo-boondi-laddu&size=1kg&quality=premium$/);
  await expect(about(page).getByText('About: Boondi Laddu, 1kg, Premium, ₹755', { exact: true })).toBeVisible();
  await expect(form(page).getByRole('combobox', { name: 'Category' })).toHaveValue('sweets');
  await fillContact(page, 'For a wedding on Sunday.');
  const reference = await send(page);
  await expect(form(page).getByText('Your enquiry went to the Rasika Sweets order desk, who will answer within 4 hours while the shop is open.')).toBeVisible();
  const stored = await storedByReference(request, reference);
  expect(stored.category).toBe('sweets');
  expect(stored.subject).toEqual({
    kind: 'product', id: 'demo-boondi-laddu', name: 'Boondi Laddu', size: '1kg', quality: 'premium', unitPrice: 755,
    label: 'Boondi Laddu, 1kg, Premium, ₹755', category: 'sweets',
  });
  // "Send Another Message" clears the subject as well as the fields.
  await form(page).getByRole('button', { name: 'Send Another Message' }).click();
  await expect(about(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/contact$/);
});

test('catering package: "Enquire" carries the package; event date and guests are asked for and stored', async ({ page, request }) => {
  await page.goto('/catering-events');
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Premium', exact: true }) }).getByRole('link', { name: 'Enquire' }).click();
  await expect(about(page).getByText('About: Premium package, Up to 100 guests, ₹50,000', { exact: true })).toBeVisible();
  await expect(form(page).getByRole('combobox', { name: 'Category' })).toHaveValue('restaurants & catering');
  await fillContact(page, 'A sangeet evening.');
  await form(page).getByLabel('Number of guests (optional)').fill('2001');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Please enter a number of guests from 1 to 2,000.')).toBeVisible();
  await form(page).getByLabel('Number of guests (optional)').fill('90');
  await form(page).getByLabel('Date of your event or visit (optional)').fill(nextYear);
  const stored = await storedByReference(request, await send(page));
  expect(stored).toMatchObject({ category: 'restaurants & catering', subject: { kind: 'package', id: 'premium', label: 'Premium package, Up to 100 guests, ₹50,000' }, eventDate: nextYear, guests: 90 });
});

test('corporate gift: "Buy Now" carries the gift and its MRP; quantity and date needed are stored', async ({ page, request }) => {
  await page.goto('/corporate-gifting');
  const card = page.getByRole('list', { name: 'Curated Collections' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  const mrp = (await card.getByRole('definition').first().textContent())?.trim() ?? '';
  await card.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/contact\?product=gift-1$/);
  await expect(about(page).getByText(`About: ${name}, MRP ${mrp}`, { exact: true })).toBeVisible();
  await expect(form(page).getByRole('combobox', { name: 'Category' })).toHaveValue('corporate');
  await fillContact(page, 'Diwali boxes for our team.');
  await form(page).getByLabel('Quantity (optional)').fill('250');
  await form(page).getByLabel('Date needed (optional)').fill(nextYear);
  const stored = await storedByReference(request, await send(page));
  expect(stored).toMatchObject({ category: 'corporate', subject: { kind: 'product', id: 'gift-1', label: `${name}, MRP ${mrp}` }, quantity: 250, neededBy: nextYear });
});

test('"Book a Table" asks for date, time and guests, refuses a past date, and stores the booking', async ({ page, request }) => {
  await page.goto('/hotels-banquet');
  const veil = page.getByRole('button', { name: 'Welcome to Rasika Grand Tap to enter' });
  await hydrated(veil);
  await veil.click();
  await page.getByRole('region', { name: 'Rasika Grand Hotels & Banquets', exact: true }).getByRole('link', { name: 'Book a Table', exact: true }).click();
  await expect(about(page).getByText('About: A table at Rasika Grand Hotels & Banquets', { exact: true })).toBeVisible();
  await fillContact(page, 'A quiet corner, please.');
  await form(page).getByLabel('Date of your event or visit (optional)').fill('2020-01-01');
  await form(page).getByLabel('Time (optional)').fill('20:00');
  await form(page).getByLabel('Number of guests (optional)').fill('6');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(form(page).getByText('Please choose today or a later date.')).toBeVisible();
  await form(page).getByLabel('Date of your event or visit (optional)').fill(nextYear);
  const stored = await storedByReference(request, await send(page));
  expect(stored).toMatchObject({ category: 'restaurants & catering', subject: { kind: 'table', id: 'restaurant' }, eventDate: nextYear, eventTime: '20:00', guests: 6 });
});

const headerList = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Enquiry list/ });

/** The three items of the list journey as the store keeps them. */
const THREE_ITEMS = [
  { kind: 'product', id: 'demo-boondi-laddu', size: '1kg', quality: 'premium', quantity: 2 },
  { kind: 'diwali', id: 'kaju-katli', quantity: 3 },
  { kind: 'product', id: 'gift-1', quantity: 1 },
];

test('enquiry list: items added from a product page, a Diwali page and a gift card are counted in the header and survive a reload', async ({ page }) => {
  await page.goto('/product/demo-boondi-laddu');
  await page.getByRole('radio', { name: '1kg' }).check();
  await page.getByRole('radio', { name: 'Premium' }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to enquiry list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 × Boondi Laddu to your enquiry list.' })).toBeVisible();
  await expect(headerList(page)).toHaveAccessibleName('Enquiry list (2 items)');

  await page.goto('/diwali-product/kaju-katli');
  await hydrated(page.getByRole('button', { name: 'Add to enquiry list' }));
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Add to enquiry list' }).click();
  await expect(headerList(page)).toHaveAccessibleName('Enquiry list (5 items)');

  await page.goto('/corporate-gifting');
  const card = page.getByRole('list', { name: 'Curated Collections' }).getByRole('article').first();
  await hydrated(card.getByRole('button', { name: /^Add .* to enquiry list$/ }));
  await card.getByRole('button', { name: /^Add .* to enquiry list$/ }).click();
  await expect(headerList(page)).toHaveAccessibleName('Enquiry list (6 items)');

  await page.reload();
  await expect(headerList(page)).toHaveAccessibleName('Enquiry list (6 items)');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('rasika:enquiry-list'))) ?? '[]')).toEqual(THREE_ITEMS);
});

test('enquiry list: quantities change, the indicative total follows, and the list goes out as ONE enquiry stored line by line', async ({ page, request }) => {
  await page.goto('/enquiry-list');
  await page.evaluate((items) => localStorage.setItem('rasika:enquiry-list', JSON.stringify(items)), THREE_ITEMS);
  await page.reload();
  const lines = page.getByRole('list', { name: 'Items on your enquiry list' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Boondi Laddu, 1kg, Premium, ₹755');
  await expect(lines.nth(0)).toContainText('₹1,510');
  await expect(page.getByText('Indicative total ₹4,360 (inclusive of all taxes)')).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Quantity of Classic Kaju Katli Box/ }).fill('25');
  await expect(page.getByText('Indicative total ₹25,960 (inclusive of all taxes)')).toBeVisible();
  const whatsapp = decodeURIComponent((await page.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href')) ?? '');
  expect(whatsapp).toContain('\n1. Boondi Laddu, 1kg, Premium, ₹755 × 2 = ₹1,510\n2. Kaju Katli, 500 g box, ₹650 / pack × 3 = ₹1,950\n3. Classic Kaju Katli Box, MRP ₹900 × 25 = ₹22,500\n');

  await page.getByRole('link', { name: 'Send as one enquiry' }).click();
  await expect(about(page).getByText('Your enquiry list (3 items)')).toBeVisible();
  await expect(about(page).getByText('Indicative total ₹25,960 (inclusive of all taxes)')).toBeVisible();
  await fillContact(page, 'All of these for one wedding.');
  await form(page).getByRole('combobox', { name: 'Category' }).selectOption('sweets');
  const stored = await storedByReference(request, await send(page));
  expect(stored.items?.map((line) => [line.kind, line.id, line.quantity, line.lineTotal])).toEqual([
    ['product', 'demo-boondi-laddu', 2, 1510],
    ['diwali', 'kaju-katli', 3, 1950],
    ['product', 'gift-1', 25, 22500],
  ]);
  expect(stored.indicativeTotal).toBe(25960);
  // The list that was sent is emptied.
  await expect(headerList(page)).toHaveAccessibleName('Enquiry list (0 items)');
});

test('a tampered ?product= shows no summary and the form still sends', async ({ page, request }) => {
  await page.goto('/contact?product=not-on-the-site&size=1kg');
  await fillContact(page, 'Do you make sugar-free barfi?');
  await expect(about(page)).toHaveCount(0);
  await page.goto('/contact?product=demo-boondi-laddu&size=9kg');
  await fillContact(page, 'Do you make sugar-free barfi?');
  await expect(about(page)).toHaveCount(0);
  await form(page).getByRole('combobox', { name: 'Category' }).selectOption('sweets');
  const stored = await storedByReference(request, await send(page));
  expect(stored.subject).toBeUndefined();
});

test('a corrupted saved list is dropped with a notice, and the list page fits a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/enquiry-list');
  await page.evaluate(() => localStorage.setItem('rasika:enquiry-list', '[{"kind":"diwali","id":"kaju-katli","quantity":2},{"kind":"diwali","id":"no-such-sweet","quantity":1},"junk"]'));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'One item of your saved enquiry list could not be read and was removed.' })).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'One item on your enquiry list is no longer on our site and was removed.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items on your enquiry list' }).getByRole('listitem')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  // On a phone the header control floats at the bottom corner while the list holds something.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Enquiry list (2 items)' })).toBeInViewport();
});
