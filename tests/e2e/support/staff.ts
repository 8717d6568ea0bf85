/**
 * Staff helpers for the browser tests: the seeded developer's credentials (environment, else
 * .netlify/local-secrets.json written by scripts/local-env.mjs), API sign-in, uniquely named
 * staff users made through POST /api/admin/signup, a signed-in page, dialogs and enquiries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Dialog, type Page } from '@playwright/test';

export const LOGIN_PATH = process.env.ADMIN_LOGIN_PATH || '/staff-login';
export const DASHBOARD_PATH = process.env.ADMIN_DASHBOARD_PATH || '/staff-dashboard';
export const DEVELOPER_PATH = '/senement/dashboard';
export const STAFF_PASSWORD = 'Rasika-e2e-password-1';

export function developerCredentials(): { email: string; password: string } {
  const email = process.env.DEVELOPER_EMAIL || 'developer@mithaihouse.local';
  const fromFile = () => {
    const secrets = JSON.parse(readFileSync(join(process.cwd(), '.netlify', 'local-secrets.json'), 'utf8')) as { DEVELOPER_PASSWORD?: string };
    if (!secrets.DEVELOPER_PASSWORD) throw new Error('No DEVELOPER_PASSWORD in .netlify/local-secrets.json');
    return secrets.DEVELOPER_PASSWORD;
  };
  return { email, password: process.env.DEVELOPER_PASSWORD || fromFile() };
}

export interface SignedIn {
  token: string;
  admin: { _id: string; email: string; role: string; category?: string; permissions: string[] };
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<SignedIn> {
  const res = await request.post('/api/admin/login', { data: { email, password } });
  expect(res.status(), `login of ${email}`).toBe(200);
  return (await res.json()) as SignedIn;
}

let developerSession: SignedIn | undefined;

/** The seeded developer's session, signed in once per worker (sign-in is deliberately slow: scrypt). */
export async function developerSignedIn(request: APIRequestContext): Promise<SignedIn> {
  const { email, password } = developerCredentials();
  developerSession ??= await apiLogin(request, email, password);
  return developerSession;
}

/** The developer's token, signed in once per worker. */
export async function developerToken(request: APIRequestContext): Promise<string> {
  return (await developerSignedIn(request)).token;
}

export interface StaffUser extends SignedIn {
  email: string;
  password: string;
}

export interface NewStaff {
  role: 'superadmin' | 'subadmin';
  category?: string;
  permissions?: string[];
}

/** A new staff account (unique email unless given) made through the API, not signed in. */
export async function newStaffAccount(request: APIRequestContext, staff: NewStaff & { email?: string }): Promise<{ _id: string; email: string }> {
  const email = staff.email ?? `e2e-${staff.role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@rasika.test`;
  const res = await request.post('/api/admin/signup', {
    headers: { Authorization: `Bearer ${await developerToken(request)}` },
    data: { email, password: STAFF_PASSWORD, role: staff.role, category: staff.category, permissions: staff.permissions ?? [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { user: { _id: string; email: string } }).user;
}

/** A new staff user with a unique email, signed in through the API. */
export async function createStaffUser(request: APIRequestContext, staff: NewStaff): Promise<StaffUser> {
  const { email } = await newStaffAccount(request, staff);
  return { ...(await apiLogin(request, email, STAFF_PASSWORD)), email, password: STAFF_PASSWORD };
}

const sharedUsers = new Map<string, StaffUser>();

/** A user shared by the tests of one worker that do not change it (saves the slow sign-ins). */
export async function sharedStaffUser(request: APIRequestContext, staff: NewStaff): Promise<StaffUser> {
  const key = JSON.stringify(staff);
  const known = sharedUsers.get(key);
  if (known) return known;
  const user = await createStaffUser(request, staff);
  sharedUsers.set(key, user);
  return user;
}

/** Changes a user through the developer API (e.g. takes a permission away). */
export async function updateStaffUser(request: APIRequestContext, id: string, change: Record<string, unknown>): Promise<void> {
  const res = await request.put(`/api/admin/users/${id}/role`, {
    headers: { Authorization: `Bearer ${await developerToken(request)}` },
    data: change,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Puts a session into localStorage the way the login page does. */
export async function storeSession(page: Page, token: string | null, admin: unknown): Promise<void> {
  await page.goto(LOGIN_PATH);
  // The login page records the staff paths for the developer area (issue #15 item 4); keep them.
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await page.evaluate(
    ([t, a]) => {
      const paths = localStorage.getItem('staffPaths');
      localStorage.clear();
      if (paths !== null) localStorage.setItem('staffPaths', paths);
      if (t !== null) localStorage.setItem('adminToken', t);
      if (a !== null) localStorage.setItem('adminInfo', JSON.stringify(a));
    },
    [token, admin ?? null] as const,
  );
}

/** Opens a dashboard path as this user and waits for the verified dashboard. */
export async function openDashboard(page: Page, user: SignedIn, subPath = ''): Promise<void> {
  await storeSession(page, user.token, user.admin);
  await page.goto(`${DASHBOARD_PATH}${subPath}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
}

/** Opens a developer dashboard path as the seeded developer and waits for the verified dashboard. */
export async function openDeveloperDashboard(page: Page, request: APIRequestContext, subPath = ''): Promise<void> {
  const developer = await developerSignedIn(request);
  await storeSession(page, developer.token, developer.admin);
  await page.goto(`${DEVELOPER_PATH}${subPath}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Developer Dashboard' })).toBeVisible({ timeout: 20_000 });
}

/** Records every alert/confirm message and answers it (accept unless told otherwise). */
export function recordDialogs(page: Page, answer: (dialog: Dialog) => 'accept' | 'dismiss' = () => 'accept'): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (answer(dialog) === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  return messages;
}

export interface EnquiryInput {
  name: string;
  category: string;
  message: string;
}

export async function submitEnquiry(request: APIRequestContext, enquiry: EnquiryInput): Promise<string> {
  const res = await request.post('/api/contact/submit', {
    data: { ...enquiry, email: 'guest@example.com', phone: '+91 98490 12345' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A short unique tag for names in this run. */
export const uniqueTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
