/**
 * The staff sign-in page: backend status, the form, each message, the stored session and the
 * way on per role (FEATURES LOGIN-01..08, ERR-10, ERR-11, G-31).
 */
import { expect as baseExpect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { DASHBOARD_PATH, DEVELOPER_PATH, LOGIN_PATH, sharedStaffUser, developerCredentials, uniqueTag } from './support/staff.ts';

// Staff pages wait on scrypt sign-ins and function cold starts: give each check more time.
const expect = baseExpect.configure({ timeout: 15_000 });

const email = (page: Page) => page.getByLabel('Email');
const password = (page: Page) => page.getByLabel('Password');
const signIn = (page: Page) => page.getByRole('button', { name: 'Sign In' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Backend status' });

async function fillAndSubmit(page: Page, address: string, secret: string): Promise<void> {
  await email(page).fill(address);
  await password(page).fill(secret);
  await signIn(page).click();
}

// Staff sign-in hashes with scrypt on purpose, so setting up users takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('LOGIN-01 LOGIN-04 the login page has a required email-type input, a required password and Sign In; it is noindex', async ({ page }) => {
  const res = await page.goto(LOGIN_PATH);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle('Staff sign-in | Rasika');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(res?.headers()['x-robots-tag']).toContain('noindex');
  await expect(email(page)).toHaveAttribute('type', 'email');
  await expect(email(page)).toHaveAttribute('required', '');
  await expect(password(page)).toHaveAttribute('type', 'password');
  await expect(password(page)).toHaveAttribute('required', '');
  await expect(signIn(page)).toBeEnabled();
  // No public header, footer or links on the staff shell.
  await expect(page.getByRole('link')).toHaveCount(0);
});

test('LOGIN-02 LOGIN-03 the backend status is online, offline on a 503, and Refresh checks again', async ({ page }) => {
  await page.goto(LOGIN_PATH);
  await expect(status(page)).toContainText('Online');
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, json: { ok: false, storage: 'unavailable' } }));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(status(page)).toContainText('Offline');
  await page.unroute('**/api/health');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(status(page)).toContainText('Online');
});

test('LOGIN-02 the status reads checking while the health call is on its way', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/health', async (route: Route) => {
    await held;
    await route.fulfill({ status: 200, json: { ok: true, storage: 'ok' } });
  });
  await page.goto(LOGIN_PATH);
  await expect(status(page)).toContainText('Checking...');
  release();
  await expect(status(page)).toContainText('Online');
});

test('LOGIN-03 the backend status is polled every 30 s', async ({ page }) => {
  await page.clock.install();
  let calls = 0;
  let healthy = true;
  await page.route('**/api/health', (route) => {
    calls += 1;
    return healthy ? route.fulfill({ json: { ok: true, storage: 'ok' } }) : route.fulfill({ status: 503, json: { ok: false } });
  });
  await page.goto(LOGIN_PATH);
  await expect(status(page)).toContainText('Online');
  const before = calls;
  healthy = false;
  await page.clock.runFor(29_000);
  expect(calls).toBe(before);
  await page.clock.runFor(1_000);
  await expect(status(page)).toContainText('Offline');
  expect(calls).toBe(before + 1);
});

test('LOGIN-08 ERR-10 a wrong password shows "Invalid credentials. Please try again."', async ({ page }) => {
  await page.goto(LOGIN_PATH);
  await fillAndSubmit(page, `nobody-${uniqueTag()}@rasika.test`, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await expect(page).toHaveURL(LOGIN_PATH);
});

test('LOGIN-08 ERR-10 the server’s own message is shown (429 after five failures)', async ({ page, request }) => {
  const address = `throttled-${uniqueTag()}@rasika.test`;
  for (let i = 0; i < 5; i += 1) {
    expect((await request.post('/api/admin/login', { data: { email: address, password: 'nope-nope' } })).status()).toBe(401);
  }
  await page.goto(LOGIN_PATH);
  await fillAndSubmit(page, address, 'nope-nope');
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please try again in 15 minutes.');
});

test('LOGIN-08 ERR-10 a failure without a server message falls back to the invalid-credentials text', async ({ page }) => {
  await page.route('**/api/admin/login', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }));
  await page.goto(LOGIN_PATH);
  await fillAndSubmit(page, 'someone@rasika.test', 'whatever1');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
});

test('LOGIN-08 ERR-11 a network failure shows the network message', async ({ page }) => {
  await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
  await page.goto(LOGIN_PATH);
  await fillAndSubmit(page, 'someone@rasika.test', 'whatever1');
  await expect(page.getByRole('alert')).toHaveText('Network error. Please check your connection and try again.');
});

test('LOGIN-05 the button reads "Signing in..." and is disabled while submitting', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/login', async (route) => {
    await held;
    await route.fulfill({ status: 401, json: { message: 'Invalid credentials. Please try again.' } });
  });
  await page.goto(LOGIN_PATH);
  await fillAndSubmit(page, 'someone@rasika.test', 'whatever1');
  const busy = page.getByRole('button', { name: 'Signing in...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(signIn(page)).toBeEnabled();
  await expect(page.getByRole('alert')).toBeVisible();
});

test('LOGIN-06 LOGIN-07 an admin is stored under adminToken and adminInfo and goes to the dashboard', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'subadmin', category: 'sweets' });
  await page.goto(LOGIN_PATH);
  await fillAndSubmit(page, user.email, user.password);
  await expect(page).toHaveURL(DASHBOARD_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('adminToken'), info: localStorage.getItem('adminInfo') }));
  expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse(stored.info ?? 'null')).toMatchObject({ email: user.email, role: 'subadmin', category: 'sweets' });
});

test('LOGIN-07 a developer goes to /senement/dashboard', async ({ page }) => {
  const developer = developerCredentials();
  await page.goto(LOGIN_PATH);
  await fillAndSubmit(page, developer.email, developer.password);
  await expect(page).toHaveURL(DEVELOPER_PATH);
  const info = await page.evaluate(() => localStorage.getItem('adminInfo'));
  expect(JSON.parse(info ?? 'null')).toMatchObject({ email: developer.email, role: 'developer' });
});

test('LOGIN accessibility: the login page has no serious or critical axe violations', async ({ page }) => {
  await page.goto(LOGIN_PATH);
  await expect(status(page)).toContainText('Online');
  await fillAndSubmit(page, `nobody-${uniqueTag()}@rasika.test`, 'wrong-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
