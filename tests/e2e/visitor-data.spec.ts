/**
 * A visitor's right to erasure (issue #42 item 5): a superadmin opens Visitor data, finds a seeded
 * visitor by email, sees their enquiries, confirms the erasure (the confirmation names the counts), and
 * the list shows nothing after; the Contact Responses search no longer finds them. At 360 and 1280 px
 * nothing scrolls sideways and every control is at least 24 px; a subadmin has no such tab.
 */
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { DASHBOARD_PATH, openDashboard, sharedStaffUser, uniqueTag } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

async function seedVisitor(request: APIRequestContext, email: string, name: string): Promise<string[]> {
  const references: string[] = [];
  for (const [category, message] of [['sweets', 'Kaju katli for 40'], ['banquets & hotels', 'A hall for 200']] as const) {
    const res = await request.post('/api/contact/submit', { data: { name, email, phone: '+91 98765 43210', category, message } });
    expect(res.status(), await res.text()).toBe(201);
    references.push(((await res.json()) as { reference: string }).reference);
  }
  return references;
}

/** Sideways scroll of the page, and the controls smaller than 24 × 24 px (WCAG 2.2 target size). */
async function layoutProblems(page: Page): Promise<{ overflow: number; small: string[] }> {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    small: [...document.querySelectorAll<HTMLElement>('main button, main input, main a')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.width < 24 || box.height < 24) && getComputedStyle(element).display !== 'inline';
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  }));
}

for (const width of [360, 1280]) {
  test(`PRIVACY a superadmin finds a visitor by email and erases everything stored (${width} px)`, async ({ page, request }) => {
    const tag = uniqueTag();
    const email = `asha.${tag}@example.com`;
    const name = `Asha ${tag}`;
    const references = await seedVisitor(request, email, name);
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    await page.setViewportSize({ width, height: 800 });
    await openDashboard(page, user);

    await page.getByRole('link', { name: 'Visitor data' }).click();
    await expect(page).toHaveURL(`${DASHBOARD_PATH}/visitor-data`);
    await expect(page.getByRole('heading', { level: 2, name: 'Visitor data' })).toBeVisible();

    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('Enter an email address or a phone number.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const enquiries = page.getByRole('list', { name: 'Enquiries' }).getByRole('listitem');
    await expect(enquiries).toHaveCount(2);
    for (const reference of references) await expect(enquiries.filter({ hasText: reference })).toHaveCount(1);
    expect(await layoutProblems(page)).toEqual({ overflow: 0, small: [] });
    await expectNoSeriousA11yViolations(page, `visitor data at ${width} px`);

    await page.getByRole('button', { name: 'Erase all of this' }).click();
    const confirmation = page.getByRole('group', { name: /^Erase 2 enquiries, 0 alert records and the visitor's name in 0 activity log entries\?/ });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByRole('button', { name: 'Yes, erase' })).toBeFocused();
    expect(await layoutProblems(page)).toEqual({ overflow: 0, small: [] });
    await confirmation.getByRole('button', { name: 'Yes, erase' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Erased 2 enquiries' })).toBeVisible();
    await expect(page.getByText('Nothing is stored about this email or phone.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Enquiries' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Contact Responses' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(email);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await expect(page.getByText('No contact responses found.')).toBeVisible();
  });
}

test('PRIVACY a subadmin has no Visitor data tab, and its address says access is restricted', async ({ page, request }) => {
  const user = await sharedStaffUser(request, { role: 'subadmin', category: 'sweets' });
  await openDashboard(page, user);
  await expect(page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Visitor data' })).toHaveCount(0);
  await page.goto(`${DASHBOARD_PATH}/visitor-data`);
  await expect(page.getByRole('heading', { level: 2, name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText("Only a Super Admin can find and erase a visitor's data.")).toBeVisible();
});
