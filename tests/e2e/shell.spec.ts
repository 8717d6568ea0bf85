/**
 * The page shell on every public page: header navigation and dropdowns, section logos, the mobile
 * menu, the announcement bar, the footer, favicons and the 404 page (FEATURES SHELL, STORE).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { scrollToEnd, scrollToY } from './support/scrolling.ts';

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/catering-events',
  '/hotels-banquet',
  '/mithai',
  '/mithai/shop',
  '/corporate-gifting',
] as const;

interface SectionContent {
  name: string;
  logo: string;
  social: { instagram: string; facebook: string };
}

/** Expected section data straight from the content file the site is built from. */
const siteContent = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/site/site.json'), 'utf8')) as {
  sections: Record<'sweets' | 'hospitality' | 'group', SectionContent>;
};
const SECTION_OF_ROUTE: Record<(typeof PUBLIC_ROUTES)[number], keyof typeof siteContent.sections> = {
  '/': 'group',
  '/about': 'group',
  '/contact': 'group',
  '/catering-events': 'hospitality',
  '/hotels-banquet': 'hospitality',
  '/mithai': 'sweets',
  '/mithai/shop': 'sweets',
  '/corporate-gifting': 'sweets',
};

const ANNOUNCEMENT = 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!';

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const footer = (page: Page) => page.getByRole('contentinfo');
const announcementLink = (page: Page) => page.getByRole('link', { name: ANNOUNCEMENT });

/**
 * Waits until the announcement bar is shown and its 200 ms entrance has ended. A click (or a focus)
 * during the entrance asks the browser to scroll the bar into view while it is still moving, and it
 * scrolled to the top of the page, the bar's place in the sticky header, which hides the bar again.
 */
async function announcementShown(page: Page): Promise<void> {
  await expect(announcementLink(page)).toBeVisible();
  await expect.poll(() => announcementLink(page).evaluate((link) => link.closest('[data-announcement]')?.getAnimations().length)).toBe(0);
}

