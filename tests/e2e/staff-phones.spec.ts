/**
 * The staff screens on a phone (admin §3-§5 at 320 and 360 px): every screen of the staff dashboard
 * and the developer dashboard fits the width, with nothing to scroll sideways. Staff read
 * enquiries and edit products from their phones as often as from a desk. The screens that grant
 * permissions (issue #41) are also checked at a desk's 1280 px, with every control at least 24 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newStaffAccount, openDashboard, openDeveloperDashboard, sharedStaffUser } from './support/staff.ts';

test.describe.configure({ timeout: 60_000 });

const WIDTHS = [320, 360] as const;
const STAFF_SCREENS = ['', '/overview', '/products', '/products/new', '/account', '/visitor-data', '/content', '/content/diwali-sweets', '/content/diwali-sweets/items/kaju-katli', '/content/blog/new'] as const;
const DEVELOPER_SCREENS = ['', '/users', '/permissions', '/activity', '/blogs'] as const;

/** What sticks out past the right edge: the page's sideways scroll, and the element reaching furthest right. */
async function sidewaysScroll(page: Page): Promise<{ overflow: number; widest: string }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    let widest = '';
    let right = root.clientWidth;
    /** A table may scroll inside its own box: only what sticks out of the page itself counts. */
    const clipped = (element: HTMLElement) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (clipped(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right >= right - 0.5 && box.right > root.clientWidth + 0.5) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${element.className} (${Math.round(box.right)} px)`;
      }
    }
    return { overflow: root.scrollWidth - root.clientWidth, widest };
  });
}

for (const width of WIDTHS) {
  test(`ADMIN phones: every staff dashboard screen fits ${width} px`, async ({ page, request }) => {
    const user = await sharedStaffUser(request, { role: 'superadmin' });
    await page.setViewportSize({ width, height: 740 });
    for (const screen of STAFF_SCREENS) {
      await openDashboard(page, user, screen);
      await expect(page.getByRole('main')).not.toContainText(/Loading [a-z ]+\.\.\./);
      expect(await sidewaysScroll(page), `staff dashboard ${screen || '/'} at ${width} px`).toEqual({ overflow: 0, widest: '' });
    }
  });

  test(`DEV phones: every developer dashboard screen fits ${width} px`, async ({ page, request }) => {
    // A Sub Admin to list, so the users and permissions tables have rows with their switches.
    await sharedStaffUser(request, { role: 'subadmin', category: 'sweets' });
    await page.setViewportSize({ width, height: 740 });
    for (const screen of DEVELOPER_SCREENS) {
      await openDeveloperDashboard(page, request, screen);
      await expect(page.getByRole('main')).not.toContainText(/Loading [a-z ]+\.\.\./);
      expect(await sidewaysScroll(page), `developer dashboard ${screen || '/'} at ${width} px`).toEqual({ overflow: 0, widest: '' });
    }
  });
}

/** The visible controls inside `root` smaller than 24 × 24 px (WCAG 2.5.8), links inside running text aside. */
function smallTargets(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const controls = element.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])');
    return [...controls]
      .filter((control) => control.checkVisibility() && !(getComputedStyle(control).display === 'inline' && control.closest('p')))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (Math.round(box.width) < 24 || Math.round(box.height) < 24))
      .map(({ control, box }) => `${control.outerHTML.slice(0, 60)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
  });
}

for (const width of [320, 1280] as const) {
  test(`#41 DEV the Permissions tab and the user forms with every permission fit ${width} px, every control at least 24 px`, async ({ page, request }) => {
    const sub = await newStaffAccount(request, { role: 'subadmin', category: 'corporate', permissions: ['manage_content'] });
    await page.setViewportSize({ width, height: 740 });
    await openDeveloperDashboard(page, request, '/permissions');
    await expect(page.getByRole('switch', { name: `Edit site content for ${sub.email}` })).toBeChecked();
    expect(await sidewaysScroll(page), `permissions at ${width} px`).toEqual({ overflow: 0, widest: '' });
    expect(await smallTargets(page.getByRole('main')), `permissions at ${width} px`).toEqual([]);

    await openDeveloperDashboard(page, request, '/users');
    await page.getByRole('button', { name: 'Create User' }).click();
    const create = page.getByRole('dialog', { name: 'Create User' });
    await expect(create.getByRole('checkbox', { name: 'Can edit site content' })).toBeVisible();
    expect(await sidewaysScroll(page), `Create User at ${width} px`).toEqual({ overflow: 0, widest: '' });
    expect(await smallTargets(create), `Create User at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: 'Search by email' }).fill(sub.email);
    await page.getByRole('listitem', { name: sub.email, exact: true }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByRole('checkbox', { name: 'Can edit site content' })).toBeChecked();
    expect(await sidewaysScroll(page), `Edit User at ${width} px`).toEqual({ overflow: 0, widest: '' });
    expect(await smallTargets(edit), `Edit User at ${width} px`).toEqual([]);
  });
}
