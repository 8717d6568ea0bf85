/**
 * Issue #16 on phones: long lists show their first items and a "See all" that reveals the rest in
 * place (with or without JavaScript), taps made before an island's code has arrived are not lost,
 * the home gift gallery names, prices and links every box, and card grids and galleries keep full
 * rows at every width.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { WIDTHS } from '../../scripts/layout-routes.mjs';
import { formatTimeRange, type TimeRange } from '../../src/lib/site/opening-hours.ts';
import { gridProblems } from './support/grid-problems.ts';
import { hydrated } from './support/storefront.ts';

const PHONE = { width: 390, height: 844 };
const content = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../content', path), 'utf8')) as unknown;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const shown = (cards: Locator) => cards.filter({ visible: true });

/** Every list that "See all" shortens on phones: page, section, its cards, how many show, how many there are. */
const SHORTENED = [
  { path: '/', section: 'Our Hospitality', cards: 'h3', limit: 2, total: 4, control: 'See all 4 ways to stay and dine' },
  { path: '/', section: 'Diwali Gift Boxes', cards: 'li h3', limit: 4, total: 6, control: 'See all 6 gift boxes' },
  { path: '/', section: 'Visit Us', cards: 'article', limit: 1, total: 2, control: 'See all 2 stores' },
  { path: '/hotels-banquet', section: 'Signature Experiences', cards: 'h3', limit: 2, total: 4, control: 'See all 4 experiences' },
  { path: '/hotels-banquet', section: 'Our Hospitality', cards: 'h3', limit: 2, total: 4, control: 'See all 4 ways to stay and dine' },
  { path: '/hotels-banquet', section: 'From Rasika Sweets', cards: 'article', limit: 2, total: 6, control: 'See all 6 sweets and hampers' },
  { path: '/catering-events', section: 'Complete Event Solutions', cards: 'li:has(> .package__name)', limit: 1, total: 3, control: 'See all 3 packages' },
  { path: '/catering-events', section: 'Additional Services', cards: 'h3', limit: 2, total: 6, control: 'See all 6 services' },
  { path: '/catering-events', section: 'Why Choose Rasika Catering & Events', cards: 'h3', limit: 2, total: 6, control: 'See all 6 reasons' },
  { path: '/catering-events', section: 'What Our Clients Say', cards: 'figure', limit: 1, total: 3, control: 'See all 3 reviews' },
  { path: '/catering-events', section: 'Frequently Asked Questions', cards: 'details', limit: 3, total: 5, control: 'See all 5 questions' },
  { path: '/corporate-gifting', section: 'Frequently Asked Questions', cards: 'details', limit: 3, total: 5, control: 'See all 5 questions' },
  { path: '/shipping-guide', section: 'In Hyderabad', cards: 'li', limit: 6, total: 16, control: 'See all 16 sweets' },
  { path: '/shipping-guide', section: 'Other Indian cities', cards: 'li', limit: 6, total: 50, control: 'See all 50 sweets' },
  { path: '/shipping-guide', section: 'Abroad', cards: 'li', limit: 6, total: 14, control: 'See all 14 sweets' },
] as const;

