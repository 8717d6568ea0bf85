/**
 * The admin dashboard's session flow, tabs and contact responses (FEATURES ADM-01..12, RESP-01..06,
 * ERR-12, ERR-23, ERR-24, G-05, G-24, G-34).
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import {
  DASHBOARD_PATH,
  DEVELOPER_PATH,
  LOGIN_PATH,
  createStaffUser,
  sharedStaffUser,
  developerCredentials,
  apiLogin,
  openDashboard,
  storeSession,
  submitEnquiry,
  uniqueTag,
} from './support/staff.ts';

// Staff pages wait on scrypt sign-ins and function cold starts: give each check more time.
const expect = baseExpect.configure({ timeout: 15_000 });

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin Dashboard' });
const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('adminToken'), info: localStorage.getItem('adminInfo') }));

// Staff sign-in hashes with scrypt on purpose, so setting up users takes a while on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('session', () => {
  test('ADM-04 ERR-24 without a stored adminToken the dashboard sends to the login', async ({ page }) => {
    await storeSession(page, null, { email: 'x@rasika.test', role: 'subadmin', permissions: [], isActive: true });
    await page.goto(`${DASHBOARD_PATH}/products`);
    await expect(page).toHaveURL(LOGIN_PATH);
  });

  test('ADM-05 without stored adminInfo the dashboard sends to the login', async ({ page, request }) => {
    const user = await sharedStaffUser(request, { role: 'subadmin', category: 'corporate' });
    await storeSession(page, user.token, null);
    await page.goto(DASHBOARD_PATH);
    await expect(page).toHaveURL(LOGIN_PATH);
  });

  test('ADM-06 ERR-24 an invalid token is removed and the user sent to the login', async ({ page }) => {
    await storeSession(page, 'not.a.token', { email: 'x@rasika.test', role: 'superadmin', permissions: [], isActive: true });
    await page.goto(DASHBOARD_PATH);
    await expect(page).toHaveURL(LOGIN_PATH);
    expect(await storedSession(page)).toEqual({ token: null, info: null });
  });

  test('ADM-02 ADM-03 ADM-07 G-34 a verify that gets no answer keeps the token and offers Retry', async ({ page, request }) => {
    const user = await sharedStaffUser(request, { role: 'subadmin', category: 'sweets' });
    await storeSession(page, user.token, user.admin);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/verify', async (route) => {
      await held;
      await route.abort('connectionreset');
    });
    await page.goto(DASHBOARD_PATH);
    await expect(page.getByTestId('dashboard-skeleton')).toBeVisible();
    await expect(heading(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('alert')).toHaveText('Authentication error. Please try logging out and back in.');
    expect((await storedSession(page)).token).toBe(user.token);
    await page.unroute('**/api/admin/verify');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(heading(page)).toBeVisible();
  });

  test('ADM-01 ADM-09 Logout clears the stored session and goes to the login', async ({ page, request }) => {
    // Logout ends the session on the server too (issue #15), so it gets a session of its own.
    const user = await createStaffUser(request, { role: 'subadmin', category: 'sweets' });
    await openDashboard(page, user);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(LOGIN_PATH);
    expect(await storedSession(page)).toEqual({ token: null, info: null });
  });

  test('a developer landing on the admin dashboard goes to /senement/dashboard', async ({ page, request }) => {
    const { email, password } = developerCredentials();
    const developer = await apiLogin(request, email, password);
    await storeSession(page, developer.token, developer.admin);
    await page.goto(DASHBOARD_PATH);
    await expect(page).toHaveURL(DEVELOPER_PATH);
  });
});

