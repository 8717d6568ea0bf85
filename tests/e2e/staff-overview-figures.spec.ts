/**
 * The staff Overview (issue #43) over the real figures endpoint: enquiries seeded through the real
 * submit API and the desk's status and note API on a site of their own (a fresh Blobs folder, so no
 * other test's enquiry counts), with alerts to a local receiver that accepts every category but
 * gifting. Every figure on screen is the one worked out by hand below from that seed:
 *
 *   A  sweets      list: Kaju Katli (Diwali pack, ₹650) × 3, Sohan Halwa Heritage Tin (₹1,100) × 25   → won
 *   B  sweets      list: Kaju Katli × 2                                                               → a note
 *   C  corporate   about Sohan Halwa Heritage Tin, quantity 200                                       → contacted, then lost
 *   D  corporate   plain                                                                               → spam
 *   E  banquets    plain                                                                               → won
 *   F  banquets    plain                                                                               (not answered)
 *   G  gifting     list: Kaju Katli × 1 (its alert fails)                                             → lost
 *
 * All are sent today (India time), so the previous period has none. Definitions (the server's, see
 * docs/architecture.md "The Overview"): India days; day buckets up to 31 days, else weeks from Monday;
 * win rate won / (won + lost) by current status; first response = first status change or note, in
 * whole minutes rounded (here well under 30 s after sending: 0, "under 1 min"); waiting = still `new`
 * with neither, past the category's promised reply (content/site/site.json `replyWithin`: "within 4
 * hours…" for sweets, banquets and gifting, "within one working day" = 24 h for the others), so F,
 * seconds old, is not waiting; an item's indicative value = its list lines' totals, and for the item an
 * enquiry is about, its price (the catalogue's: Sohan Halwa Heritage Tin's MRP ₹1,100) × the enquiry's
 * quantity, so Kaju Katli 6 × ₹650 and the tin 225 × ₹1,100; origins: a list = "Enquiry list", an
 * item = "Product or service page", nothing = "Contact page".
 */
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { startThrowawaySite } from '../../scripts/local-platform/throwaway-site.mjs';
import { formatDay } from '../../src/lib/planning/calendar-days.ts';
import { daysFromToday } from './support/india-dates.ts';
import { DASHBOARD_PATH, STAFF_PASSWORD, apiLogin, developerCredentials, storeSession, type SignedIn } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: { url: string; stop: () => Promise<void> };
let receiver: Server;
let api: APIRequestContext;
let superadmin: SignedIn;
let subadmin: SignedIn;
/**
 * The moment the enquiries were sent, and its India day. Every page of this file runs its clock from
 * that moment (openOverview), so its "last 7 days" stays the seed's even when India's midnight passes
 * during the run; the test's dates are counted from the same moment (dayOf).
 */
let seededAt = new Date();
let seededOn = '';
const dayOf = (offset: number) => daysFromToday(offset, seededAt);

async function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

async function newStaff(token: string, role: string, category?: string): Promise<SignedIn> {
  const email = `overview-${role}-${Date.now().toString(36)}@rasika.test`;
  const made = await api.post('/api/admin/signup', { headers: { Authorization: `Bearer ${token}` }, data: { email, password: STAFF_PASSWORD, role, category, permissions: [] } });
  expect(made.status(), await made.text()).toBe(201);
  return apiLogin(api, email, STAFF_PASSWORD);
}

