/**
 * The developer dashboard's Permissions and Activity tabs: manage_products and manage_content per
 * Sub Admin, each on its own and live at once, and the audit trail filtered by user (FEATURES G-04,
 * ROLE-04, ROLE-05, DEV-11 made real; issue #41).
 */
import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { developerCredentials, developerToken, newStaffAccount, openDeveloperDashboard } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

async function permissionsOf(request: APIRequestContext, id: string): Promise<string[] | undefined> {
  const res = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${await developerToken(request)}` } });
  return ((await res.json()) as { users: { _id: string; permissions: string[] }[] }).users.find((user) => user._id === id)?.permissions;
}

test('G-04 ROLE-04 Permissions grants and withdraws manage_products per Sub Admin at once', async ({ page, request }) => {
  const sub = await newStaffAccount(request, { role: 'subadmin', category: 'corporate' });
  const superadmin = await newStaffAccount(request, { role: 'superadmin' });
  await openDeveloperDashboard(page, request, '/permissions');
  const table = page.getByRole('table', { name: 'Permissions' });
  const toggle = table.getByRole('switch', { name: `Manage products for ${sub.email}` });
  await expect(toggle).not.toBeChecked();
  await expect(table.getByRole('row').filter({ hasText: superadmin.email })).toContainText('Always allowed');
  await expect(table.getByRole('row').filter({ hasText: developerCredentials().email })).toHaveCount(0);

  const granted = page.waitForResponse((res) => res.url().endsWith(`/api/admin/users/${sub._id}/role`) && res.request().method() === 'PUT');
  await toggle.click();
  expect((await granted).status()).toBe(200);
  await expect(toggle).toBeChecked();
  expect(await permissionsOf(request, sub._id)).toEqual(['manage_products']);

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => permissionsOf(request, sub._id)).toEqual([]);
});

test('#41 G-04 Permissions grants manage_content to a Sub Admin; each switch keeps the other permission', async ({ page, request }) => {
  const sub = await newStaffAccount(request, { role: 'subadmin', category: 'corporate' });
  const superadmin = await newStaffAccount(request, { role: 'superadmin' });
  await openDeveloperDashboard(page, request, '/permissions');
  await expect(page.getByText(
    'Choose which Sub Admins may manage products or edit site content; each is granted on its own. A change applies at once. '
    + 'Super Admins can always manage products and edit site content.',
  )).toBeVisible();
  const table = page.getByRole('table', { name: 'Permissions' });
  await expect(table.getByRole('columnheader')).toHaveText(['User', 'Role', 'Category', 'Status', 'Manage products', 'Edit site content']);
  await expect(table.getByRole('row').filter({ hasText: superadmin.email }).getByRole('cell')).toHaveText([
    superadmin.email, 'Super Admin', '-', 'Active', 'Always allowed', 'Always allowed',
  ]);
  const products = table.getByRole('switch', { name: `Manage products for ${sub.email}` });
  const content = table.getByRole('switch', { name: `Edit site content for ${sub.email}` });
  await expect(content).not.toBeChecked();

  const saved = () => page.waitForResponse((res) => res.url().endsWith(`/api/admin/users/${sub._id}/role`) && res.request().method() === 'PUT');
  let answer = saved();
  await content.click();
  expect((await answer).status()).toBe(200);
  await expect(content).toBeChecked();
  await expect(products).not.toBeChecked();
  expect(await permissionsOf(request, sub._id)).toEqual(['manage_content']);

  answer = saved();
  await products.click();
  expect((await answer).status()).toBe(200);
  await expect(products).toBeChecked();
  await expect(content).toBeChecked();
  expect(await permissionsOf(request, sub._id)).toEqual(['manage_products', 'manage_content']);

  answer = saved();
  await content.click();
  expect((await answer).status()).toBe(200);
  await expect(content).not.toBeChecked();
  await expect(products).toBeChecked();
  expect(await permissionsOf(request, sub._id)).toEqual(['manage_products']);

  await page.reload();
  await expect(products).toBeChecked();
  await expect(content).not.toBeChecked();
});

test('Activity shows a user just created as "Created user", newest first, and filters by user', async ({ page, request }) => {
  const sub = await newStaffAccount(request, { role: 'subadmin' });
  const developerEmail = developerCredentials().email;
  await openDeveloperDashboard(page, request, '/activity');
  const table = page.getByRole('table', { name: 'Staff changes, newest first' });
  for (const column of ['When', 'Who', 'What', 'Target', 'Details']) await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  const created = table.getByRole('row').filter({ hasText: sub.email });
  await expect(created).toHaveCount(1);
  await expect(created.getByRole('cell')).toHaveText([/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/, developerEmail, 'Created user', sub.email, 'role subadmin']);

  const filter = page.getByRole('combobox', { name: 'Filter by user' });
  await filter.selectOption({ label: sub.email });
  await expect(page.getByText('No activity yet.')).toBeVisible();
  await filter.selectOption({ label: developerEmail });
  await expect(created).toHaveCount(1);
  const who = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(who)).toEqual(new Set([developerEmail]));
  await filter.selectOption({ label: 'All users' });
  await expect(created).toHaveCount(1);
});
