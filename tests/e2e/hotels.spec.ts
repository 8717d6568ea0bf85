/**
 * /hotels-banquet (storefront §2 Hotels and banquets, §4 Hero carousels, Hotel intro veil, Menu
 * panel, Gallery, Reviews, §9; FEATURES HOTEL-01..HOTEL-24, ABOUT-05): the veil, the 5 s hero and
 * dish carousels, the Full Menu panel, the facts, the gallery and its viewer, reviews and links.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, pauseClock } from './support/storefront.ts';
import { settledScrollY } from './support/scrolling.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const readFolder = <T>(folder: string): (T & { id: string })[] =>
  readdirSync(join(CONTENT, folder)).map((name) => ({ ...(JSON.parse(readFileSync(join(CONTENT, folder, name), 'utf8')) as T), id: name.replace(/\.json$/, '') }));

interface Dish {
  name: string;
  category: string;
  price: string;
  signature: boolean;
}
const DISHES = readFolder<Dish>('menu-dishes');
const SIGNATURE = DISHES.filter((dish) => dish.signature);
const SLIDES = readFolder<{ page: string; order: number; title: string; eyebrow: string }>('hero-slides')
  .filter((slide) => slide.page === 'hotels')
  .toSorted((a, b) => a.order - b.order);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const hero = (page: Page) => region(page, 'Rasika Grand highlights');
const dishes = (page: Page) => region(page, 'Signature dishes');
const veil = (page: Page) => page.getByRole('button', { name: 'Welcome to Rasika Grand Tap to enter' });
const intro = (page: Page) => region(page, 'Rasika Grand Hotels & Banquets');
const toggle = (page: Page) => page.getByRole('button', { name: 'Full Menu', exact: true });
const menu = (page: Page) => region(page, 'Full Menu');
const chip = (page: Page, name: string) => menu(page).getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const menuDishes = (page: Page) => menu(page).getByRole('article');

async function openVeil(page: Page): Promise<void> {
  await page.goto('/hotels-banquet');
  await hydrated(veil(page));
  await veil(page).click();
}

/** Opens the page, pauses the clock and restarts the carousel's wait at the paused moment. */
async function withClock(page: Page, carousel: (page: Page) => ReturnType<typeof hero>): Promise<void> {
  await page.clock.install();
  await page.goto('/hotels-banquet');
  await hydrated(carousel(page));
  await pauseClock(page);
  await carousel(page).hover();
  await page.mouse.move(5, 5);
}

