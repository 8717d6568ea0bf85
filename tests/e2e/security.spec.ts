/**
 * Issue #15 in the browser: a strict Content-Security-Policy on every page with zero
 * violations while the public pages and both dashboards work; frame-ancestors 'none'; no
 * secret staff path in any public file of dist/; logout ends the session on the server; the
 * Change password screen; the developer's Set password action.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  apiLogin, DASHBOARD_PATH, DEVELOPER_PATH, LOGIN_PATH, newStaffAccount, openDashboard, openDeveloperDashboard, STAFF_PASSWORD,
} from './support/staff.ts';

/** Collects CSP violations (the event and the console report) from the first script on. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Answers the public API calls from fixtures, so the pages settle (network idle) at once however
 * slow the local functions are; the policy under test is the pages' own.
 */
async function fastApi(page: Page): Promise<void> {
  await page.route('**/api/products/search/suggestions**', (route) =>
    route.fulfill({ json: [{ id: 'kaju-katli', name: 'Kaju Katli', image: '/favicon-light.svg', category: 'Diwali Collection' }] }),
  );
  await page.route(/\/api\/products(\/categories)?(\?.*)?$/, (route) => route.fulfill({ json: [] }));
  await page.route('**/api/blogs/*/*', (route) => route.fulfill({ json: { views: 3, likes: 1 } }));
}

const PUBLIC_PAGES = ['/', '/about', '/contact', '/catering-events', '/hotels-banquet', '/mithai', '/mithai/shop', '/corporate-gifting', '/product/gift-1', '/blog'];

test.describe('Content-Security-Policy (issue #15 item 3)', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} carries a hash-based policy and frame-ancestors none, and reports no violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      await fastApi(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy).toMatch(/script-src 'self' 'sha256-/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('islands still work under the policy: the header search suggests and the shop lists sweets', async ({ page }) => {
    const violations = await watchCsp(page);
    await fastApi(page);
    await page.goto('/mithai/shop');
    await expect(page.getByText('Showing 15 of 46 products')).toBeVisible();
    await page.getByRole('combobox', { name: 'Search sweets' }).fill('kaju');
    await expect(page.getByRole('listbox', { name: 'Sweet suggestions' }).getByRole('option').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('both dashboards work with zero violations', async ({ page, request }) => {
    const violations = await watchCsp(page);
    await openDeveloperDashboard(page, request, '/users');
    await expect(page.getByRole('list', { name: 'Staff users' })).toBeVisible();
    const account = await newStaffAccount(request, { role: 'superadmin' });
    await openDashboard(page, await apiLogin(request, account.email, STAFF_PASSWORD), '/products');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('secret staff paths (issue #15 item 4)', () => {
  // Every file of the build is checked by html-answers.spec.ts (issue #45).
  test('a browser that never signed in sees a signed-out notice on the developer area, no link to the login', async ({ page }) => {
    await page.goto(DEVELOPER_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible();
    await expect(page.getByText('Please sign in on the staff sign-in page to open the developer dashboard.')).toBeVisible();
    expect(await page.content()).not.toContain(LOGIN_PATH);
  });
});

test.describe('sessions and passwords in the dashboards (issue #15 item 2)', () => {
  test('Logout ends the session on the server: the old token is refused afterwards', async ({ page, request }) => {
    const account = await newStaffAccount(request, { role: 'subadmin', category: 'sweets' });
    const session = await apiLogin(request, account.email, STAFF_PASSWORD);
    await openDashboard(page, session);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(LOGIN_PATH);
    const verify = await request.get('/api/admin/verify', { headers: { Authorization: `Bearer ${session.token}` } });
    expect(verify.status()).toBe(401);
  });

  test('Change password: the confirmation must match, other sessions end, this one stays', async ({ page, request }) => {
    const account = await newStaffAccount(request, { role: 'subadmin', category: 'gifting' });
    const elsewhere = await apiLogin(request, account.email, STAFF_PASSWORD);
    await openDashboard(page, await apiLogin(request, account.email, STAFF_PASSWORD));
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(`${DASHBOARD_PATH}/account`);
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();

    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel('New password', { exact: true }).fill('Kesar-peda-evening-42');
    await page.getByLabel('Confirm new password').fill('Kesar-peda-evening-4');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The two new passwords do not match.')).toBeVisible();

    // The wrong current password and the weak-password answers are covered by tests/api/sessions.test.ts.
    await page.getByLabel('Current password').fill(STAFF_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Kesar-peda-evening-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('region', { name: 'Change password' }).getByRole('status')).toHaveText('Password changed. You are still signed in here; other sessions have ended.');

    expect((await request.get('/api/admin/verify', { headers: { Authorization: `Bearer ${elsewhere.token}` } })).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('the developer sets a new password for a staff user, who then signs in with it', async ({ page, request }) => {
    const account = await newStaffAccount(request, { role: 'subadmin', category: 'corporate' });
    await openDeveloperDashboard(page, request, '/users');
    await page.getByRole('searchbox', { name: 'Search by email' }).fill(account.email);
    await page.getByRole('button', { name: `Set password ${account.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Set password' });
    await dialog.getByLabel('New password').fill('short');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(dialog.getByText('Use at least 12 characters for the password.')).toBeVisible();
    await dialog.getByLabel('New password').fill('Sunnundalu-for-the-team-8');
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Password set. The user\u2019s sessions have ended.')).toBeVisible();
    expect((await request.post('/api/admin/login', { data: { email: account.email, password: 'Sunnundalu-for-the-team-8' } })).status()).toBe(200);
  });
});