async function send(name: string, category: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post('/api/contact/submit', { data: { name, category, message: `Overview seed ${name}`, email: 'guest@example.com', phone: '98490 12345', ...extra } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function etagOf(id: string): Promise<string> {
  const res = await api.get(`/api/enquiries/${id}`, { headers: { Authorization: `Bearer ${superadmin.token}` } });
  return ((await res.json()) as { etag: string }).etag;
}

async function setStatus(id: string, status: string): Promise<void> {
  const res = await api.patch(`/api/enquiries/${id}`, { headers: { Authorization: `Bearer ${superadmin.token}` }, data: { etag: await etagOf(id), status } });
  expect(res.status(), await res.text()).toBe(200);
}

async function addNote(id: string, text: string): Promise<void> {
  const res = await api.post(`/api/enquiries/${id}/notes`, { headers: { Authorization: `Bearer ${superadmin.token}` }, data: { etag: await etagOf(id), text } });
  expect(res.status(), await res.text()).toBe(200);
}

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(req.url === '/fail' ? 500 : 200).end();
    });
  });
  const port = await listen(receiver);
  site = await startThrowawaySite({
    env: {
      LOCAL_SCHEDULES: 'off',
      LOGIN_RATE_LIMIT: '10000',
      ENQUIRY_RATE_LIMIT: '10000',
      ENQUIRY_WEBHOOK_URL: `http://127.0.0.1:${port}/ok`,
      ENQUIRY_WEBHOOK_URL_GIFTING: `http://127.0.0.1:${port}/fail`,
    },
  });
  api = await playwright.request.newContext({ baseURL: site.url });
  const { email, password } = developerCredentials();
  const developer = await apiLogin(api, email, password);
  superadmin = await newStaff(developer.token, 'superadmin');
  subadmin = await newStaff(developer.token, 'subadmin', 'banquets & hotels');

  seededAt = new Date();
  seededOn = dayOf(0);
  const a = await send('Ov A', 'sweets', { items: [{ kind: 'diwali', id: 'kaju-katli', quantity: 3 }, { kind: 'product', id: 'gift-3', quantity: 25 }] });
  await setStatus(a, 'won');
  const b = await send('Ov B', 'sweets', { items: [{ kind: 'diwali', id: 'kaju-katli', quantity: 2 }] });
  await addNote(b, 'Called back about the boxes.');
  const c = await send('Ov C', 'corporate', { context: { kind: 'product', id: 'gift-3' }, quantity: 200, neededBy: dayOf(60) });
  await setStatus(c, 'contacted');
  await setStatus(c, 'lost');
  const d = await send('Ov D', 'corporate');
  await setStatus(d, 'spam');
  const e = await send('Ov E', 'banquets & hotels');
  await setStatus(e, 'won');
  const f = await send('Ov F', 'banquets & hotels');
  const g = await send('Ov G', 'gifting', { items: [{ kind: 'diwali', id: 'kaju-katli', quantity: 1 }] });
  await setStatus(g, 'lost');
  // Every alert has its outcome (the failing one after its retries) before the figures are read.
  for (const id of [a, b, c, d, e, f, g]) {
    await expect
      .poll(async () => ((await (await api.get(`/api/enquiries/${id}`, { headers: { Authorization: `Bearer ${superadmin.token}` } })).json()) as { alert: unknown }).alert, { timeout: 30_000 })
      .not.toBeNull();
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
  receiver?.close();
});