test.describe('"See all" on phones', () => {
  test.use({ viewport: PHONE });

  for (const list of SHORTENED) {
    test(`${list.path} "${list.section}": ${list.limit} of ${list.total} at first, "${list.control}" shows every one in place and "Show fewer" folds them again`, async ({ page }) => {
      await page.goto(list.path);
      const section = region(page, list.section);
      const cards = section.locator(list.cards === 'h3' ? 'li h3' : list.cards);
      await expect(cards).toHaveCount(list.total);
      await expect(shown(cards)).toHaveCount(list.limit);
      const control = section.getByRole('button', { name: list.control, exact: true });
      await expect(control).toHaveAttribute('aria-expanded', 'false');
      await control.click();
      await expect(shown(cards)).toHaveCount(list.total);
      const fewer = section.getByRole('button', { name: 'Show fewer', exact: true });
      await expect(fewer).toHaveAttribute('aria-expanded', 'true');
      expect(new URL(page.url()).hash).toBe('');
      await fewer.click();
      await expect(shown(cards)).toHaveCount(list.limit);
      await expect(control).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('without JavaScript "See all" is a link that still reveals the rest', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/catering-events');
    const section = region(page, 'Additional Services');
    await expect(shown(section.locator('li h3'))).toHaveCount(2);
    await section.getByRole('link', { name: 'See all 6 services', exact: true }).click();
    await expect(shown(section.locator('li h3'))).toHaveCount(6);
    await context.close();
  });

  test('tablets and desktops show every card and no "See all"', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/catering-events');
    const section = region(page, 'Additional Services');
    await expect(shown(section.locator('li h3'))).toHaveCount(6);
    await expect(section.getByRole('button', { name: /^See all/ })).toBeHidden();
  });
});

test.describe('the gift quote builder on a phone', () => {
  test.use({ viewport: PHONE });

  /** Every gift's box field, folded or not (`shown` keeps the visible ones). */
  const quoteGifts = (page: Page) => page.getByRole('form', { name: 'Gift quote builder' }).getByRole('list', { name: 'Gifts' }).getByRole('spinbutton', { includeHidden: true });

  test('lists the first three gifts, "See all 19 gifts" shows every box field, and a gift with boxes stays shown after "Show fewer"', async ({ page }) => {
    await page.goto('/corporate-gifting');
    const form = page.getByRole('form', { name: 'Gift quote builder' });
    await hydrated(form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }));
    await expect(quoteGifts(page)).toHaveCount(19);
    await expect(shown(quoteGifts(page))).toHaveCount(3);
    const seeAll = form.getByRole('button', { name: 'See all 19 gifts', exact: true });
    await expect(seeAll).toHaveAttribute('aria-expanded', 'false');
    await seeAll.click();
    await expect(shown(quoteGifts(page))).toHaveCount(19);
    const last = form.getByRole('spinbutton', { name: 'Boxes of Signature Grand Hamper' });
    await last.fill('30');
    await form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }).fill('12');
    await form.getByRole('button', { name: 'Show fewer', exact: true }).click();
    await expect(shown(quoteGifts(page))).toHaveCount(4);
    await expect(last).toBeVisible();
    await expect(last).toHaveValue('30');
    await expect(form.getByRole('status').filter({ hasText: '42 boxes' })).toBeVisible();
    await expect(form.getByRole('table').getByRole('cell', { name: 'Signature Grand Hamper', exact: true })).toBeVisible();
    await last.fill('');
    await expect(shown(quoteGifts(page))).toHaveCount(3);
  });

  test('a quote shared by its address shows its gifts even when they are past the first three', async ({ page }) => {
    await page.goto('/corporate-gifting');
    const form = page.getByRole('form', { name: 'Gift quote builder' });
    await hydrated(form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }));
    await form.getByRole('button', { name: 'See all 19 gifts', exact: true }).click();
    await form.getByRole('spinbutton', { name: 'Boxes of Sohan Halwa Heritage Tin' }).fill('10');
    await form.getByRole('spinbutton', { name: 'Boxes of Festive Namkeen Trio' }).fill('25');
    await page.reload();
    await hydrated(form.getByRole('spinbutton', { name: 'Boxes of Classic Kaju Katli Box' }));
    await expect(form.getByRole('spinbutton', { name: 'Boxes of Festive Namkeen Trio' })).toHaveValue('25');
    await expect(form.getByRole('spinbutton', { name: 'Boxes of Festive Namkeen Trio' })).toBeVisible();
    await expect(shown(quoteGifts(page))).toHaveCount(4);
  });

  test('tablets and desktops list all 19 gifts and no "See all"', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/corporate-gifting');
    const form = page.getByRole('form', { name: 'Gift quote builder' });
    await expect(shown(quoteGifts(page))).toHaveCount(19);
    await expect(form.getByRole('button', { name: /^See all/ })).toBeHidden();
  });
});

