/**
 * The staff screens on a phone (admin §3-§5 at 320 and 360 px): every screen of the staff dashboard
 * and the developer dashboard fits the width, with nothing to scroll sideways. Staff read
 * enquiries and edit products from their phones as often as from a desk.
 */
import { expect, test, type Page } from '@playwright/test';
import { openDashboard, openDeveloperDashboard, sharedStaffUser } from './support/staff.ts';

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