async function openOverview(browser: Browser, user: SignedIn, query: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.clock.setFixedTime(seededAt);
  await storeSession(page, user.token, user.admin);
  await page.goto(`${DASHBOARD_PATH}/overview${query}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  return page;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens a chart's table and answers the rows of the table named `caption`, cell by cell. */
async function tableOf(page: Page, chart: string, caption: string | RegExp): Promise<string[][]> {
  const card = region(page, chart);
  const toggle = card.getByRole('button', { name: /^(Show|Hide) table$/ });
  await expect(toggle).toBeVisible();
  if ((await toggle.textContent()) === 'Show table') await toggle.click();
  const table = card.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return rowsOf(table);
}

async function rowsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((element) => [...element.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

const emptyDay = (offset: number, columns: number) => [formatDay(dayOf(offset)), ...Array.from({ length: columns }, () => '0')];

test('#43 a superadmin sees every figure of the seed: per day by category, status and win rate, first response, items, origins, alerts', async ({ browser }) => {
  const page = await openOverview(browser, superadmin, '?period=7');
  await expect(page.getByText(`${formatDay(dayOf(-6))} to ${formatDay(seededOn)} (7 days), compared with ${formatDay(dayOf(-13))} to ${formatDay(dayOf(-7))}. Covers all categories.`)).toBeVisible();

  const figures = page.getByLabel('Headline figures');
  await expect(figures.locator('div')).toHaveText([
    'Enquiries7 up 7 on the previous period',
    'Win rate50% previous period –',
    'Median first responseunder 1 min previous period –',
    'Waiting past the promise0 not answered within 4 h to 1 d, by category, now',
    'Alerts failed1 of 7 alerts',
  ]);

  await expect(region(page, 'Enquiries per day').getByText('7 enquiries, up 7 on the previous period (0).')).toBeVisible();
  expect(await tableOf(page, 'Enquiries per day', `Enquiries per day by category, ${formatDay(dayOf(-6))} to ${formatDay(seededOn)}`)).toEqual([
    ['Day', 'Sweets', 'Restaurants & Catering', 'Corporate', 'Banquets & Hotels', 'Gifting', 'Other', 'Total'],
    ...[-6, -5, -4, -3, -2, -1].map((offset) => emptyDay(offset, 7)),
    [formatDay(seededOn), '2', '0', '2', '2', '1', '0', '7'],
    ['Total', '2', '0', '2', '2', '1', '0', '7'],
  ]);
  // Seven days of six categories, one bar each.
  await expect(region(page, 'Enquiries per day').locator('svg .ct-bar')).toHaveCount(42);

  await expect(region(page, 'Status and win rate').getByText('Won 2, lost 2: a win rate of 50% (won of won and lost; previous period –).')).toBeVisible();
  expect(await tableOf(page, 'Status and win rate', 'Status and win rate by category')).toEqual([
    ['Category', 'New', 'Contacted', 'Won', 'Lost', 'Spam', 'Win rate'],
    ['Sweets', '1', '0', '1', '0', '0', '100%'], ['Restaurants & Catering', '0', '0', '0', '0', '0', '–'], ['Corporate', '0', '0', '0', '1', '1', '0%'],
    ['Banquets & Hotels', '1', '0', '1', '0', '0', '100%'], ['Gifting', '0', '0', '0', '1', '0', '0%'], ['Other', '0', '0', '0', '0', '0', '–'],
    ['All categories', '2', '0', '2', '2', '1', '50%'], ['All categories, previous period', '0', '0', '0', '0', '0', '–'],
  ]);

  await expect(region(page, 'Time to first response').getByText('Median under 1 min, 90th percentile under 1 min (previous period: median –). 0 enquiries still waiting longer than the promised reply (4 h to 1 d, by category).')).toBeVisible();
  expect(await tableOf(page, 'Time to first response', 'Time to first response and waiting past the promise by category')).toEqual([
    ['Category', 'Answered', 'Median', '90th percentile', 'Promised reply', 'Waiting past it'],
    ['Sweets', '2', 'under 1 min', 'under 1 min', '4 h', '0'], ['Restaurants & Catering', '0', '–', '–', '1 d', '0'],
    ['Corporate', '2', 'under 1 min', 'under 1 min', '1 d', '0'], ['Banquets & Hotels', '1', 'under 1 min', 'under 1 min', '4 h', '0'],
    ['Gifting', '1', 'under 1 min', 'under 1 min', '4 h', '0'], ['Other', '0', '–', '–', '1 d', '0'],
    ['All categories', '6', 'under 1 min', 'under 1 min', '4 h to 1 d, by category', '0'], ['All categories, previous period', '0', '–', '–', '–', '–'],
  ]);

  expect(await tableOf(page, 'Most enquired items', 'Most enquired items, most enquiries first')).toEqual([
    ['Item', 'Kind', 'Enquiries', 'Quantity', 'Indicative value'],
    ['Kaju Katli', 'Diwali pack', '3', '6', '₹3,900'],
    ['Sohan Halwa Heritage Tin', 'Product', '2', '225', '₹2,47,500'],
  ]);
  expect(await tableOf(page, 'Where enquiries start', 'Where enquiries started')).toEqual([
    ['Started from', 'This period', 'Previous period'], ['Product or service page', '1', '0'], ['Enquiry list', '3', '0'], ['Quote builder', '0', '0'],
    ['Event planner', '0', '0'], ['Announcement', '0', '0'], ['Contact page', '3', '0'],
  ]);
  await expect(region(page, 'Alert delivery').getByText('6 sent, 1 failed (previous period: 0 sent, 0 failed).')).toBeVisible();
  expect(await tableOf(page, 'Alert delivery', 'Enquiry alerts')).toEqual([['Alerts', 'This period', 'Previous period'], ['Sent', '6', '0'], ['Failed', '1', '0']]);

  const download = page.waitForEvent('download');
  await region(page, 'Most enquired items').getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`overview-subjects-${dayOf(-6)}-to-${seededOn}.csv`);
  expect(readFileSync(await file.path(), 'utf8')).toBe(
    '\ufeffRank,Kind,Name,Enquiries,Quantity,Indicative value (₹)\r\n1,Diwali pack,Kaju Katli,3,6,3900\r\n2,Product,Sohan Halwa Heritage Tin,2,225,247500\r\n',
  );
  await page.context().close();
});

test('#43 changing the period changes the figures: 90 days count by week from Monday, an earlier week has none', async ({ browser }) => {
  const page = await openOverview(browser, superadmin, '?period=7');
  await expect(region(page, 'Enquiries per day')).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 90 days' });
  await expect(page).toHaveURL(/\?period=90$/);
  const weeks = await tableOf(page, 'Enquiries per week', /^Enquiries per week by category, /);
  expect(weeks[0]?.[0]).toBe('Week from');
  const monday = dayOf(-((new Date(`${seededOn}T00:00:00Z`).getUTCDay() + 6) % 7));
  expect(weeks.at(-2)).toEqual([formatDay(monday), '2', '0', '2', '2', '1', '0', '7']);
  expect(weeks.at(-1)).toEqual(['Total', '2', '0', '2', '2', '1', '0', '7']);
  // Every week after the first starts on a Monday, seven days after the one before.
  const starts = weeks.slice(2, -1).map((row) => row[0]);
  expect(starts.every((label) => label?.startsWith('Mon, '))).toBe(true);
  expect(weeks.slice(1, -2).every((row) => row.slice(1).every((cell) => cell === '0'))).toBe(true);
  await expect(page.getByLabel('Headline figures').locator('div').first()).toHaveText('Enquiries7 up 7 on the previous period');

  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom range' });
  await page.getByLabel('From', { exact: true }).fill(dayOf(-8));
  await page.getByLabel('To', { exact: true }).fill(dayOf(-1));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('No enquiries in this period. The previous period had 0.')).toBeVisible();
  await expect(region(page, 'Enquiries per day')).toHaveCount(0);
  await page.context().close();
});

test('#43 a subadmin sees only their category', async ({ browser }) => {
  const page = await openOverview(browser, subadmin, '?period=7');
  await expect(page.getByText(/\. Covers Banquets & Hotels only\.$/)).toBeVisible();
  await expect(page.getByLabel('Headline figures').locator('div')).toHaveText([
    'Enquiries2 up 2 on the previous period',
    'Win rate100% previous period –',
    'Median first responseunder 1 min previous period –',
    'Waiting past the promise0 not answered within 4 h, now',
    'Alerts failed0 of 2 alerts',
  ]);
  const volume = await tableOf(page, 'Enquiries per day', /^Enquiries per day by category, /);
  expect(volume[0]).toEqual(['Day', 'Banquets & Hotels', 'Total']);
  expect(volume.slice(-2)).toEqual([[formatDay(seededOn), '2', '2'], ['Total', '2', '2']]);
  expect(await tableOf(page, 'Status and win rate', 'Status and win rate by category')).toEqual([
    ['Category', 'New', 'Contacted', 'Won', 'Lost', 'Spam', 'Win rate'],
    ['Banquets & Hotels', '1', '0', '1', '0', '0', '100%'],
    ['All categories', '1', '0', '1', '0', '0', '100%'], ['All categories, previous period', '0', '0', '0', '0', '0', '–'],
  ]);
  expect(await tableOf(page, 'Time to first response', 'Time to first response and waiting past the promise by category')).toEqual([
    ['Category', 'Answered', 'Median', '90th percentile', 'Promised reply', 'Waiting past it'],
    ['Banquets & Hotels', '1', 'under 1 min', 'under 1 min', '4 h', '0'],
    ['All categories', '1', 'under 1 min', 'under 1 min', '4 h', '0'], ['All categories, previous period', '0', '–', '–', '–', '–'],
  ]);
  await expect(region(page, 'Most enquired items').getByText('No enquiry in this period named a product, package, hall or gift.')).toBeVisible();
  expect(await tableOf(page, 'Where enquiries start', 'Where enquiries started')).toEqual([
    ['Started from', 'This period', 'Previous period'], ['Product or service page', '0', '0'], ['Enquiry list', '0', '0'], ['Quote builder', '0', '0'],
    ['Event planner', '0', '0'], ['Announcement', '0', '0'], ['Contact page', '2', '0'],
  ]);
  expect(await tableOf(page, 'Alert delivery', 'Enquiry alerts')).toEqual([['Alerts', 'This period', 'Previous period'], ['Sent', '2', '0'], ['Failed', '0', '0']]);
  await expect(page.getByText('Ov A')).toHaveCount(0);
  await page.context().close();
});