test.describe('taps before the code arrives', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  /**
   * Holds the scripts whose address matches `file` back, as a slow phone network would, until the
   * test calls the function returned: the tap lands before the code however busy the machine is.
   */
  async function holdBack(page: Page, file: RegExp): Promise<() => void> {
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(file, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  /** Holds an island's code back. */
  const slowIsland = (page: Page, component: string) => holdBack(page, new RegExp(`/${component}\\.[\\w-]+\\.js$`));

  const island = (locator: Locator) => locator.locator('xpath=ancestor::astro-island[1]');

  test('the Diwali Book opens on a tap made right after scrolling to it, before it is live', async ({ page }) => {
    const release = await slowIsland(page, 'DiwaliBook');
    await page.goto('/mithai');
    const open = page.getByRole('button', { name: 'Tap to open the Diwali Book' });
    await open.scrollIntoViewIfNeeded();
    await expect(island(open)).toHaveAttribute('ssr', '');
    await open.tap();
    release();
    const book = page.getByRole('region', { name: 'Diwali Book', exact: true });
    await expect(book.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('"See all 19 gifts" tapped before the quote builder is live shows every gift', async ({ page }) => {
    const release = await slowIsland(page, 'GiftQuote');
    await page.goto('/corporate-gifting');
    const seeAll = page.getByRole('button', { name: 'See all 19 gifts', exact: true });
    await seeAll.scrollIntoViewIfNeeded();
    await expect(island(seeAll)).toHaveAttribute('ssr', '');
    await seeAll.tap();
    release();
    await expect(page.getByRole('button', { name: 'Show fewer', exact: true })).toBeVisible();
    await expect(shown(page.getByRole('list', { name: 'Gifts' }).getByRole('spinbutton'))).toHaveCount(19);
  });

  /** Holds a framework-free element's script back (issue #14: tabs, the gift pager, the hotel's veil, menu and gallery); the page's load event waits for it. */
  const slowScript = (page: Page, component: string) => holdBack(page, new RegExp(`/${component}\\.astro_astro_type_script[\\w.-]*\\.js$`));

  test('a catering tab tapped before its script has run shows its service once it has', async ({ page }) => {
    const release = await slowScript(page, 'Tabs');
    // Not to the load event, which waits for the held-back script.
    await page.goto('/catering-events', { waitUntil: 'commit' });
    const tab = page.getByRole('tab', { name: 'Family Celebrations' });
    await tab.scrollIntoViewIfNeeded();
    await expect(tab.locator('xpath=ancestor::tab-set[1]')).not.toHaveAttribute('data-ready');
    await tab.tap();
    release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Family Celebrations' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Wedding Catering' })).toHaveAttribute('aria-selected', 'false');
  });

  test('the hotel veil tapped before its script has run opens once it has', async ({ page }) => {
    const release = await slowScript(page, 'HotelVeil');
    await page.goto('/hotels-banquet', { waitUntil: 'commit' });
    const veil = page.getByRole('button', { name: 'Welcome to Rasika Grand Tap to enter' });
    await expect(page.locator('hotel-veil')).not.toHaveAttribute('data-ready');
    await veil.tap();
    release();
    await expect(veil).toHaveCount(0);
    await expect(page.locator('#hotel').getByRole('link', { name: 'Book a Table', exact: true })).toBeVisible();
  });

  test('a gallery tab tapped before its script has run switches the gallery once it has', async ({ page }) => {
    const release = await slowScript(page, 'Tabs');
    await page.goto('/hotels-banquet', { waitUntil: 'commit' });
    const tab = page.getByRole('tab', { name: 'Luxury Stay' });
    await tab.scrollIntoViewIfNeeded();
    await expect(tab.locator('xpath=ancestor::tab-set[1]')).not.toHaveAttribute('data-ready');
    await tab.tap();
    release();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(region(page, 'Gallery').getByRole('link', { name: 'Plan Your Stay', exact: true })).toBeVisible();
  });

  test('a gallery picture tapped before its script has run opens in the viewer once it has', async ({ page }) => {
    const release = await slowScript(page, 'Gallery');
    await page.goto('/hotels-banquet', { waitUntil: 'commit' });
    const picture = region(page, 'Gallery').getByRole('button', { name: /^Open in full screen: / }).first();
    await picture.scrollIntoViewIfNeeded();
    await expect(page.locator('photo-gallery')).not.toHaveAttribute('data-ready');
    await picture.tap();
    release();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  });

  test('the "Full Menu" toggle tapped before its script has run opens the menu once it has', async ({ page }) => {
    const release = await slowScript(page, 'MenuPanel');
    await page.goto('/hotels-banquet', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Full Menu', exact: true });
    await toggle.scrollIntoViewIfNeeded();
    await expect(page.locator('menu-panel')).not.toHaveAttribute('data-ready');
    await toggle.tap();
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(region(page, 'Full Menu').getByRole('status')).toHaveText(/^Showing (\d+) of \1 dishes$/);
  });

  test('the shop\'s "Filters" tapped before its script has run opens the filters once it has', async ({ page }) => {
    const release = await slowScript(page, 'Catalogue');
    await page.goto('/mithai/shop', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await toggle.scrollIntoViewIfNeeded();
    await expect(page.locator('catalogue-view')).not.toHaveAttribute('data-ready');
    await toggle.tap();
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: /^Vegan/ })).toBeVisible();
  });

  test('"Previous dish" tapped before the carousel\'s script has run shows the last dish once it has', async ({ page }) => {
    const release = await holdBack(page, /\/slide-carousel-element\.[\w-]+\.js$/);
    await page.goto('/hotels-banquet', { waitUntil: 'commit' });
    const dishes = region(page, 'Signature dishes');
    const previous = dishes.getByRole('button', { name: 'Previous dish', exact: true });
    await previous.scrollIntoViewIfNeeded();
    await expect(page.locator('slide-carousel').last()).not.toHaveAttribute('data-ready');
    await previous.tap();
    release();
    // Backwards from the first: the last dish, which the 5 s auto-advance could only reach after them all.
    await expect(dishes.getByRole('group')).toHaveAccessibleName(/^(\d+) of \1: /);
  });

  test('"Next" of the gift collections tapped before its script has run turns the page once it has', async ({ page }) => {
    const release = await slowScript(page, 'GiftPaging');
    await page.goto('/corporate-gifting', { waitUntil: 'commit' });
    const next = page.locator('gift-paging').getByRole('button', { name: 'Next', exact: true });
    await next.scrollIntoViewIfNeeded();
    await expect(page.locator('gift-paging')).not.toHaveAttribute('data-ready');
    await next.tap();
    release();
    await expect(page.locator('gift-paging').getByRole('status')).toHaveText(/^Page 2 of \d+$/);
  });
});

