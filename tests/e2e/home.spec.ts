/**
 * The home page / (storefront §2 Home, Stores, §4 Hero carousels, §9; FEATURES HOME-01..HOME-11,
 * STORE-01..STORE-05): the 3-slide hero on the one carousel (6 s, hover pause, swipe > 50 px,
 * keyboard), the static sections and their links, the stores, and what JavaScript the page ships.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, pauseClock } from './support/storefront.ts';
import { scrollToEnd } from './support/scrolling.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const readFolder = <T>(folder: string, keep: (item: T) => boolean = () => true): T[] =>
  readdirSync(join(CONTENT, folder))
    .map((name) => JSON.parse(readFileSync(join(CONTENT, folder, name), 'utf8')) as T)
    .filter(keep);
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

interface Slide {
  page: string;
  order: number;
  title: string;
  cta: { label: string; href: string };
}
const SLIDES = readFolder<Slide>('hero-slides', (slide) => slide.page === 'home').toSorted(byOrder);
const BRANDS = readFolder<{ order: number; linkLabel: string; href: string }>('brands').toSorted(byOrder);
const STORES = readFolder<{ order: number; name: string; phone: string }>('stores').toSorted(byOrder);

const hero = (page: Page) => page.getByRole('region', { name: 'Rasika highlights', exact: true });
const current = (page: Page) => hero(page).getByRole('group');
const slideName = (n: number) => `${n} of 3: ${SLIDES[n - 1]?.title}`;

/** Opens the page with the clock paused and the 6 s wait started afresh at the paused moment. */
async function openWithClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await hydrated(hero(page));
  await pauseClock(page);
  await hero(page).hover();
  await page.mouse.move(5, 5);
  await expect(current(page)).toHaveAccessibleName(slideName(1));
}

async function drag(page: Page, dx: number): Promise<void> {
  const box = await hero(page).boundingBox();
  if (!box) throw new Error('hero not laid out');
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.85;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y);
  await page.mouse.move(x + dx, y);
  await page.mouse.up();
}

test.describe('hero carousel', () => {
  test('HOME-01 HOME-02 G-19 three slides to /mithai, /catering-events, /hotels-banquet; the first adds Diwali Collection and Corporate Gifting', async ({ page }) => {
    await page.goto('/');
    const slides = hero(page).getByRole('group', { includeHidden: true });
    await expect(slides).toHaveCount(3);
    expect(SLIDES.map((slide) => slide.cta.href)).toEqual(['/mithai', '/catering-events', '/hotels-banquet']);
    for (const [i, slide] of SLIDES.entries()) {
      await expect(slides.nth(i).locator('a').first()).toHaveAttribute('href', slide.cta.href);
    }
    await expect(current(page).getByRole('link', { name: 'Diwali Collection', exact: true })).toHaveAttribute('href', '/mithai/shop');
    await expect(current(page).getByRole('link', { name: 'Corporate Gifting', exact: true })).toHaveAttribute('href', '/corporate-gifting');
  });

  test('HOME-04 HOME-03 advances every 6 s and wraps from the last slide to the first', async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(5999);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await page.clock.runFor(1);
    await expect(current(page)).toHaveAccessibleName(slideName(2));
    await page.clock.runFor(6000);
    await expect(current(page)).toHaveAccessibleName(slideName(3));
    await page.clock.runFor(6000);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
  });

  test('HOME-05 pauses while hovered and goes on after', async ({ page }) => {
    await openWithClock(page);
    await hero(page).hover();
    await page.clock.runFor(20000);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await page.mouse.move(5, 5);
    await page.clock.runFor(6000);
    await expect(current(page)).toHaveAccessibleName(slideName(2));
  });

  test('HOME-04 issue #16: a visible Pause button stops the 6 s advance, arrows keep it stopped, Play restarts it', async ({ page }) => {
    await openWithClock(page);
    const pause = hero(page).getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toBeVisible();
    await pause.click();
    await page.mouse.move(5, 5);
    await page.locator('footer').click({ position: { x: 2, y: 2 } });
    await page.clock.runFor(20000);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await page.mouse.move(5, 5);
    await page.locator('footer').click({ position: { x: 2, y: 2 } });
    await page.clock.runFor(20000);
    await expect(current(page)).toHaveAccessibleName(slideName(2));
    await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.locator('footer').click({ position: { x: 2, y: 2 } });
    await page.clock.runFor(6000);
    await expect(current(page)).toHaveAccessibleName(slideName(3));
  });

  test('issue #16: the closing band meets the footer, with no empty strip between them', async ({ page }) => {
    await page.goto('/');
    // Sections far below are laid out only near the view (content-visibility: auto), so the gap is read
    // at the end of the page, both edges in one frame, until the layout has settled.
    await scrollToEnd(page);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const band = [...document.querySelectorAll('main > section')].at(-1)!.getBoundingClientRect();
          const footer = document.querySelector('footer')!.getBoundingClientRect();
          return Math.round(footer.top - band.bottom);
        }),
      )
      .toBe(0);
  });

  test('HOME-06 CONST-08 a swipe over 50 px changes slide either way; 40 px and exactly 50 px do not', async ({ page }) => {
    await openWithClock(page);
    await drag(page, -40);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await drag(page, -50);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await drag(page, -60);
    await expect(current(page)).toHaveAccessibleName(slideName(2));
    await drag(page, 60);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await drag(page, 60);
    await expect(current(page)).toHaveAccessibleName(slideName(3));
    await expect(page).toHaveURL(/\/$/);
  });

  test('HOME-03 arrows and dots work by keyboard, and autoplay pauses while a control has focus', async ({ page }) => {
    await openWithClock(page);
    await hero(page).getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveAccessibleName(slideName(3));
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await hero(page).getByRole('button', { name: 'Go to slide 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveAccessibleName(slideName(2));
    await expect(hero(page).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(20000);
    await expect(current(page)).toHaveAccessibleName(slideName(2));
  });

  test('HOME-04 never advances on its own when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page);
    await page.clock.runFor(30000);
    await expect(current(page)).toHaveAccessibleName(slideName(1));
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(current(page)).toHaveAccessibleName(slideName(2));
  });
});

