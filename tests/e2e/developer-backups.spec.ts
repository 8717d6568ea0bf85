/**
 * The developer dashboard's Backups tab (issue #42 item 4): take a backup, see it listed, plan a
 * restore of one unit and see the plan, apply it, download the export; at 360 and 1280 px without
 * sideways scrolling, with controls of at least 24 × 24 px.
 * A restore deletes what other tests write meanwhile, so this spec runs its own site over its own
 * Blobs folder (scripts/local-platform/throwaway-site.mjs), never the one the other specs share.
 */
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { startThrowawaySite } from '../../scripts/local-platform/throwaway-site.mjs';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { DEVELOPER_PATH, STAFF_PASSWORD, apiLogin, developerCredentials, storeSession, type SignedIn } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let site: { url: string; stop: () => Promise<void> };
let api: APIRequestContext;
let developer: SignedIn;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  site = await startThrowawaySite({ env: { LOCAL_SCHEDULES: 'off', LOGIN_RATE_LIMIT: '10000' } });
  api = await playwright.request.newContext({ baseURL: site.url });
  const { email, password } = developerCredentials();
  developer = await apiLogin(api, email, password);
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

async function openBackups(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url, viewport: { width, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  await storeSession(page, developer.token, developer.admin);
  await page.goto(`${DEVELOPER_PATH}/backups`);
  await expect(page.getByRole('heading', { level: 2, name: 'Backups' })).toBeVisible();
  return page;
}

async function staffEmails(): Promise<string[]> {
  const res = await api.get('/api/admin/users', { headers: { Authorization: `Bearer ${developer.token}` } });
  return ((await res.json()) as { users: { email: string }[] }).users.map((user) => user.email);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function expectTargetsAtLeast24px(page: Page): Promise<void> {
  for (const control of await page.getByRole('main').locator('button:visible, select:visible').all()) {
    const box = await control.boundingBox();
    expect(box?.width, await control.innerText()).toBeGreaterThanOrEqual(24);
    expect(box?.height, await control.innerText()).toBeGreaterThanOrEqual(24);
  }
}

test('Back up now lists a complete backup; a restore of staff accounts shows its plan and undoes a later account', async ({ browser }) => {
  const page = await openBackups(browser, 1280);
  await expect(page.getByText('No backups yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  const list = page.getByRole('list', { name: 'Backups, newest first' });
  const backup = list.getByRole('listitem').first();
  await expect(backup.getByText('Complete')).toBeVisible({ timeout: 60_000 });
  await expect(backup).toContainText('developer@');
  await expectNoSidewaysScroll(page);
  await expectTargetsAtLeast24px(page);

  const later = `backup-e2e-${Date.now().toString(36)}@rasika.test`;
  const created = await api.post('/api/admin/signup', {
    headers: { Authorization: `Bearer ${developer.token}` },
    data: { email: later, password: STAFF_PASSWORD, role: 'subadmin', category: 'sweets', permissions: [] },
  });
  expect(created.status()).toBe(201);

  await backup.getByRole('button', { name: /^Restore…/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Restore from the backup of/ });
  await dialog.getByRole('combobox', { name: 'What to restore' }).selectOption({ label: 'Staff accounts (users)' });
  await dialog.getByRole('button', { name: 'Show the plan' }).click();
  const plan = dialog.getByRole('table', { name: 'Restore plan' });
  const users = plan.getByRole('row', { name: /^users/ });
  await expect(users.getByRole('cell')).toHaveText(['0', '0', '2']);
  await expect(users).toContainText(`email/${later}`);
  await expect(dialog.getByRole('status')).toHaveText('This restore writes or deletes 2 records. Nothing changes until you confirm.');
  expect(await staffEmails()).toContain(later);
  await expectNoSeriousA11yViolations(page, 'the restore plan');

  await dialog.getByRole('button', { name: 'Restore as planned' }).click();
  await expect(page.getByText(/^Restored from backup .*: 2 records written or deleted\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await staffEmails()).not.toContain(later);
});

test('at 360 px the list and the plan fit without sideways scrolling; the export downloads as a file', async ({ browser }) => {
  const page = await openBackups(browser, 360);
  const backup = page.getByRole('list', { name: 'Backups, newest first' }).getByRole('listitem').first();
  await expect(backup.getByText('Complete')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTargetsAtLeast24px(page);

  await backup.getByRole('button', { name: /^Restore…/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Restore from the backup of/ });
  await dialog.getByRole('button', { name: 'Show the plan' }).click();
  await expect(dialog.getByRole('table', { name: 'Restore plan' }).getByRole('row', { name: /^products/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Cancel' }).or(dialog.getByRole('button', { name: 'Close', exact: true })).first().click();

  await backup.getByRole('button', { name: /^Download export/ }).click();
  const download = page.getByRole('dialog', { name: /^Download the backup of/ });
  const file = page.waitForEvent('download');
  await download.getByRole('button', { name: 'Download' }).click();
  expect((await file).suggestedFilename()).toMatch(/^rasika-backup-\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z\.ndjson\.gz$/);
});