async function expectFocusInside(container: Locator): Promise<void> {
  expect(await container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

test.describe('shell on every public page (desktop)', () => {
  for (const path of PUBLIC_ROUTES) {
    test(`SHELL-01 SHELL-08 SHELL-15 SHELL-16 STORE-01 STORE-02 ${path} has the header, navigation and footer`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/ \| Rasika$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const nav = mainNav(page);
      await expect(nav.getByRole('button').or(nav.getByRole('link'))).toHaveText([
        'Catering & Events',
        'Hotels & Banquet',
        'Mithai',
        'About',
        'Contact',
        'Corporate Gifting',
      ]);
      await expect(nav.getByRole('button', { name: 'Catering & Events' })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('button', { name: 'Hotels & Banquet' })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Mithai', exact: true })).toHaveAttribute('href', '/mithai');
      await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
      await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Corporate Gifting' })).toHaveAttribute(
        'href',
        '/corporate-gifting',
      );

      const section = siteContent.sections[SECTION_OF_ROUTE[path]];
      const bottom = footer(page);
      await expect(bottom.getByText('Open all days 8:00 AM-11:00 PM')).toBeVisible();
      await expect(bottom.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', section.social.instagram);
      await expect(bottom.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', section.social.facebook);

      const sindhiColony = bottom.getByRole('listitem').filter({ hasText: 'Sweets and restaurant store, Sindhi Colony' });
      await expect(sindhiColony).toContainText('8:00 AM-11:00 PM');
      await expect(sindhiColony).toContainText('8:00 AM-12:00 AM');
      await expect(sindhiColony.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
      const rtcXRoads = bottom.getByRole('listitem').filter({ hasText: 'Hotel and banquets site, RTC X Roads' });
      await expect(rtcXRoads).toContainText('7:00 AM-11:00 PM');
      await expect(rtcXRoads).toContainText('7:00 AM-12:00 AM');
      await expect(rtcXRoads.getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    });
  }

  test('SHELL-07 favicons switch with the colour scheme and are served', async ({ page, request }) => {
    await page.goto('/');
    const light = page.locator('link[rel="icon"][media="(prefers-color-scheme: light)"]');
    const dark = page.locator('link[rel="icon"][media="(prefers-color-scheme: dark)"]');
    await expect(light).toHaveAttribute('href', '/favicon-light.png');
    await expect(dark).toHaveAttribute('href', '/favicon-dark.png');
    // No other icon link competes with the pair (a browser picks the closest size, whatever its scheme).
    await expect(page.locator('link[rel="icon"]')).toHaveCount(2);
    const drawn: string[] = [];
    for (const href of ['/favicon-light.png', '/favicon-dark.png']) {
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/png');
      // Issue #14: PNGs (an SVG favicon is drawn as an SVG document on the page's main thread), 64 x 64.
      const png = Buffer.from(await response.body());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 64]);
      drawn.push(png.toString('base64'));
    }
    expect(drawn[0]).not.toBe(drawn[1]);
  });

  test('page head has description, canonical and Open Graph tags', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Rasika');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About Us | Rasika');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('header dropdowns', () => {
  test('SHELL-08 Catering & Events opens by click, lists its anchors and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Catering & Events' });
    await expect(nav.getByRole('link', { name: 'Catering', exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Catering', exact: true })).toHaveAttribute('href', '/catering-events#catering');
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('href', '/catering-events#events');

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('SHELL-08 Hotels & Banquet works by keyboard and its items go to the page anchors', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: 'Hotels & Banquet' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Hotel', exact: true })).toHaveAttribute('href', '/hotels-banquet#hotel');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const banquet = nav.getByRole('link', { name: 'Banquet & Luxury Stay' });
    await expect(banquet).toBeFocused();
    await expect(banquet).toHaveAttribute('href', '/hotels-banquet#banquet-luxury-stay');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/hotels-banquet#banquet-luxury-stay$/);
    await expect(page.locator('#banquet-luxury-stay')).toBeInViewport();
    await expect(page.locator('#hotel')).toBeAttached();
  });

  test('SHELL-08 opening one dropdown closes the other; a click outside closes it; tabbing away closes it', async ({
    page,
  }) => {
    await page.goto('/contact');
    const nav = mainNav(page);
    const catering = nav.getByRole('button', { name: 'Catering & Events' });
    const hotels = nav.getByRole('button', { name: 'Hotels & Banquet' });

    await catering.click();
    await hotels.click();
    await expect(catering).toHaveAttribute('aria-expanded', 'false');
    await expect(hotels).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).click();
    await expect(hotels).toHaveAttribute('aria-expanded', 'false');

    await catering.click();
    await page.keyboard.press('Tab'); // Catering
    await page.keyboard.press('Tab'); // Events
    await page.keyboard.press('Tab'); // Hotels & Banquet
    await expect(hotels).toBeFocused();
    await expect(catering).toHaveAttribute('aria-expanded', 'false');
  });

  test('SHELL-08 the Events item lands on the events section of the catering page', async ({ page }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Catering & Events' }).click();
    await nav.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/catering-events#events$/);
    await expect(page.locator('#events')).toBeInViewport();
    await expect(page.locator('#catering')).toBeAttached();
  });
});

for (const width of [360, 1280]) {
  test(`issue #14 CLS at ${width} px: a page painted while its header bar is half parsed shows the controls only once the bar is complete`, async ({ page, request }) => {
    // A slow phone may paint mid-parse; the controls sit against those after them, so drawn early they would move.
    await page.setViewportSize({ width, height: 844 });
    const html = await (await request.get('/mithai/shop')).text();
    const banner = page.getByRole('banner');
    const enquiryLink = banner.getByRole('link', { name: /^Enquiry list/ });
    const search = banner.getByRole('combobox', { name: 'Search sweets' });
    for (const cutBefore of ['data-header-search', 'data-enquiry-list-link', 'class="menu-button"', '<dialog id="mobile-menu"']) {
      const end = html.indexOf(cutBefore);
      expect(end).toBeGreaterThan(0);
      await page.route('**/half-parsed', (route) => route.fulfill({ contentType: 'text/html', body: html.slice(0, end) }));
      await page.goto('/half-parsed');
      await expect(banner.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeAttached();
      await expect(banner.getByRole('link', { name: /, home page$/ })).toBeVisible();
      for (const control of [mainNav(page), enquiryLink, search]) await expect(control, `cut before ${cutBefore}`).toBeHidden();
      await page.unroute('**/half-parsed');
    }
    await page.goto('/mithai/shop');
    await expect(search).toBeVisible();
    if (width >= 1150) await expect(mainNav(page)).toBeVisible();
    else await expect(banner.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  });
}

test.describe('logo and social links by route section', () => {
  const cases = [
    { path: '/mithai', section: 'sweets' },
    { path: '/hotels-banquet', section: 'hospitality' },
    { path: '/about', section: 'group' },
  ] as const;

  for (const { path, section } of cases) {
    test(`SHELL-14 SHELL-16 ${path} shows the ${section} logo and social links`, async ({ page }) => {
      const expected = siteContent.sections[section];
      await page.goto(path);
      const logo = page.getByRole('banner').getByRole('link', { name: `${expected.name}, home page` });
      await expect(logo).toHaveAttribute('href', '/');
      await expect(logo.locator('svg')).toHaveAttribute('data-logo', expected.logo);
      await expect(footer(page).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', expected.social.instagram);
      await expect(footer(page).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', expected.social.facebook);
    });
  }

  test('issue #16: the catering page\'s header names its own brand, as its hero does, with the hospitality social links', async ({ page }) => {
    const hospitality = siteContent.sections.hospitality as SectionContent & { pages: Record<string, { name: string; logo: string }> };
    const catering = hospitality.pages['catering-events'];
    expect(catering?.name).toBe('Rasika Catering & Events');
    await page.goto('/catering-events');
    const logo = page.getByRole('banner').getByRole('link', { name: `${catering?.name}, home page` });
    await expect(logo).toBeVisible();
    await expect(logo.locator('svg')).toHaveAttribute('data-logo', catering?.logo ?? '');
    await expect(page.getByRole('main').getByText(catering?.name ?? '', { exact: true }).first()).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', hospitality.social.instagram);
  });

  const brands = [
    { path: '/catering-events', name: 'Rasika Catering & Events' },
    { path: '/hotels-banquet', name: siteContent.sections.hospitality.name },
    { path: '/mithai', name: siteContent.sections.sweets.name },
    { path: '/', name: siteContent.sections.group.name },
  ];
  // One test per width: each loads the four brands' pages once.
  for (const width of [320, 360, 390, 768, 900, 1024, 1150, 1280, 1440]) {
    test(`issue #16: every brand fits its header at ${width} px: the catering name on one or two lines, no name cut short, the bar as tall as the others' and clear of the controls`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const heights = new Set<number>();
      for (const brand of brands) {
        await page.goto(brand.path);
        const logo = page.getByRole('banner').getByRole('link', { name: `${brand.name}, home page` }).first();
        const fit = await logo.evaluate((link) => {
          const name = link.querySelector<HTMLElement>('.logo__name');
          const bar = link.parentElement;
          if (!name || !bar) return undefined;
          const next = [...bar.children].find((child) => child !== link && child.getBoundingClientRect().width > 0 && child.getBoundingClientRect().left >= link.getBoundingClientRect().left);
          return {
            lines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
            cut: name.scrollWidth > name.clientWidth + 1,
            overlap: next ? name.getBoundingClientRect().right > next.getBoundingClientRect().left : false,
            bar: Math.round(bar.getBoundingClientRect().height),
          };
        });
        expect(fit, `${brand.path} at ${width} px`).toBeDefined();
        expect(fit?.lines, `${brand.name} at ${width} px: lines`).toBeGreaterThanOrEqual(1);
        expect(fit?.lines, `${brand.name} at ${width} px: lines`).toBeLessThanOrEqual(brand.path === '/catering-events' ? 2 : 1);
        expect(fit?.cut, `${brand.name} at ${width} px: cut short`).toBe(false);
        expect(fit?.overlap, `${brand.name} at ${width} px: runs into the next control`).toBe(false);
        heights.add(fit?.bar ?? 0);
      }
      expect([...heights], `header bar heights at ${width} px`).toHaveLength(1);
    });
  }

  test('SHELL-14 SHELL-16 the three sections use different logos and social links', () => {
    const sections = Object.values(siteContent.sections);
    expect(new Set(sections.map((section) => section.logo)).size).toBe(3);
    expect(new Set(sections.map((section) => section.social.instagram)).size).toBe(3);
    expect(new Set(sections.map((section) => section.social.facebook)).size).toBe(3);
  });

  test('SHELL-16 social links open in a new tab safely', async ({ page }) => {
    await page.goto('/');
    const instagram = footer(page).getByRole('link', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('announcement bar', () => {
  // SHELL-12 timed out about once in 550 tests on CI: its click found the bar hidden after a scroll
  // "into view" (issue #14 note). A failing test prints what the page held then, for the next diagnosis.
  test.afterEach(async ({ page }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const state = await page
      .evaluate(() => ({
        scrollY: window.scrollY,
        barHidden: document.querySelector<HTMLElement>('[data-announcement]')?.hidden,
        dismissed: Object.keys(sessionStorage).filter((key) => key.startsWith('announcement')),
        focused: document.activeElement?.outerHTML.slice(0, 120),
        url: location.href,
      }))
      .catch((error: unknown) => String(error));
    console.log(`${testInfo.title}: page state when it failed: ${JSON.stringify(state)}`);
  });

  test('SHELL-11 SHELL-13 is hidden at the top, still hidden at 10 px, shown past 10 px', async ({ page }) => {
    await page.goto('/about');
    const canScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(canScroll).toBeGreaterThan(20);
    const link = announcementLink(page);
    await expect(link).toBeHidden();

    await scrollToY(page, 10);
    await expect(link).toBeHidden();

    await scrollToY(page, 11);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/contact?campaign=diwali-2026-bulk-orders');

    await scrollToY(page, 0);
    await expect(link).toBeHidden();
  });

  test('SHELL-13 appears when the visitor scrolls with the mouse wheel', async ({ page }) => {
    await page.goto('/');
    await expect(announcementLink(page)).toBeHidden();
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 10);
    await expect(announcementLink(page)).toBeVisible();
  });

  test('SHELL-13 a page opened at a link further down shows it without another scroll', async ({ page }) => {
    await page.goto('/hotels-banquet#full-menu');
    await page.waitForFunction(() => window.scrollY > 10);
    await expect(announcementLink(page)).toBeVisible();
  });

  test('SHELL-11 its link goes to the contact page', async ({ page }) => {
    await page.goto('/mithai');
    await scrollToY(page, 200);
    await announcementShown(page);
    await announcementLink(page).click();
    await expect(page).toHaveURL(/\/contact\?campaign=diwali-2026-bulk-orders$/);
  });

  test('SHELL-12 once dismissed it stays gone, also after navigating to another page', async ({ page, browser, baseURL }) => {
    await page.goto('/about');
    await scrollToY(page, 100);
    await announcementShown(page);

    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(announcementLink(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Dismiss announcement' })).toBeHidden();
    await scrollToY(page, 300);
    await expect(announcementLink(page)).toBeHidden();

    await page.goto('/mithai');
    await scrollToY(page, 200);
    await expect(announcementLink(page)).toBeHidden();

    // A new visit (a fresh browser session) shows it again.
    const context = await browser.newContext(baseURL === undefined ? {} : { baseURL });
    const fresh = await context.newPage();
    await fresh.goto('/mithai');
    await scrollToY(fresh, 200);
    await expect(announcementLink(fresh)).toBeVisible();
    await context.close();
  });
});

test.describe('navigation', () => {
  test('SHELL-06 following a link starts the next page at the top', async ({ page }) => {
    await page.goto('/about');
    const quickLinks = footer(page).getByRole('navigation', { name: 'Quick links' });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(10);
    await scrollToEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(10);
    await quickLinks.getByRole('link', { name: 'Mithai', exact: true }).click();
    await expect(page).toHaveURL(/\/mithai$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mithai' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('SHELL-09 opens full screen, keeps focus inside, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveAttribute('aria-controls', 'mobile-menu');

    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);

    const menuNav = dialog.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Catering', '/catering-events#catering'],
      ['Events', '/catering-events#events'],
      ['Hotel', '/hotels-banquet#hotel'],
      ['Banquet & Luxury Stay', '/hotels-banquet#banquet-luxury-stay'],
      ['Mithai', '/mithai'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Corporate Gifting', '/corporate-gifting'],
    ] as const) {
      await expect(menuNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    // Page scroll is locked while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Tab from the last item wraps to the first; Shift+Tab from the first goes to the last.
    const focusable = dialog.locator('a[href], button');
    const count = await focusable.count();
    await focusable.last().focus();
    await page.keyboard.press('Tab');
    await expect(focusable.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(focusable.last()).toBeFocused();
    for (let step = 0; step < count + 2; step += 1) {
      await page.keyboard.press('Tab');
      await expectFocusInside(dialog);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('SHELL-09 the close button closes the menu and a chosen anchor link is followed', async ({ page }) => {
    await page.goto('/catering-events');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await dialog.getByRole('link', { name: 'Events', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/catering-events#events$/);
    await expect(page.locator('#events')).toBeInViewport();
  });

  test('SHELL-11 SHELL-13 the announcement bar also works on a phone', async ({ page }) => {
    await page.goto('/mithai');
    await expect(announcementLink(page)).toBeHidden();
    await scrollToY(page, 50);
    await expect(announcementLink(page)).toBeVisible();
  });
});

test.describe('404 page', () => {
  test('SHELL-05 an unknown path answers 404 with the sweet not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Sweet Page Not Found | Rasika');
    await expect(page.getByRole('heading', { level: 1, name: 'Sweet Page Not Found' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Explore Sweets' })).toHaveAttribute('href', '/mithai');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(mainNav(page).getByRole('link', { name: 'Mithai', exact: true })).toBeVisible();

    await main.getByRole('link', { name: 'Explore Sweets' }).click();
    await expect(page).toHaveURL(/\/mithai$/);
  });
});
