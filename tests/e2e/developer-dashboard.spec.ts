/**
 * The developer dashboard's session, tabs, Overview, Blogs and accessibility (FEATURES DEV-01..04,
 * DEV-10, ERR-20, ERR-24, ROLE-01).
 */
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import {
  DASHBOARD_PATH, DEVELOPER_PATH, LOGIN_PATH, apiLogin, developerCredentials, developerSignedIn, openDeveloperDashboard, sharedStaffUser, storeSession,
} from './support/staff.ts';

// Staff pages wait on scrypt sign-ins and function cold starts: give each check more time.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const section = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Developer dashboard sections' });
const stored = (page: Page) => page.evaluate(() => ({ token: localStorage.getItem('adminToken'), info: localStorage.getItem('adminInfo') }));
// On a busy machine the local functions emulator is slow and calls left running pile up behind the next
// session check: let each tab finish loading before moving on.
const loaded = (page: Page) => expect(page.getByText(/^Loading /)).toHaveCount(0);
const statValue = (page: Page, group: string, label: string) =>
  page.locator(`dl[aria-label="${group}"] > div`).filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test.describe('session (DEV-01, ERR-24)', () => {
  test('DEV-01 ERR-24 without a stored token the developer area sends to the login', async ({ page }) => {
    await storeSession(page, null, { email: 'dev@rasika.test', role: 'developer', permissions: [], isActive: true });
    await page.goto(`${DEVELOPER_PATH}/users`);
    await expect(page).toHaveURL(LOGIN_PATH);
  });

  test('DEV-01 without stored adminInfo the developer area sends to the login', async ({ page, request }) => {
    await storeSession(page, (await developerSignedIn(request)).token, null);
    await page.goto(DEVELOPER_PATH);
    await expect(page).toHaveURL(LOGIN_PATH);
  });

  test('ERR-24 an invalid token is removed and the user sent to the login', async ({ page }) => {
    await storeSession(page, 'not.a.token', { email: 'dev@rasika.test', role: 'developer', permissions: [], isActive: true });
    await page.goto(DEVELOPER_PATH);
    await expect(page).toHaveURL(LOGIN_PATH);
    expect(await stored(page)).toEqual({ token: null, info: null });
  });

  test('DEV-01 ROLE-02 a superadmin opening the developer area goes to the admin dashboard', async ({ page, request }) => {
    const superadmin = await sharedStaffUser(request, { role: 'superadmin' });
    await storeSession(page, superadmin.token, superadmin.admin);
    await page.goto(`${DEVELOPER_PATH}/users`);
    await expect(page).toHaveURL(DASHBOARD_PATH);
  });

  test('ROLE-01 Logout clears the stored session and goes to the login', async ({ page, request }) => {
    // Logout ends the session on the server too (issue #15): sign in afresh, not with the shared session.
    const { email, password } = developerCredentials();
    const fresh = await apiLogin(request, email, password);
    await storeSession(page, fresh.token, fresh.admin);
    await page.goto(DEVELOPER_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Developer Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(LOGIN_PATH);
    expect(await stored(page)).toEqual({ token: null, info: null });
  });
});

const TABS = [['Overview', ''], ['Users', '/users'], ['Blogs', '/blogs'], ['Permissions', '/permissions'], ['Activity', '/activity'], ['Backups', '/backups']] as const;

test.describe('tabs (DEV-02)', () => {
  test('DEV-02 a click on each tab changes the URL; reload keeps the tab and back works', async ({ page, request }) => {
    await openDeveloperDashboard(page, request);
    await expect(section(page, 'Overview')).toBeVisible();
    await loaded(page);
    for (const [name, path] of TABS.slice(1)) {
      await tabs(page).getByRole('link', { name }).click();
      await expect(page).toHaveURL(`${DEVELOPER_PATH}${path}`);
      await expect(section(page, name)).toBeVisible();
      await expect(tabs(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await loaded(page);
    }
    await page.reload();
    await expect(section(page, 'Backups')).toBeVisible();
    await loaded(page);
    await page.goBack();
    await expect(page).toHaveURL(`${DEVELOPER_PATH}/activity`);
    await expect(section(page, 'Activity')).toBeVisible();
    await loaded(page);
    await page.goBack();
    await expect(section(page, 'Permissions')).toBeVisible();
    await page.goForward();
    await expect(section(page, 'Activity')).toBeVisible();
  });
});

test('DEV-03 DEV-04 the Overview cards match GET /api/admin/users and the blog analytics', async ({ page, request }) => {
  const usersAnswer = page.waitForResponse((res) => res.url().endsWith('/api/admin/users') && res.request().method() === 'GET');
  const blogsAnswer = page.waitForResponse((res) => res.url().endsWith('/api/admin/blog-analytics'));
  await openDeveloperDashboard(page, request);
  const { users } = (await (await usersAnswer).json()) as { users: { isActive: boolean }[] };
  const analytics = (await (await blogsAnswer).json()) as { summary: { total: number; published: number }; recentActivity: { title: string; status: string }[] };
  await expect(statValue(page, 'Totals', 'Total Users')).toHaveText(String(users.length));
  await expect(statValue(page, 'Totals', 'Active Users')).toHaveText(String(users.filter((u) => u.isActive).length));
  await expect(statValue(page, 'Totals', 'Total Blogs')).toHaveText(String(analytics.summary.total));
  await expect(statValue(page, 'Totals', 'Published Blogs')).toHaveText(String(analytics.summary.published));
  await expect(page.getByRole('heading', { level: 3, name: 'Recent Blog Activity' })).toBeVisible();
  const rows = page.getByRole('table', { name: /Recent Blog Activity/ }).getByRole('row');
  await expect(rows).toHaveCount(Math.min(5, analytics.recentActivity.length) + 1);
  const first = analytics.recentActivity[0];
  if (first) await expect(rows.nth(1)).toContainText(first.title);
  if (first) await expect(rows.nth(1)).toContainText(first.status);
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
});

test('DEV-10 the Blogs counts equal the API summary and Top Viewed Blogs shows a post after a view', async ({ page, request }) => {
  const token = (await developerSignedIn(request)).token;
  const before = (await (await request.get('/api/admin/blog-analytics', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    topViewedBlogs: { _id: string; views: number }[];
  };
  const published = (await (await request.get('/api/blogs')).json()) as { slug: string; title: string }[];
  const viewed = before.topViewedBlogs.find((post) => published.some((p) => p.slug === post._id))?._id ?? published[0]?.slug ?? '';
  const view = await request.post(`/api/blogs/${viewed}/view`, { data: { visitId: randomUUID() } });
  expect(view.status()).toBe(200);

  const answer = page.waitForResponse((res) => res.url().endsWith('/api/admin/blog-analytics'));
  await openDeveloperDashboard(page, request, '/blogs');
  const analytics = (await (await answer).json()) as {
    summary: Record<'total' | 'published' | 'draft' | 'archived', number>;
    topViewedBlogs: { _id: string; title: string; author: string; views: number; likes: number }[];
  };
  for (const [label, key] of [['Total', 'total'], ['Published', 'published'], ['Draft', 'draft'], ['Archived', 'archived']] as const) {
    await expect(statValue(page, 'Blog counts', label)).toHaveText(String(analytics.summary[key]));
  }
  const top = page.getByRole('table', { name: 'Top Viewed Blogs' });
  for (const column of ['Title', 'Author', 'Views', 'Likes']) await expect(top.getByRole('columnheader', { name: column })).toBeVisible();
  const post = analytics.topViewedBlogs.find((p) => p._id === viewed);
  expect(post?.views ?? 0).toBeGreaterThan(0);
  if (!post) throw new Error(`${viewed} is not among the top viewed posts`);
  await expect(top.getByRole('row').filter({ hasText: post.title }).getByRole('cell')).toHaveText([post.title, post.author, String(post.views), String(post.likes)]);
});

test('ERR-20 a data load failure says "Failed to fetch data"', async ({ page, request }) => {
  await page.route('**/api/admin/blog-analytics', (route) => route.abort('connectionreset'));
  await openDeveloperDashboard(page, request, '/blogs');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch data');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('each tab by URL, and accessibility (DEV-02, DEV-16)', () => {
  for (const [name, path] of TABS) {
    test(`DEV-02 DEV-16 ${name} opens by its own URL and has no serious or critical axe violations`, async ({ page, request }) => {
      await openDeveloperDashboard(page, request, path);
      await expect(section(page, name)).toBeVisible();
      await expect(tabs(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
      await loaded(page);
      await expectNoSeriousA11yViolations(page, name);
    });
  }

  test('DEV-16 the open Create User modal has no serious or critical axe violations', async ({ page, request }) => {
    await openDeveloperDashboard(page, request, '/users');
    await loaded(page);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('dialog', { name: 'Create User' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Create User modal');
  });
});
