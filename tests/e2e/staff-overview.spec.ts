/**
 * The staff dashboard's Overview screen (issue #43) in the browser, with the figures endpoint stood
 * in for (page.route answers GET /api/admin/overview with tests/fixtures/overview-answer.ts, which
 * parses with the contract's overviewAnswer, and the CSV with a small file): the route and its tab
 * for both staff roles, who cannot open it, the chart library loaded by the Overview alone, the period
 * picker in India days kept in the address, the tables and CSV export, the empty, failed and
 * ended-session states, and the screen at 360 and 1280 px. The figures the real endpoint computes
 * from seeded enquiries are checked in staff-overview-figures.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { currentFestivalSeason } from '../../src/lib/overview/festival-season.ts';
import type { OverviewAnswer } from '../../src/lib/api/overview.ts';
import { OVERVIEW_EMPTY_WEEK, OVERVIEW_WEEK } from '../fixtures/overview-answer.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { pinToday } from './support/india-dates.ts';
import { DASHBOARD_PATH, DEVELOPER_PATH, LOGIN_PATH, apiLogin, developerCredentials, openDashboard, sharedStaffUser, storeSession } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const OVERVIEW_PATH = `${DASHBOARD_PATH}/overview`;
/** A string only Chartist's code holds (scripts/dist-chunks.mjs). */
const CHARTIST_MARKER = 'gionkunz.github.com/chartist-js/ct';

interface Asked {
  from: string | null;
  to: string | null;
  authorization: string | null;
}

/** Answers the figures with `answer` (or a status), recording each request's period and token. */
async function standIn(page: Page, answer: OverviewAnswer | { status: number; message: string } = OVERVIEW_WEEK): Promise<Asked[]> {
  const asked: Asked[] = [];
  await page.route(/\/api\/admin\/overview\?/, async (route: Route, request: Request) => {
    const url = new URL(request.url());
    asked.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), authorization: await request.headerValue('authorization') });
    if ('status' in answer) await route.fulfill({ status: answer.status, json: { message: answer.message } });
    else await route.fulfill({ json: answer });
  });
  return asked;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A table's rows, cell by cell, as shown. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.evaluate((element) => [...element.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