test.describe('contact responses', () => {
  test('RESP-01 RESP-02 RESP-04 ADM-08 a superadmin sees every category, the chips and can filter', async ({ page, request }) => {
    const tag = uniqueTag();
    await submitEnquiry(request, { name: `Sweets ${tag}`, category: 'sweets', message: `Two kilos of kaju katli ${tag}` });
    await submitEnquiry(request, { name: `Corporate ${tag}`, category: 'corporate', message: `Diwali boxes for the office ${tag}` });
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    await openDashboard(page, user);
    await expect(page.getByRole('heading', { name: 'Contact Form Responses' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Responses' })).toHaveAttribute('aria-current', 'page');
    const table = page.getByRole('table');
    for (const column of ['Name', 'Email', 'Phone', 'Category', 'Message', 'Received']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(table.getByRole('row', { name: new RegExp(`Sweets ${tag}`) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`Corporate ${tag}`) })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(chips).toHaveText(['all', 'sweets', 'restaurants & catering', 'corporate', 'banquets & hotels']);
    await page.getByRole('button', { name: 'corporate', exact: true }).click();
    await expect(page.getByRole('button', { name: 'corporate', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(table.getByRole('row', { name: new RegExp(`Corporate ${tag}`) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`Sweets ${tag}`) })).toHaveCount(0);
    await page.getByRole('button', { name: 'all', exact: true }).click();
    await expect(table.getByRole('row', { name: new RegExp(`Sweets ${tag}`) })).toBeVisible();
  });

  test('RESP-06 G-05 ADM-10 ADM-11 a subadmin of one category sees only theirs, no chips, and the restricted products screens', async ({ page, request }) => {
    const tag = uniqueTag();
    await submitEnquiry(request, { name: `Banquet ${tag}`, category: 'banquets & hotels', message: `A hall for 300 guests ${tag}` });
    await submitEnquiry(request, { name: `Sweets ${tag}`, category: 'sweets', message: `Kaju katli for a wedding ${tag}` });
    const user = await sharedStaffUser(request, { role: 'subadmin', category: 'banquets & hotels' });
    await openDashboard(page, user);
    await expect(page.getByRole('row', { name: new RegExp(`Banquet ${tag}`) })).toBeVisible();
    await expect(page.getByText(`Sweets ${tag}`)).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Filter by category' })).toHaveCount(0);
    const restrictedTab = page.getByRole('button', { name: 'Manage Products (Access Restricted)' });
    await expect(restrictedTab).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Manage Products' })).toHaveCount(0);

    for (const path of ['/products', '/products/new', '/products/edit/some-id']) {
      await page.goto(`${DASHBOARD_PATH}${path}`);
      await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
      await expect(page.getByText("You don't have permission to access the Manage Products section.")).toBeVisible();
      await expect(page.getByText('Contact your administrator if you need access to this feature.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Go to Contact Responses' }).click();
    await expect(page).toHaveURL(DASHBOARD_PATH);
    await expect(page.getByRole('heading', { name: 'Contact Form Responses' })).toBeVisible();
  });

  test('RESP-03 G-05 a subadmin without a category sees the hint and the empty state', async ({ page, request }) => {
    const user = await sharedStaffUser(request, { role: 'subadmin' });
    await openDashboard(page, user);
    await expect(page.getByText('No category assigned. Contact your administrator.')).toBeVisible();
    await expect(page.getByText('No contact responses found.')).toBeVisible();
  });

  test('RESP-02 narrow screens get cards, and what a visitor typed is shown as text', async ({ page, request }) => {
    const tag = uniqueTag();
    const markup = `<img src=x onerror="window.__pwned=1"> <b>${tag}</b>`;
    await submitEnquiry(request, { name: `Gifting ${tag}`, category: 'gifting', message: markup });
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page, user);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Gifting ${tag}` }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(markup)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('RESP-05 ERR-12 the fetch is tried three times, then the toast', async ({ page, request }) => {
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    let calls = 0;
    await page.route((url) => url.pathname === '/api/contact', (route) => {
      calls += 1;
      return route.fulfill({ status: 503, json: { message: 'Storage is unavailable.' } });
    });
    await openDashboard(page, user);
    await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Failed to load responses. Please refresh the page.');
    expect(calls).toBe(3);
  });
});

test('ADM-08 ADM-12 the tabs route inside the island; back and forward work', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await openDashboard(page, user);
  await page.getByRole('link', { name: 'Manage Products' }).click();
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products`);
  await expect(page.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Contact Responses' })).not.toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'New Product' }).click();
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products/new`);
  await expect(page.getByRole('heading', { name: 'New Product' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Manage Products' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Contact Form Responses' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(`${DASHBOARD_PATH}/products`);
});

test('ADM accessibility: the dashboard has no serious or critical axe violations', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'superadmin' });
  await openDashboard(page, user);
  await expect(page.getByRole('heading', { name: 'Contact Form Responses' })).toBeVisible();
  await expect(page.getByText('Loading responses...')).toHaveCount(0);
  for (const path of ['', '/products', '/products/new']) {
    if (path) await page.goto(`${DASHBOARD_PATH}${path}`);
    await expect(heading(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page, path || '/');
  }
});