test.describe('intro veil', () => {
  test('HOTEL-01 HOTEL-02 closed at first; a tap reveals "View Full Menu" and "Book a Table"', async ({ page }) => {
    await page.goto('/hotels-banquet');
    await expect(veil(page)).toBeVisible();
    await expect(intro(page).getByRole('link', { name: 'Book a Table' })).toHaveCount(0);
    await hydrated(veil(page));
    await veil(page).click();
    await expect(veil(page)).toHaveCount(0);
    await expect(intro(page).getByRole('link', { name: 'View Full Menu', exact: true })).toHaveAttribute('href', '#full-menu');
    await expect(intro(page).getByRole('link', { name: 'Book a Table', exact: true })).toHaveAttribute('href', '/contact?table=restaurant');
  });

  test('HOTEL-01 the veil is a button: Enter opens it and focus moves into the revealed intro', async ({ page }) => {
    await page.goto('/hotels-banquet');
    await hydrated(veil(page));
    await veil(page).focus();
    await page.keyboard.press('Enter');
    await expect(veil(page)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(intro(page).getByRole('link', { name: 'View Full Menu' })).toBeFocused();
  });

  test('HOTEL-24 GEN-06 states "100+ recipes" and 16 years since 2009', async ({ page }) => {
    await openVeil(page);
    await expect(intro(page).getByText('100+ recipes', { exact: true })).toBeVisible();
    await expect(intro(page).getByText('16 Years of Vegetarian Hospitality')).toBeVisible();
    await expect(intro(page).getByText('Since 2009')).toBeVisible();
  });
});

test.describe('carousels', () => {
  test('HOTEL-03 HOTEL-04 three slides (private dining, corporate events, birthdays) every 5 s, wrapping, with arrows and dots', async ({ page }) => {
    expect(SLIDES.map((slide) => slide.eyebrow)).toEqual(['Private Dining', 'Corporate Events', 'Birthday Celebrations']);
    await withClock(page, hero);
    const current = hero(page).getByRole('group');
    const name = (n: number) => `${n} of 3: ${SLIDES[n - 1]?.title}`;
    await expect(current).toHaveAccessibleName(name(1));
    await page.clock.runFor(4999);
    await expect(current).toHaveAccessibleName(name(1));
    await page.clock.runFor(1);
    await expect(current).toHaveAccessibleName(name(2));
    await page.clock.runFor(5000);
    await expect(current).toHaveAccessibleName(name(3));
    await page.clock.runFor(5000);
    await expect(current).toHaveAccessibleName(name(1));
    await hero(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(current).toHaveAccessibleName(name(3));
    await page.keyboard.press('ArrowRight');
    await expect(current).toHaveAccessibleName(name(1));
    await hero(page).getByRole('button', { name: 'Go to slide 2' }).press('Enter');
    await expect(current).toHaveAccessibleName(name(2));
    await expect(hero(page).getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(3);
  });

  test('HOTEL-05 HOTEL-11 "Signature Delights" every 5 s, wrapping, previous and next, "Order Now" to /contact', async ({ page }) => {
    await withClock(page, dishes);
    const count = SIGNATURE.length;
    const current = dishes(page).getByRole('group');
    await expect(current).toHaveAccessibleName(new RegExp(`^1 of ${count}: `));
    await page.clock.runFor(4999);
    await expect(current).toHaveAccessibleName(new RegExp(`^1 of ${count}: `));
    await page.clock.runFor(1);
    await expect(current).toHaveAccessibleName(new RegExp(`^2 of ${count}: `));
    await dishes(page).getByRole('button', { name: 'Previous dish' }).click();
    await dishes(page).getByRole('button', { name: 'Previous dish' }).click();
    await expect(current).toHaveAccessibleName(new RegExp(`^${count} of ${count}: `));
    await dishes(page).getByRole('button', { name: 'Next dish' }).press('Enter');
    await expect(current).toHaveAccessibleName(new RegExp(`^1 of ${count}: `));
    const shown = (await current.getAttribute('aria-label'))?.replace(/^\d+ of \d+: /, '');
    const dish = SIGNATURE.find((item) => item.name === shown);
    await expect(current.getByRole('link', { name: 'Order Now', exact: true })).toHaveAttribute('href', `/contact?dish=${dish?.id ?? '-'}`);
    await expect(current.getByText(/^₹\d+$/)).toBeVisible();
  });
});

test.describe('Full Menu panel', () => {
  test('HOTEL-06 HOTEL-08 HOTEL-10 the toggle opens and closes it; All by default over the 29 dishes', async ({ page }) => {
    await page.goto('/hotels-banquet');
    await hydrated(toggle(page));
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    const chips = menu(page).getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(chips).toHaveText(['All', 'Soups', 'Tandoori Starters', 'Roti/Naan', 'Rice', 'Chinese Starters', 'Continental Starters', 'Curries', 'Noodles', 'Pasta', 'Salads', 'Chef Specials', 'Pizza']);
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(menuDishes(page)).toHaveCount(29);
    await expect(menu(page).getByRole('status')).toHaveText('Showing 29 of 29 dishes');
    await expect(menu(page).getByText(/^₹\d{2,3}$/)).toHaveCount(29);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
  });

  test('HOTEL-09 the name search ignores case and combines with the category', async ({ page }) => {
    await page.goto('/hotels-banquet');
    await hydrated(toggle(page));
    await toggle(page).click();
    const search = menu(page).getByRole('searchbox', { name: 'Search dishes' });
    await search.fill('PaNeEr');
    const paneer = DISHES.filter((dish) => dish.name.toLowerCase().includes('paneer'));
    await expect(menuDishes(page)).toHaveCount(paneer.length);
    await chip(page, 'Curries').click();
    const both = paneer.filter((dish) => dish.category === 'Curries');
    await expect(menuDishes(page).getByRole('heading')).toHaveText(both.map((dish) => dish.name));
    await search.fill('');
    await expect(menuDishes(page)).toHaveCount(DISHES.filter((dish) => dish.category === 'Curries').length);
    await search.fill('zzz');
    await expect(menu(page).getByRole('status')).toHaveText('No dishes match your search.');
    await expect(menuDishes(page)).toHaveCount(0);
  });

  test('HOTEL-07 "View Full Menu" elsewhere scrolls to the panel, resets the filter to All and opens it', async ({ page }) => {
    await openVeil(page);
    await hydrated(toggle(page));
    await toggle(page).click();
    await chip(page, 'Pizza').click();
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await toggle(page).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await intro(page).getByRole('link', { name: 'View Full Menu' }).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#full-menu')).toBeInViewport();
    await expect(menuDishes(page)).toHaveCount(29);
  });

  test('issue #16: under "Signature Delights" the menu has one control, the "Full Menu" toggle, not a second "View Full Menu" above it', async ({ page }) => {
    await page.goto('/hotels-banquet');
    const signature = region(page, 'Signature Delights');
    await expect(signature.getByRole('button', { name: 'Full Menu', exact: true })).toHaveCount(1);
    await expect(signature.getByRole('link', { name: 'View Full Menu', includeHidden: true })).toHaveCount(0);
    // "View Full Menu" stays where the spec puts it: in the intro, elsewhere on the page (HOTEL-07).
    await expect(intro(page).getByRole('link', { name: 'View Full Menu', includeHidden: true })).toHaveCount(1);
  });

  test('HOTEL-07 opening the page at #full-menu opens the panel', async ({ page }) => {
    await page.goto('/hotels-banquet#full-menu');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuDishes(page).first()).toBeVisible();
  });

  test('HOTEL-11 HOTEL-20 every dish has "Order per dish" to /contact', async ({ page }) => {
    await page.goto('/hotels-banquet#full-menu');
    const orders = menu(page).getByRole('link', { name: 'Order per dish', exact: true });
    await expect(orders).toHaveCount(29);
    // Each dish's order link carries the dish (issue #10).
    const ids = DISHES.map((dish) => `/contact?dish=${dish.id}`);
    for (const href of await orders.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(ids).toContain(href);
  });
});

test.describe('gallery', () => {
  const grid = (page: Page) => page.getByRole('tabpanel');
  const tiles = (page: Page) => grid(page).getByRole('button', { name: /^Open in full screen: / });
  const viewer = (page: Page) => page.getByRole('dialog');

  async function openGallery(page: Page): Promise<void> {
    await page.goto('/hotels-banquet');
    await hydrated(page.getByRole('tab', { name: 'Banquets' }));
  }

  test('HOTEL-14 HOTEL-15 Banquets by default with 8 pictures and "Plan Your Event"; Luxury Stay has 8 and "Plan Your Stay"', async ({ page }) => {
    await openGallery(page);
    const tabs = page.getByRole('tablist', { name: 'Gallery' }).getByRole('tab');
    await expect(tabs).toHaveText(['Banquets', 'Luxury Stay']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tiles(page)).toHaveCount(8);
    const gallery = region(page, 'Gallery');
    await expect(gallery.getByRole('link', { name: 'Plan Your Event', exact: true })).toHaveAttribute('href', '/contact?venue=banquet-halls');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tiles(page)).toHaveCount(8);
    await expect(gallery.getByRole('link', { name: 'Plan Your Stay', exact: true })).toHaveAttribute('href', '/contact?venue=luxury-stay');
    await expect(gallery.getByRole('link', { name: 'Plan Your Event' })).toHaveCount(0);
  });

  test('HOTEL-16 HOTEL-17 the viewer locks scroll, closes on Escape, the close button and the background, and returns focus', async ({ page }) => {
    await openGallery(page);
    const scrollY = await settledScrollY(page);
    await tiles(page).nth(2).click();
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByRole('img')).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(tiles(page).nth(2)).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    await tiles(page).nth(0).press('Enter');
    await expect(viewer(page)).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(tiles(page).nth(0)).toBeFocused();

    await tiles(page).nth(5).click();
    await expect(viewer(page)).toBeVisible();
    const size = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.mouse.click(8, size.height - 8);
    await expect(viewer(page)).toBeHidden();
    await expect(tiles(page).nth(5)).toBeFocused();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY);
  });
});