async function openOverview(page: Page, role: 'superadmin' | 'subadmin', request: Parameters<typeof sharedStaffUser>[0], query = ''): Promise<void> {
  const user = await sharedStaffUser(request, role === 'superadmin' ? { role } : { role, category: 'banquets & hotels' });
  await openDashboard(page, user, `/overview${query}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Every control of the screen is at least 24 × 24 px (WCAG 2.5.8). */
async function expectTargetsAtLeast24px(page: Page): Promise<void> {
  const small = await page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('a[href], button, input, select, summary')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({ name: (element.textContent ?? element.getAttribute('aria-label') ?? '').trim(), box: element.getBoundingClientRect() }))
      .filter(({ box }) => Math.round(box.width) < 24 || Math.round(box.height) < 24)
      .map(({ name, box }) => `${name}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('#43 the Overview tab opens the Overview; only it loads the chart library', async ({ page, request }) => {
  const scripts: { url: string; chartist: boolean }[] = [];
  page.on('response', async (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    scripts.push({ url: response.url(), chartist: body.includes(CHARTIST_MARKER) });
  });
  await standIn(page);
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await openDashboard(page, user);
  await expect(page.getByRole('heading', { name: 'Contact Form Responses' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
  await tabs.getByRole('link', { name: 'Manage Products' }).click();
  await expect(page.getByRole('link', { name: 'New Product' })).toBeVisible();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
  await expect.poll(() => scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((script) => script.chartist)).toEqual([]);

  await tabs.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(OVERVIEW_PATH);
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Contact Responses' })).not.toHaveAttribute('aria-current', 'page');
  const volume = region(page, 'Enquiries per day');
  await expect(volume.getByRole('img', { name: 'Enquiries per day, stacked by category. The numbers are in the table.' })).toBeVisible();
  // Seven days of six categories, drawn by Chartist as one bar each.
  await expect(volume.locator('svg .ct-bar')).toHaveCount(42);
  await expect.poll(() => scripts.filter((script) => script.chartist).length).toBe(1);
  expect(scripts.find((script) => script.chartist)?.url).toMatch(/\/_astro\/draw-bar-chart\.[\w-]+\.js$/);
});

test('#43 a subadmin has the Overview too; signed out it sends to the login, a developer to their own dashboard', async ({ page, request }) => {
  await standIn(page, { ...OVERVIEW_WEEK, categories: ['banquets & hotels'] });
  await openOverview(page, 'subadmin', request);
  await expect(page.getByText(/Covers Banquets & Hotels only\.$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

  await storeSession(page, null, null);
  await page.goto(OVERVIEW_PATH);
  await expect(page).toHaveURL(LOGIN_PATH);

  const { email, password } = developerCredentials();
  const developer = await apiLogin(request, email, password);
  await storeSession(page, developer.token, developer.admin);
  await page.goto(OVERVIEW_PATH);
  await expect(page).toHaveURL(DEVELOPER_PATH);
});

test('#43 the period picker asks for India days and keeps the choice in the address over a reload and Back', async ({ page, request }) => {
  const day = await pinToday(page);
  const asked = await standIn(page);
  await openOverview(page, 'superadmin', request);
  const period = page.getByRole('combobox', { name: 'Period' });
  await expect(period).toHaveValue('30');
  await expect.poll(() => asked.at(-1)).toMatchObject({ from: day(-29), to: day(0) });
  expect(asked[0]?.authorization).toMatch(/^Bearer .+/);

  await period.selectOption({ label: 'Last 7 days' });
  await expect.poll(() => asked.at(-1)).toMatchObject({ from: day(-6), to: day(0) });
  await expect(page).toHaveURL(`${OVERVIEW_PATH}?period=7`);
  await page.reload();
  await expect(period).toHaveValue('7');
  await expect.poll(() => asked.at(-1)).toMatchObject({ from: day(-6), to: day(0) });

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Contact Responses' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Form Responses' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${OVERVIEW_PATH}?period=7`);
  await expect(period).toHaveValue('7');

  await period.selectOption('90');
  await expect.poll(() => asked.at(-1)).toMatchObject({ from: day(-89), to: day(0) });

  // "This festival season" as content/festivals makes it today (the rule in lib/overview/festival-season.ts).
  const folder = join(process.cwd(), 'content', 'festivals');
  const peak = readdirSync(folder).flatMap((name) => {
    const festival = JSON.parse(readFileSync(join(folder, name), 'utf8')) as { name: string; peak: boolean; dates: Record<string, string> };
    return festival.peak ? Object.values(festival.dates).map((date) => ({ name: festival.name, date })) : [];
  });
  const season = currentFestivalSeason(peak, day(0));
  const seasonOption = period.getByRole('option', { name: /^This festival season/ });
  if (season) {
    const names = season.festivals.map((festival) => festival.name);
    const first = names[0] ?? '';
    const last = names.at(-1) ?? '';
    await expect(seasonOption).toHaveText(`This festival season (${first === last ? first : `${first} to ${last}`})`);
    await period.selectOption('season');
    await expect.poll(() => asked.at(-1)).toMatchObject({ from: season.from, to: season.to });
    await expect(page).toHaveURL(`${OVERVIEW_PATH}?period=season`);
  } else {
    await expect(seasonOption).toHaveText('This festival season (none yet)');
    await expect(seasonOption).toBeDisabled();
  }

  await period.selectOption({ label: 'Custom range' });
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await from.fill(day(-3));
  await to.fill(day(-10));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('The start date is after the end date.')).toBeVisible();
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toBeFocused();
  await to.fill(day(1));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('Choose an end date no later than today.')).toBeVisible();
  await from.fill('');
  await to.fill(day(-1));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('Choose a start date.')).toBeVisible();
  await expect(from).toBeFocused();
  const before = asked.length;
  await from.fill(day(-10));
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect.poll(() => asked.at(-1)).toMatchObject({ from: day(-10), to: day(-1) });
  expect(asked).toHaveLength(before + 1);
  await expect(page).toHaveURL(`${OVERVIEW_PATH}?period=custom&from=${day(-10)}&to=${day(-1)}`);
  await expect(page.getByText('Choose a start date.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(day(-10));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(day(-1));
});

test('#43 each chart has its numbers as a table and exports the server\'s CSV for the period shown', async ({ page, request }) => {
  await standIn(page);
  const csvAsked: { url: URL; authorization: string | null }[] = [];
  await page.route(/\/api\/admin\/overview\.csv\?/, async (route, sent) => {
    csvAsked.push({ url: new URL(sent.url()), authorization: await sent.headerValue('authorization') });
    await route.fulfill({ body: '\ufeffItem,Enquiries\r\nKaju Katli,3\r\n', headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="overview-subjects.csv"' } });
  });
  await openOverview(page, 'superadmin', request, '?period=custom&from=2026-11-01&to=2026-11-07');
  await expect(page.getByText('Sun, 1 Nov, 2026 to Sat, 7 Nov, 2026 (7 days), compared with Sun, 25 Oct, 2026 to Sat, 31 Oct, 2026. Covers all categories.')).toBeVisible();
  await expect(page.getByLabel('Headline figures')).toContainText('Enquiries12 up 3 (33%) on the previous period');

  const items = region(page, 'Most enquired items');
  await expect(items.getByRole('table')).toBeHidden();
  await items.getByRole('button', { name: 'Show table' }).click();
  await expect(items.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
  const table = items.getByRole('table', { name: 'Most enquired items, most enquiries first' });
  await expect(table).toBeVisible();
  expect(await tableRows(table)).toEqual([
    ['Item', 'Kind', 'Enquiries', 'Quantity', 'Indicative value'],
    ['Kaju Katli', 'Diwali pack', '3', '7', '₹4,550'],
    ['Sohan Halwa Heritage Tin', 'Product', '2', '225', '₹2,81,250'],
    ['Premium package', 'Event package', '1', '1', '₹50,000'],
    ['Grand Hall', 'Hall or stay', '1', '1', '–'],
  ]);
  await expect(table.getByRole('columnheader', { name: 'Indicative value' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Kaju Katli' })).toBeVisible();

  const alerts = region(page, 'Alert delivery');
  await alerts.getByRole('button', { name: 'Show table' }).click();
  expect(await tableRows(alerts.getByRole('table', { name: 'Enquiry alerts' }))).toEqual([['Alerts', 'This period', 'Previous period'], ['Sent', '11', '9'], ['Failed', '1', '0']]);

  const download = page.waitForEvent('download');
  await items.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('overview-subjects.csv');
  expect(readFileSync(await file.path(), 'utf8')).toBe('\ufeffItem,Enquiries\r\nKaju Katli,3\r\n');
  expect(csvAsked).toHaveLength(1);
  expect(Object.fromEntries(csvAsked[0]?.url.searchParams ?? [])).toEqual({ from: '2026-11-01', to: '2026-11-07', chart: 'subjects' });
  expect(csvAsked[0]?.authorization).toMatch(/^Bearer .+/);
});

test('#43 a period without enquiries, a failed request with Retry, and an ended session each say so', async ({ page, request }) => {
  await standIn(page, OVERVIEW_EMPTY_WEEK);
  await openOverview(page, 'superadmin', request);
  await expect(page.getByText('No enquiries in this period. The previous period had 9.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(0);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const failing = await standIn(page, { status: 503, message: 'Storage is unavailable.' });
  await page.reload();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('Failed to fetch dataRetry');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const working = await standIn(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(region(page, 'Enquiries per day')).toBeVisible();
  expect(failing).toHaveLength(1);
  expect(working).toHaveLength(1);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await standIn(page, { status: 401, message: 'Your session has expired.' });
  await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Authentication expired or insufficient permissions. Please log out and log back in.');
});

for (const width of [360, 1280]) {
  test(`#43 the Overview fits ${width} px with every table open: no sideways scroll, targets of 24 px, no serious axe finding`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await standIn(page);
    await openOverview(page, 'superadmin', request);
    await expect(region(page, 'Enquiries per day').locator('svg .ct-bar')).toHaveCount(42);
    const show = page.getByRole('button', { name: 'Show table' });
    while ((await show.count()) > 0) await show.first().click();
    await expect(page.getByRole('button', { name: 'Hide table' })).toHaveCount(6);
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Custom range' });
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectTargetsAtLeast24px(page);
    await expectNoSeriousA11yViolations(page, `Overview at ${width} px`);
  });
}