test('the Diwali gift box gallery names each box, with its price and a link to its page (issue #16)', async ({ page }) => {
  const { giftGallery } = content('page-copy/home.json') as { giftGallery: { products: string[] } };
  await page.goto('/');
  const gallery = region(page, 'Diwali Gift Boxes');
  const boxes = gallery.getByRole('listitem');
  await expect(boxes).toHaveCount(giftGallery.products.length);
  for (const [i, id] of giftGallery.products.entries()) {
    const hamper = content(`gift-hampers/${id}.json`) as { name: string; price: { custom: number } };
    const box = boxes.nth(i);
    await expect(box.getByRole('heading', { level: 3 })).toHaveText(hamper.name);
    await expect(box.getByRole('link', { name: hamper.name, exact: true })).toHaveAttribute('href', `/product/${id}`);
    await expect(box.getByText(`₹${hamper.price.custom.toLocaleString('en-IN')} / pack`, { exact: true })).toBeVisible();
    await expect(box.getByRole('img')).toBeVisible();
  }
  await boxes.first().getByRole('link').click();
  await expect(page).toHaveURL(`/product/${giftGallery.products[0]}`);
});

test('card grids and galleries keep full rows, with no hole, at every width (issue #16)', async ({ page }) => {
  test.slow();
  for (const path of ['/', '/hotels-banquet', '/catering-events']) {
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => gridProblems(page), `${path} at ${width} px`).toEqual([]);
    }
  }
  // The two 6-card sections of the catering page are two rows of three on a wide screen, not 4 + 2.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/catering-events');
  for (const name of ['Additional Services', 'Why Choose Rasika Catering & Events']) {
    // Read where the visitor sees it: far below, the browser has not laid it out (content-visibility, issue #14),
    // and it does so in the frame after the scroll, so a read straight after the scroll can see the old layout.
    await region(page, name).scrollIntoViewIfNeeded();
    const rows = () => region(page, name).locator('li h3').evaluateAll((headings) => new Set(headings.map((h) => Math.round(h.getBoundingClientRect().top))).size);
    await expect.poll(rows, name).toBe(2);
  }
});

/** The stores as content states them: what the footer must show, open or folded. */
const STORES = ['sindhi-colony', 'rtc-x-roads'].map(
  (id) => content(`stores/${id}.json`) as { name: string; phone: string; mapUrl: string; hours: Record<'monday' | 'saturday', TimeRange> },
);

test.describe('the footer on a phone (issue #16)', () => {
  test.use({ viewport: PHONE });

  test('each store shows its name and phone; "Address and hours" opens its hours and Directions, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about');
    const stores = page.getByRole('contentinfo').getByRole('region', { name: 'Our stores' });
    for (const store of STORES) {
      const item = stores.getByRole('listitem').filter({ has: page.getByRole('heading', { name: store.name, exact: true }) });
      await expect(item.getByRole('link', { name: store.phone, exact: true })).toBeVisible();
      const weekdays = item.getByText(formatTimeRange(store.hours.monday), { exact: true });
      const weekends = item.getByText(formatTimeRange(store.hours.saturday), { exact: true });
      const directions = item.getByRole('link', { name: `Directions to ${store.name}` });
      await expect(weekdays).toBeHidden();
      await expect(directions).toBeHidden();
      await item.getByText('Address and hours', { exact: false }).click();
      await expect(weekdays).toBeVisible();
      await expect(weekends).toBeVisible();
      await expect(directions).toBeVisible();
      await expect(directions).toHaveAttribute('href', store.mapUrl);
    }
    await context.close();
  });

  test('the twelve quick links flow three or more to a line (four lines at most), not one or two columns', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    await expect(links).toHaveCount(12);
    // Read where the visitor sees it: far below, the browser has not laid it out (content-visibility, issue #14).
    await links.first().scrollIntoViewIfNeeded();
    const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBeLessThanOrEqual(4);
  });

  test('wide screens show every store fact with no "Address and hours" to open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const store of STORES) {
      await expect(footer.getByText(formatTimeRange(store.hours.saturday), { exact: true }).first()).toBeVisible();
      await expect(footer.getByRole('link', { name: `Directions to ${store.name}` })).toBeVisible();
    }
    await expect(footer.getByText('Address and hours')).toHaveCount(2);
    for (const summary of await footer.getByText('Address and hours').all()) await expect(summary).toBeHidden();
  });
});
