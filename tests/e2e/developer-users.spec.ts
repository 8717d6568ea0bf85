/**
 * The developer dashboard's Users tab: the list, search and role filter, the Create User and Edit
 * User modals with the permissions, Activate/Deactivate and Delete (FEATURES DEV-05..09, DEV-12..19,
 * ERR-21, ERR-23, G-04; issue #41).
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  developerCredentials, developerToken, newStaffAccount, openDeveloperDashboard, recordDialogs, uniqueTag,
} from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

interface Account { _id: string; email: string; role: string; category?: string; permissions: string[]; isActive: boolean }

async function accountById(request: APIRequestContext, id: string): Promise<Account | undefined> {
  const res = await request.get('/api/admin/users', { headers: { Authorization: `Bearer ${await developerToken(request)}` } });
  return ((await res.json()) as { users: Account[] }).users.find((user) => user._id === id);
}

const userList = (page: Page) => page.getByRole('list', { name: 'Staff users' });
const card = (page: Page, email: string) => userList(page).getByRole('listitem', { name: email, exact: true });
const toasts = (page: Page) => page.getByRole('status', { name: 'Notifications' });

async function showOnly(page: Page, email: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(email);
  await expect(userList(page).getByRole('listitem')).toHaveCount(1);
}

test('DEV-05 DEV-06 DEV-08 DEV-09 the list with search and role filter; developers have no Delete', async ({ page, request }) => {
  const tag = uniqueTag();
  const sub = await newStaffAccount(request, { role: 'subadmin', category: 'corporate', email: `e2e-list-${tag}-a@rasika.test` });
  await newStaffAccount(request, { role: 'superadmin', email: `e2e-list-${tag}-b@rasika.test` });
  await openDeveloperDashboard(page, request, '/users');
  const role = page.getByRole('combobox', { name: 'Role' });
  await expect(role.locator('option')).toHaveText(['All Roles', 'Developer', 'Super Admin', 'Sub Admin']);
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(`LIST-${tag}`);
  await expect(userList(page).getByRole('listitem')).toHaveCount(2);
  const subCard = card(page, sub.email);
  for (const text of [sub._id, 'Sub Admin', 'corporate', 'Active', 'Never']) await expect(subCard).toContainText(text);
  for (const action of ['Edit', 'Deactivate', 'Delete']) await expect(subCard.getByRole('button', { name: action })).toBeVisible();
  await expect(card(page, `e2e-list-${tag}-b@rasika.test`).getByRole('definition').nth(2)).toHaveText('-');
  await role.selectOption('superadmin');
  await expect(userList(page).getByRole('listitem')).toHaveCount(1);
  await expect(card(page, `e2e-list-${tag}-b@rasika.test`)).toContainText('Super Admin');
  await role.selectOption('subadmin');
  await expect(card(page, sub.email)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by email' }).fill(`nobody-${tag}`);
  await expect(page.getByText('No users match.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by email' }).fill('');
  await role.selectOption('developer');
  const developer = card(page, developerCredentials().email);
  await expect(developer).toContainText('Developer');
  await expect(developer.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(developer.getByRole('button', { name: /Delete|Deactivate/ })).toHaveCount(0);
  await expect(userList(page).getByRole('button', { name: /Delete/ })).toHaveCount(0);
});

test('DEV-07 DEV-12..14 DEV-16 Create User: checks, the server message, the new user on top, a fresh form', async ({ page, request }) => {
  const existing = await newStaffAccount(request, { role: 'subadmin' });
  const email = `e2e-create-${uniqueTag()}@rasika.test`;
  await openDeveloperDashboard(page, request, '/users');
  await expect(userList(page).getByRole('listitem').first()).toBeVisible();
  const opener = page.getByRole('button', { name: 'Create User' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width ?? 999).toBeLessThanOrEqual(512);
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(dialog.getByLabel('Role')).toHaveValue('subadmin');
  await expect(dialog.getByLabel('Role').locator('option')).toHaveText(['Sub Admin', 'Super Admin']);
  await expect(dialog.getByLabel('Category').locator('option')).toHaveText(['No category', 'sweets', 'restaurants & catering', 'corporate', 'banquets & hotels', 'gifting']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Use at least 12 characters for the password.')).toBeVisible();
  await dialog.getByLabel('Password').fill('long-enough-1');
  await dialog.getByLabel('Email').fill(existing.email);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A user with this email already exists.');

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Category').selectOption('sweets');
  await expect(dialog.getByRole('checkbox', { name: 'Can manage products' })).toBeChecked();
  await dialog.getByLabel('Role').selectOption('superadmin');
  await expect(dialog.getByRole('checkbox', { name: 'Can manage products' })).toHaveCount(0);
  await dialog.getByLabel('Role').selectOption('subadmin');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog).toBeHidden();
  await expect(userList(page).getByRole('listitem').first()).toHaveAccessibleName(email);
  await expect(toasts(page)).toContainText('User created successfully.');
  await expect(opener).toBeFocused();
  const id = (await card(page, email).getAttribute('data-user-id')) ?? '';
  expect(await accountById(request, id)).toMatchObject({ email, role: 'subadmin', category: 'sweets', permissions: ['manage_products'] });

  await opener.click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByLabel('Role')).toHaveValue('subadmin');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('DEV-15 Edit User: email read-only, saves category and status; a developer keeps the role', async ({ page, request }) => {
  const sub = await newStaffAccount(request, { role: 'subadmin', category: 'corporate' });
  await openDeveloperDashboard(page, request, '/users');
  await showOnly(page, sub.email);
  const edit = card(page, sub.email).getByRole('button', { name: 'Edit' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(sub.email);
  await expect(dialog.getByLabel('Email')).not.toBeEditable();
  await expect(dialog.getByLabel('Role')).toBeEnabled();
  await dialog.getByLabel('Category').selectOption('gifting');
  await dialog.getByLabel('Status').selectOption('inactive');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(card(page, sub.email)).toContainText('gifting');
  await expect(card(page, sub.email)).toContainText('Inactive');
  await expect(toasts(page)).toContainText('User updated successfully.');
  expect(await accountById(request, sub._id)).toMatchObject({ category: 'gifting', isActive: false });

  await showOnly(page, developerCredentials().email);
  await card(page, developerCredentials().email).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Role')).toBeDisabled();
  await expect(dialog.getByLabel('Role')).toHaveValue('developer');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('#41 DEV-12 DEV-15 the user forms grant manage_content to a Sub Admin, each permission on its own', async ({ page, request }) => {
  const email = `e2e-content-${uniqueTag()}@rasika.test`;
  await openDeveloperDashboard(page, request, '/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const create = page.getByRole('dialog', { name: 'Create User' });
  const permissions = create.getByRole('group', { name: 'Permissions' });
  await expect(permissions.getByRole('checkbox')).toHaveCount(2);
  await expect(permissions.locator('label')).toHaveText(['Can manage products', 'Can edit site content']);
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('Password').fill('long-enough-1');
  await create.getByLabel('Category').selectOption('corporate');
  await create.getByRole('checkbox', { name: 'Can edit site content' }).check();
  await create.getByLabel('Role').selectOption('superadmin');
  await expect(create.getByText('Super Admins can always manage products and edit site content.')).toBeVisible();
  await expect(create.getByRole('checkbox')).toHaveCount(0);
  await create.getByLabel('Role').selectOption('subadmin');
  await expect(create.getByRole('checkbox', { name: 'Can edit site content' })).toBeChecked();
  await expect(create.getByRole('checkbox', { name: 'Can manage products' })).not.toBeChecked();
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create).toBeHidden();
  const id = (await card(page, email).getAttribute('data-user-id')) ?? '';
  expect((await accountById(request, id))?.permissions).toEqual(['manage_content']);

  await showOnly(page, email);
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await card(page, email).getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByRole('checkbox', { name: 'Can edit site content' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Can manage products' })).not.toBeChecked();
  await edit.getByRole('checkbox', { name: 'Can manage products' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toasts(page)).toContainText('User updated successfully.');
  expect((await accountById(request, id))?.permissions).toEqual(['manage_products', 'manage_content']);

  await card(page, email).getByRole('button', { name: 'Edit' }).click();
  await expect(edit.getByRole('checkbox', { name: 'Can manage products' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Can edit site content' }).uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect.poll(async () => (await accountById(request, id))?.permissions).toEqual(['manage_products']);
});

test('DEV-17 ERR-21 Activate/Deactivate toggles the status; a failure falls back to its message', async ({ page, request }) => {
  const sub = await newStaffAccount(request, { role: 'subadmin' });
  await openDeveloperDashboard(page, request, '/users');
  await showOnly(page, sub.email);
  await card(page, sub.email).getByRole('button', { name: /^Deactivate/ }).click();
  await expect(card(page, sub.email).getByRole('button', { name: /^Activate/ })).toBeVisible();
  await expect(card(page, sub.email)).toContainText('Inactive');
  expect((await accountById(request, sub._id))?.isActive).toBe(false);
  await card(page, sub.email).getByRole('button', { name: /^Activate/ }).click();
  await expect(card(page, sub.email).getByRole('button', { name: /^Deactivate/ })).toBeVisible();
  await expect(card(page, sub.email).getByText('Active', { exact: true })).toBeVisible();

  await page.route('**/api/admin/users/*/role', (route) => route.fulfill({ status: 500, body: '' }));
  await card(page, sub.email).getByRole('button', { name: /^Deactivate/ }).click();
  await expect(toasts(page)).toContainText('Failed to update user status');
  await expect(card(page, sub.email).getByText('Active', { exact: true })).toBeVisible();
});

test('DEV-18 ERR-23 Delete asks first, then removes the row; a 403 asks to log in again', async ({ page, request }) => {
  const sub = await newStaffAccount(request, { role: 'subadmin' });
  let answers = 0;
  const messages = recordDialogs(page, () => (answers++ === 0 ? 'dismiss' : 'accept'));
  await openDeveloperDashboard(page, request, '/users');
  await showOnly(page, sub.email);
  await card(page, sub.email).getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => messages).toEqual(['Are you sure you want to delete this user?']);
  await expect(card(page, sub.email)).toBeVisible();
  await card(page, sub.email).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, sub.email)).toHaveCount(0);
  expect(messages).toEqual(['Are you sure you want to delete this user?', 'Are you sure you want to delete this user?']);
  expect(await accountById(request, sub._id)).toBeUndefined();

  const other = await newStaffAccount(request, { role: 'subadmin' });
  await page.reload();
  await showOnly(page, other.email);
  await page.route(`**/api/admin/users/${other._id}`, (route) => route.fulfill({ status: 403, json: { message: 'You do not have permission to do this.' } }));
  await card(page, other.email).getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page)).toContainText('Authentication expired or insufficient permissions. Please log out and log back in.');
  await expect(card(page, other.email)).toBeVisible();
});
