/**
 * The staff enquiry desk (issue #11): status with history, notes, search by reference, the CSV
 * export of the current filter (and, issue #42, a large one prepared as an export job), and a subadmin
 * kept to their own category (screen and API).
 * Each role signs in once per worker (sharedStaffUser).
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { daysFromToday } from './support/india-dates.ts';
import { DASHBOARD_PATH, openDashboard, sharedStaffUser, uniqueTag } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

interface Sent {
  id: string;
  reference: string;
}

async function send(request: APIRequestContext, name: string, category: string, message: string): Promise<Sent> {
  const res = await request.post('/api/contact/submit', { data: { name, category, message, email: 'guest@example.com', phone: '98490 12345' } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Sent;
}

async function find(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

/** Sets an enquiry's status through the staff API, as another staff member would. */
async function setStatus(request: APIRequestContext, token: string, id: string, status: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const { etag } = (await (await request.get(`/api/enquiries/${id}`, { headers })).json()) as { etag: string };
  expect((await request.patch(`/api/enquiries/${id}`, { headers, data: { etag, status } })).status()).toBe(200);
}

/** Splits RFC 4180 text (quoted fields may hold commas, quotes and line breaks) into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i += 1; }
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i += 1; }
    else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('issue 11 a superadmin finds an enquiry by reference, marks it contacted, adds a note and sees the history', async ({ page, request }) => {
  const tag = uniqueTag();
  const sent = await send(request, `Réddy wedding ${tag}`, 'banquets & hotels', `Hall for 300 guests ${tag}`);
  await send(request, `Other ${tag}`, 'banquets & hotels', `Another hall ${tag}`);
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await openDashboard(page, user);
  await find(page, sent.reference.toLowerCase());
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Réddy wedding ${tag}`);
  await expect(rows.nth(1)).toContainText('New');

  await page.getByRole('link', { name: `Réddy wedding ${tag}` }).click();
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/enquiries/${sent.id}`);
  await expect(page.getByRole('heading', { name: `Enquiry from Réddy wedding ${tag}` })).toBeVisible();
  await expect(page.getByText(sent.reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call Réddy wedding ${tag}` })).toHaveAttribute('href', 'tel:+919849012345');
  await expect(page.getByRole('link', { name: `WhatsApp Réddy wedding ${tag}` })).toHaveAttribute('href', /^https:\/\/wa\.me\/919849012345\?text=/);
  await expect(page.getByRole('link', { name: `Email Réddy wedding ${tag}` })).toHaveAttribute('href', `mailto:guest@example.com?subject=Your%20enquiry%20${sent.reference}`);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveText([new RegExp(`^New → Contacted by ${user.email}, `)]);
  await page.getByRole('textbox', { name: 'Add a note' }).fill('Called back; visiting the hall on Saturday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Called back; visiting the hall on Saturday.');
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText(user.email);

  // Another staff member changes it meanwhile: this copy is stale, the change is refused.
  const detail = (await (await request.get(`/api/enquiries/${sent.id}`, { headers: { Authorization: `Bearer ${user.token}` } })).json()) as { etag: string };
  const other = await request.patch(`/api/enquiries/${sent.id}`, { headers: { Authorization: `Bearer ${user.token}` }, data: { etag: detail.etag, status: 'won' } });
  expect(other.status()).toBe(200);
  await page.getByRole('textbox', { name: 'Add a note' }).fill('This note is written on a stale copy.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert')).toContainText('This enquiry was changed by someone else since you opened it. Please reload it and try again.');
  await page.getByRole('button', { name: 'Reload enquiry' }).click();
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Notes' }).getByRole('listitem')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('list', { name: 'Status history' }).getByRole('listitem').nth(1)).toContainText('Contacted → Won');
});

test('issue 11 the export downloads the current filter and parses with the same rows as the screen', async ({ page, request }) => {
  const tag = uniqueTag();
  for (const [i, name] of ['=SUM(A1)', 'Kaju katli order', 'Telugu పెళ్లి ₹'].entries()) {
    await send(request, `${name} ${tag}`, i === 1 ? 'sweets' : 'corporate', `Line one ${tag}\nline two, "quoted"`);
  }
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await openDashboard(page, user);
  await page.getByRole('button', { name: 'corporate', exact: true }).click();
  await find(page, tag);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  const screenNames = await rows.locator('td:first-child').allInnerTexts();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(csv[0]?.slice(0, 8)).toEqual(['Reference', 'Received', 'Status', 'Name', 'Email', 'Phone', 'Category', 'Message']);
  const names = csv.slice(1).map((row) => row[3]);
  expect(names).toEqual(screenNames.map((name) => (name.startsWith('=') ? `'${name}` : name)));
  expect(names).toEqual([`Telugu పెళ్లి ₹ ${tag}`, `'=SUM(A1) ${tag}`]);
  expect(csv[1]?.[7]).toBe(`Line one ${tag}\nline two, "quoted"`);
});

test('issue 42 an export too large for one download is prepared as a job, shows its progress and downloads when ready', async ({ page, request }) => {
  // The test server allows 5 rows a direct download (EXPORT_DIRECT_MAX_ROWS in playwright.config.ts).
  const tag = uniqueTag();
  const sent: string[] = [];
  for (let i = 1; i <= 7; i += 1) sent.push((await send(request, `Export job ${i} ${tag}`, 'sweets', `Boxes of laddu, "order ${i}" ${tag}`)).reference);
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await openDashboard(page, user);
  await find(page, tag);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(8);

  const jobs: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/contact/export-jobs')) jobs.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preparing your export…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  const file = await download;
  await expect(page.getByRole('status').filter({ hasText: 'Your export is ready: 7 enquiries.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  expect(jobs[0]).toBe('POST /api/contact/export-jobs');
  expect(jobs.at(-1)).toMatch(/^GET \/api\/contact\/export-jobs\/[^/]+\/file$/);

  expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = parseCsv(bytes.subarray(3).toString('utf8'));
  expect(csv[0]?.[0]).toBe('Reference');
  expect(csv.slice(1).map((row) => row[0])).toEqual(sent.toReversed());
  expect(csv[1]?.[7]).toBe(`Boxes of laddu, "order 7" ${tag}`);

  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await readFile(await (await again).path())).equals(bytes)).toBe(true);
});

test('issue 11 G-05 a subadmin cannot see or export another category, on screen or through the API', async ({ page, request }) => {
  const tag = uniqueTag();
  const own = await send(request, `Banquet ${tag}`, 'banquets & hotels', `Own category ${tag}`);
  const other = await send(request, `Corporate ${tag}`, 'corporate', `Other category ${tag}`);
  const user = await sharedStaffUser(request, { role: 'subadmin', category: 'banquets & hotels' });
  await openDashboard(page, user);
  await expect(page.getByRole('group', { name: 'Filter by category' })).toHaveCount(0);
  await find(page, tag);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: `Banquet ${tag}` })).toBeVisible();
  await expect(page.getByText(`Corporate ${tag}`)).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile(await (await download).path())).toString('utf8');
  expect(text).toContain(`Banquet ${tag}`);
  expect(text).not.toContain(`Corporate ${tag}`);

  await page.goto(`${DASHBOARD_PATH}/enquiries/${other.id}`);
  await expect(page.getByRole('heading', { name: 'Enquiry not found' })).toBeVisible();
  await expect(page.getByText(`Corporate ${tag}`)).toHaveCount(0);

  const auth = { Authorization: `Bearer ${user.token}` };
  const detail = await request.get(`/api/enquiries/${other.id}`, { headers: auth });
  expect(detail.status()).toBe(404);
  expect(await detail.text()).not.toContain('Corporate');
  expect((await request.get('/api/contact/export?category=corporate', { headers: auth })).status()).toBe(403);
  expect((await request.get('/api/contact?category=corporate', { headers: auth })).status()).toBe(403);
  expect((await request.get(`/api/enquiries/${own.id}`, { headers: auth })).status()).toBe(200);
});

test('issue 11 the list filters and an enquiry page fit 320 px with no sideways scrolling', async ({ page, request }) => {
  const tag = uniqueTag();
  const sent = await send(request, `Narrow ${tag}`, 'sweets', `A very long message without breaks ${'x'.repeat(120)} ${tag}`);
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await page.setViewportSize({ width: 320, height: 740 });
  await openDashboard(page, user);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBe(0);
  await page.goto(`${DASHBOARD_PATH}/enquiries/${sent.id}`);
  await expect(page.getByRole('heading', { name: `Enquiry from Narrow ${tag}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
  expect(await overflow()).toBe(0);
});

for (const width of [390, 1280]) {
  test(`issue #45 RESP-02 at ${width} px a chosen status or date filters the list at once, and the address keeps the filter through a reload and Back`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = uniqueTag();
    const won = await send(request, `Won ${tag}`, 'sweets', `Status filter ${tag}`);
    await send(request, `Open ${tag}`, 'sweets', `Status filter ${tag}`);
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    await setStatus(request, user.token, won.id, 'won');
    await openDashboard(page, user);
    await find(page, tag);
    const names = page.getByRole('link', { name: new RegExp(`^(Won|Open) ${tag}$`) });
    await expect(names).toHaveText([`Open ${tag}`, `Won ${tag}`]);

    const listRequests: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/contact') listRequests.push(url.search);
    });
    await page.getByRole('combobox', { name: 'Status' }).selectOption('won');
    await expect(names).toHaveText([`Won ${tag}`]);
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'won' && url.searchParams.get('q') === tag);
    expect(listRequests, 'one request for one choice').toHaveLength(1);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('won');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
    await expect(names).toHaveText([`Won ${tag}`]);

    // Back from an enquiry shows the same list.
    await names.first().click();
    await expect(page.getByRole('heading', { name: `Enquiry from Won ${tag}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('won');
    await expect(names).toHaveText([`Won ${tag}`]);

    // Nothing was received on a day still to come.
    await page.getByLabel('From', { exact: true }).fill(daysFromToday(1));
    await expect(page.getByText('No contact responses found.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('from') === daysFromToday(1) && url.searchParams.get('status') === 'won');
  });
}