test.describe('sections', () => {
  test('HOME-07 HOME-08 three brands to their areas; Sweets, Namkeen, Bakery and Gift Boxes to the shop', async ({ page }) => {
    await page.goto('/');
    const brands = page.getByRole('region', { name: 'Our Brands', exact: true });
    expect(BRANDS.map((brand) => brand.href)).toEqual(['/mithai', '/catering-events', '/hotels-banquet']);
    for (const brand of BRANDS) {
      await expect(brands.getByRole('link', { name: brand.linkLabel })).toHaveAttribute('href', brand.href);
    }
    const shop = page.getByRole('region', { name: 'Shop the Collections', exact: true });
    for (const title of ['Sweets', 'Namkeen', 'Bakery', 'Gift Boxes']) {
      await expect(shop.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', /^\/mithai\/shop/);
    }
    await shop.getByRole('link', { name: 'Gift Boxes', exact: true }).click();
    await expect(page).toHaveURL(/\/mithai\/shop/);
  });

  test('HOME-09 HOME-10 hospitality cards; the Diwali gift box gallery leads to /corporate-gifting', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Our Hospitality', exact: true }).getByRole('heading', { level: 3 })).toHaveCount(4);
    const gallery = page.getByRole('region', { name: 'Diwali Gift Boxes', exact: true });
    await expect(gallery.getByRole('img')).toHaveCount(6);
    // Each box now links to its own page too (issue #16), so the gallery's way on is found by its name.
    await expect(gallery.getByRole('link', { name: 'Explore Corporate Gifting', exact: true })).toHaveAttribute('href', '/corporate-gifting');
  });

  test('HOME-11 STORE-01 STORE-02 STORE-03 STORE-05 two store cards: phone, services, hours table, map link in a new tab', async ({ page }) => {
    await page.goto('/');
    const stores = page.getByRole('region', { name: 'Visit Us', exact: true }).getByRole('article');
    await expect(stores).toHaveCount(2);
    const hours = [
      ['8:00 AM-11:00 PM', '8:00 AM-12:00 AM'],
      ['7:00 AM-11:00 PM', '7:00 AM-12:00 AM'],
    ];
    for (const [i, store] of STORES.entries()) {
      const card = stores.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(store.name);
      await expect(card.getByRole('link', { name: store.phone })).toHaveAttribute('href', `tel:+91${store.phone.replace(/\D/g, '').slice(2)}`);
      await expect(card.getByRole('listitem').first()).toBeVisible();
      await expect(card.getByRole('row', { name: `Weekdays ${hours[i]?.[0]}` })).toBeVisible();
      await expect(card.getByRole('row', { name: `Weekends ${hours[i]?.[1]}` })).toBeVisible();
      const map = card.getByRole('link', { name: 'View on Map (opens in a new tab)' });
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(map).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);
    }
    expect(STORES.map((store) => store.name)).toEqual(['Sweets and restaurant store, Sindhi Colony', 'Hotel and banquets site, RTC X Roads']);
  });

  test('STORE-04 SHELL-18 a store picture that fails to load shows the placeholder', async ({ page }) => {
    await page.route(/\/_astro\/(sindhi-colony|rtc-x-roads)\.[\w-]+\.(svg|webp|avif)$/, (route) => route.abort());
    await page.goto('/');
    const stores = page.getByRole('region', { name: 'Visit Us', exact: true }).getByRole('article');
    await stores.first().scrollIntoViewIfNeeded();
    await expect(stores.nth(0).getByText('Image not available')).toBeVisible();
    await expect(stores.nth(1).getByText('Image not available')).toBeVisible();
  });

  test('HOME-11 social links and the enquiry call to action to /contact', async ({ page }) => {
    await page.goto('/');
    const social = page.getByRole('region', { name: 'Follow Us', exact: true });
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
    await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('region', { name: 'Planning a Celebration?', exact: true }).getByRole('link', { name: 'Send an Enquiry' })).toHaveAttribute('href', '/contact');
  });
});