test('HOTEL-18 HOTEL-19 reviews: the first at start, then the one hovered or clicked (and by arrow keys)', async ({ page }) => {
  await page.goto('/hotels-banquet');
  const guests = page.getByRole('tablist', { name: 'Guests' }).getByRole('tab');
  await hydrated(guests.first());
  await expect(guests).toHaveCount(4);
  await expect(guests.first()).toHaveAttribute('aria-selected', 'true');
  const reviews = region(page, 'Guest Reviews');
  await guests.nth(1).hover();
  await expect(guests.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(reviews.getByRole('tabpanel')).toHaveAccessibleName(/Farhan Siddiqui/);
  await guests.nth(3).click();
  await expect(guests.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(reviews.getByRole('tabpanel').getByRole('blockquote')).toContainText('conference');
  await page.keyboard.press('ArrowDown');
  await expect(guests.nth(0)).toHaveAttribute('aria-selected', 'true');
});

test('HOTEL-12 HOTEL-13 HOTEL-24 banquet and stay intro: halls for 150 and 400, private dining for 50, 2-3 day wedding stays; the two card sets', async ({ page }) => {
  await page.goto('/hotels-banquet#banquet-luxury-stay');
  const stay = page.locator('#banquet-luxury-stay');
  await expect(stay).toBeInViewport();
  for (const fact of ['150 guests', '400 guests', '50 guests', '2-3 days']) await expect(stay.getByText(fact, { exact: true })).toBeVisible();
  await expect(stay.getByText(/up to 50 guests/)).toBeVisible();
  await expect(region(page, 'Signature Experiences').getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(region(page, 'Our Hospitality').getByRole('heading', { level: 3 })).toHaveCount(4);
  // Back up to the hotel as a visitor does, by the header's item. (A script jump to #hotel while the page
  // still holds the landing anchor, before any input, is overridden by it as the bands settle.)
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Hotels & Banquet' }).click();
  await nav.getByRole('link', { name: 'Hotel', exact: true }).click();
  await expect(page).toHaveURL(/\/hotels-banquet#hotel$/);
  await expect(page.locator('#hotel')).toBeInViewport();
});

test('HOTEL-20 HOTEL-21 HOTEL-22 ABOUT-05 every link of the spec list leads where it should', async ({ page }) => {
  await page.goto('/hotels-banquet');
  const link = (name: string) => page.getByRole('link', { name, exact: true, includeHidden: true });
  // Each /contact link carries what it is about (issue #10): the hall, the stay, the table or the dish.
  const contactLinks: [string, string | RegExp][] = [
    ['Make an Enquiry', '/contact?venue=banquet-halls'],
    ['Plan Event', '/contact?venue=banquet-halls'],
    ['Plan Your Event or Stay', '/contact?venue=luxury-stay'],
    ['Book a Table', '/contact?table=restaurant'],
    ['Order Now', /^\/contact\?dish=[a-z0-9-]+$/],
  ];
  for (const [name, href] of contactLinks) {
    for (const each of await link(name).all()) await expect(each).toHaveAttribute('href', href);
  }
  await expect(link('View Menu')).toHaveAttribute('href', '/catering-events');
  await expect(link('Discover Our Story')).toHaveAttribute('href', '/about');
  await expect(link('Explore Collection')).toHaveAttribute('href', '/mithai/shop');
  await expect(link('Explore All Collections')).toHaveAttribute('href', '/mithai/shop');
  const featured = region(page, 'From Rasika Sweets');
  await expect(featured.getByRole('link', { name: 'Kaju Katli' })).toHaveAttribute('href', '/diwali-product/kaju-katli');
  await expect(featured.getByRole('link', { name: 'Diwali Delight Box' })).toHaveAttribute('href', '/product/diwali-delight-box');
});

test('HOTEL-22 G-27 "Add to enquiry list" on a featured product card adds it (no framework island), and its picture settles', async ({ page }) => {
  await page.goto('/hotels-banquet');
  const featured = region(page, 'From Rasika Sweets');
  const card = featured.getByRole('article').filter({ has: page.getByRole('link', { name: 'Kaju Katli', exact: true }) });
  const header = page.getByRole('banner').getByRole('link', { name: /^Enquiry list/ });
  await expect(card.locator('xpath=ancestor::astro-island')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('smart-image')).toHaveAttribute('data-state', 'loaded');
  await card.getByRole('button', { name: 'Add Kaju Katli to enquiry list' }).click();
  await expect(card.getByRole('status')).toHaveText('Added 1 × Kaju Katli to your enquiry list.');
  await expect(header).toHaveAccessibleName('Enquiry list (1 item)');
  await card.getByRole('button', { name: 'Add Kaju Katli to enquiry list' }).click();
  await expect(header).toHaveAccessibleName('Enquiry list (2 items)');
  const stored = await page.evaluate(() => localStorage.getItem('rasika:enquiry-list'));
  expect(JSON.parse(stored ?? '[]')).toEqual([{ kind: 'diwali', id: 'kaju-katli', quantity: 2 }]);
});

test('HOTEL-23 G-21 the two food-delivery links open in new tabs and say so', async ({ page }) => {
  await page.goto('/hotels-banquet');
  const section = region(page, 'Signature Delights');
  for (const name of ['Swiggy', 'Zomato']) {
    const delivery = section.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(delivery).toHaveAttribute('target', '_blank');
    await expect(delivery).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(delivery).toHaveAttribute('href', /^https:\/\//);
  }
});

test('HOTEL-01 speed: no framework but the header search (issue #14): the veil, dish carousel, Full Menu, gallery and viewer, and reviews load no script when used; the hero is no island; its picture is sized and high priority', async ({ page, request }) => {
  const html = await (await request.get('/hotels-banquet')).text();
  const picture = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
  expect(picture).toMatch(/hotels-private-dining/);
  expect(picture).toMatch(/width="\d+"[^>]*height="\d+"/);
  await page.goto('/hotels-banquet');
  const islands = await page.locator('astro-island').evaluateAll((nodes) =>
    nodes.map((node) => `${/\/(\w+)\.[\w-]+\.js$/.exec(node.getAttribute('component-url') ?? '')?.[1]}:${node.getAttribute('client')}`),
  );
  expect(islands).toEqual(['HeaderSearch:interaction']);
  // Every dish and every gallery picture is in the HTML.
  for (const dish of DISHES) expect(html).toContain(`>${dish.name}</h4>`);
  for (const dish of SIGNATURE) expect(html).toContain(`>${dish.name}</h3>`);
  await hydrated(veil(page));
  await hydrated(dishes(page).getByRole('button', { name: 'Next dish' }));
  await hydrated(toggle(page));
  await hydrated(page.getByRole('tab', { name: 'Luxury Stay' }));
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  await veil(page).click();
  await dishes(page).getByRole('button', { name: 'Next dish' }).click();
  await expect(dishes(page).getByRole('group')).toHaveAccessibleName(new RegExp(`^2 of ${SIGNATURE.length}: `));
  await toggle(page).click();
  await chip(page, 'Curries').click();
  await expect(menuDishes(page)).toHaveCount(DISHES.filter((dish) => dish.category === 'Curries').length);
  await page.getByRole('tab', { name: 'Luxury Stay' }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: /^Open in full screen: / }).first().click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  expect(scripts).toEqual([]);
});