test('HOME-01 speed: the hero is server-rendered with no island, the search hydrates on interaction; its first picture is in the HTML, sized, high priority, the others lazy', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const first = /<img[^>]*home-diwali-gifting[^>]*>/i.exec(html)?.[0] ?? '';
  expect(first).toMatch(/fetchpriority="high"/i);
  expect(first).toMatch(/loading="eager"/i);
  expect(first).toMatch(/width="\d+"/);
  expect(first).toMatch(/height="\d+"/);
  expect(html.match(/<img[^>]*fetchpriority="high"/gi)).toHaveLength(1);
  // The one other high-priority request is the head's preload of that same picture (issue #14).
  expect(html.match(/<link[^>]*fetchpriority="high"[^>]*>/gi)).toEqual([expect.stringMatching(/rel="preload" as="image".*home-diwali-gifting/)]);
  for (const name of ['home-catering', 'home-hotels']) expect(new RegExp(`<img[^>]*${name}[^>]*>`, 'i').exec(html)?.[0]).toMatch(/loading="lazy"/i);
  await page.goto('/');
  const islands = await page.locator('astro-island').evaluateAll((nodes) =>
    nodes.map((node) => `${/\/(\w+)\.[\w-]+\.js$/.exec(node.getAttribute('component-url') ?? '')?.[1]}:${node.getAttribute('client')}`),
  );
  expect(islands.toSorted()).toEqual(['HeaderSearch:interaction']);
});

test('issue #14: the hero slideshow runs with no framework code: no React chunk is requested before the visitor reaches the search box', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.clock.install();
  await page.goto('/');
  await hydrated(hero(page));
  await pauseClock(page);
  await page.clock.runFor(6000);
  await expect(current(page)).toHaveAccessibleName(slideName(2));
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(current(page)).toHaveAccessibleName(slideName(3));
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /HeaderSearch|client\.|react|HeroCarousel\.[\w-]+\.js$/i.test(path))).toEqual([]);
});

test('issue #16: the hero controls never cover the slide text, from 320 to 1440 px', async ({ page }) => {
  for (const width of [320, 360, 390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const slide = current(page);
    const words = await slide.locator('h2, p, a').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    const controls = await hero(page)
      .getByRole('button')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    expect(controls.length).toBeGreaterThanOrEqual(6);
    for (const c of controls) {
      for (const w of words) {
        const overlaps = c.left < w.right && w.left < c.right && c.top < w.bottom && w.top < c.bottom;
        expect(overlaps, `${width} px: a control at ${Math.round(c.left)},${Math.round(c.top)} covers text at ${Math.round(w.left)},${Math.round(w.top)}`).toBe(false);
      }
    }
  }
});
