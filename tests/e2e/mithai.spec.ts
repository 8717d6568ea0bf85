/**
 * The sweets home /mithai (storefront §2 Sweets home, §4, §5, §7, §9; FEATURES MITHAI-01..
 * MITHAI-20, G-08, G-28, G-29): the tap-to-reveal hero, the sections, the Diwali Collection grid
 * with its chips and data calls, and the Diwali Book.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { scrollThrough } from './support/scrolling.ts';
import {
  consoleErrors,
  DIWALI_SWEETS,
  hydrated,
  pauseClock,
  serveStaffProducts,
} from './support/storefront.ts';

const copy = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/page-copy/mithai.json'), 'utf8')) as {
  cover: { title: string; hint: string };
  expertise: { title: string };
  whyOurMithai: { title: string };
};
const SLIDE_TITLES = ['sweets-kaju-katli', 'sweets-pure-ghee', 'sweets-gift-hampers', 'sweets-namkeen-bakery']
  .map((name) => JSON.parse(readFileSync(join(import.meta.dirname, `../../content/hero-slides/${name}.json`), 'utf8')) as { title: string; order: number })
  .toSorted((a, b) => a.order - b.order)
  .map((slide) => slide.title);

const cover = (page: Page) => page.getByRole('button', { name: `${copy.cover.title} ${copy.cover.hint}` });
const hero = (page: Page) => page.getByRole('region', { name: 'Rasika Sweets highlights' });
const currentSlide = (page: Page) => hero(page).getByRole('group');
const slideName = (n: number) => `${n} of 4: ${SLIDE_TITLES[n - 1]}`;
const chips = (page: Page) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
const gridSection = (page: Page) => page.getByRole('region', { name: 'The Diwali Collection' });
const gridItems = (page: Page) => gridSection(page).getByRole('list', { name: 'Products' }).locator(':scope > li');
const book = (page: Page) => page.getByRole('region', { name: 'Diwali Book', exact: true });

/** Opens /mithai, pauses the (installed) page clock and taps the cover. */
async function revealHero(page: Page): Promise<void> {
  await page.goto('/mithai');
  await hydrated(cover(page));
  await pauseClock(page);
  await cover(page).click();
  await expect(hero(page)).toBeVisible();
  await page.mouse.move(5, 5);
}

async function showGrid(page: Page): Promise<void> {
  await hydrated(chips(page).first());
}

test.describe('hero', () => {
  test('MITHAI-01 MITHAI-02 the cover must be tapped to reveal the 4-slide slideshow with dots', async ({ page }) => {
    await page.goto('/mithai');
    await expect(cover(page)).toBeVisible();
    await expect(hero(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await hydrated(cover(page));
    await cover(page).click();
    await expect(hero(page).getByRole('group', { includeHidden: true })).toHaveCount(4);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
    await expect(hero(page).getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(4);
    await expect(cover(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('MITHAI-02 CONST-07 advances every 5 s and wraps from the last slide to the first', async ({ page }) => {
    await page.clock.install();
    await revealHero(page);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
    await page.clock.runFor(4999);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
    await page.clock.runFor(1);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(2));
    await hero(page).getByRole('button', { name: 'Go to slide 4' }).click();
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(4));
    await expect(hero(page).getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(5, 5);
    await hero(page).getByRole('button', { name: 'Go to slide 4' }).blur();
    await page.clock.runFor(5000);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
  });

  test('MITHAI-02 pauses on hover and while a control has focus; dots work by keyboard', async ({ page }) => {
    await page.clock.install();
    await revealHero(page);
    await hero(page).hover();
    await page.clock.runFor(12000);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
    await page.mouse.move(5, 5);
    await hero(page).getByRole('button', { name: 'Go to slide 1' }).focus();
    await page.clock.runFor(12000);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(2));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(4));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(2));
  });

  test('MITHAI-02 CONST-08 a drag or swipe beyond 50 px changes slide, a shorter one does not', async ({ page }) => {
    await page.clock.install();
    await revealHero(page);
    const box = await hero(page).boundingBox();
    if (!box) throw new Error('hero not laid out');
    const drag = async (dx: number) => {
      const y = box.y + box.height * 0.8;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y);
      await page.mouse.move(x + dx, y);
      await page.mouse.up();
    };
    await drag(-40);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
    await drag(-60);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(2));
    await drag(60);
    await drag(60);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(4));
  });

  test('MITHAI-02 never advances by itself under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await revealHero(page);
    await page.clock.runFor(20000);
    await expect(currentSlide(page)).toHaveAccessibleName(slideName(1));
  });
});

test('MITHAI-03 G-28 the expertise section and the lazily loaded section', async ({ page }) => {
  await page.goto('/mithai');
  await expect(page.getByRole('heading', { level: 2, name: copy.expertise.title })).toBeVisible();
  const why = page.getByRole('region', { name: copy.whyOurMithai.title });
  await expect(why.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('client', 'visible');
  await hydrated(why);
  await expect(why.getByRole('listitem')).toHaveCount(3);
});

test.describe('Diwali Collection grid', () => {
  test('MITHAI-04 a loading screen shows while the data comes', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products', async (route) => {
      await held;
      await route.fulfill({ json: [] });
    });
    await page.goto('/mithai');
    await showGrid(page);
    await expect(gridSection(page).getByText('Loading our sweets...')).toBeVisible();
    release();
    await expect(gridSection(page).getByText('Loading our sweets...')).toHaveCount(0);
    await expect(gridSection(page).getByRole('article').first()).toBeVisible();
  });

  test('MITHAI-05 MITHAI-06 chips: Diwali Collection, All Delights, Gift Hampers, then the others; Diwali Collection first pressed', async ({ page }) => {
    await serveStaffProducts(page);
    await page.route('**/api/products/categories', (route) => route.fulfill({ json: ['Bakery', 'Gift Hampers', 'Sweets'] }));
    await page.goto('/mithai');
    await showGrid(page);
    await expect(chips(page)).toHaveText(['Diwali Collection', 'All Delights', 'Gift Hampers', 'Bakery', 'Sweets']);
    await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(gridSection(page).getByRole('article').first()).toContainText(DIWALI_SWEETS[0]?.name ?? '');
  });

  test('MITHAI-06 MITHAI-12 with failed calls only logs, keeps the fixed chips and the built-in grid', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route('**/api/products', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.route('**/api/products/categories', (route) => route.abort('connectionfailed'));
    await page.goto('/mithai');
    await showGrid(page);
    await expect(chips(page)).toHaveText(['Diwali Collection', 'All Delights', 'Gift Hampers']);
    await expect(gridSection(page).getByRole('article').first()).toContainText(DIWALI_SWEETS[0]?.name ?? '');
    expect(errors.some((text) => text.startsWith('Failed to fetch products'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('MITHAI-08 only products with images, price, name, category and id are shown', async ({ page }) => {
    await serveStaffProducts(page);
    await page.route('**/api/products/categories', (route) => route.fulfill({ json: ['Sweets'] }));
    await page.goto('/mithai');
    await showGrid(page);
    await chips(page).filter({ hasText: 'Sweets' }).click();
    await expect(gridSection(page).getByRole('heading', { level: 3 })).toHaveText(['Kaju Barfi Special']);
  });

  test('MITHAI-07 "All Delights" is shuffled', async ({ page }) => {
    await serveStaffProducts(page);
    await page.addInitScript(() => {
      const value = new URLSearchParams(window.location.search).get('random');
      if (value !== null) Math.random = () => Number(value);
    });
    const firstSix = async (random: number) => {
      await page.goto(`/mithai?random=${random}`);
      await showGrid(page);
      await chips(page).filter({ hasText: 'All Delights' }).click();
      await expect(gridItems(page).nth(5).getByRole('article')).toBeVisible();
      return (await gridItems(page).getByRole('heading', { level: 3 }).allTextContents()).slice(0, 6);
    };
    const low = await firstSix(0);
    const high = await firstSix(0.999);
    expect(low).toHaveLength(6);
    expect(low).not.toEqual(high);
    expect(low).not.toEqual(DIWALI_SWEETS.slice(0, 6).map((s) => s.name));
  });

  test('MITHAI-09 G-08 six cards at once, the rest mount as they near the viewport; first 3 images high priority', async ({ page }) => {
    await serveStaffProducts(page);
    await page.goto('/mithai');
    await showGrid(page);
    const items = gridItems(page);
    await expect(items).toHaveCount(DIWALI_SWEETS.length);
    const images = gridSection(page).locator('article img');
    for (let i = 0; i < 3; i += 1) await expect(images.nth(i)).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(3)).not.toHaveAttribute('fetchpriority', 'high');
    for (let i = 0; i < 6; i += 1) await expect(items.nth(i).getByRole('article')).toHaveCount(1);
    await expect(items.last().locator('[data-lazy-placeholder]')).toHaveCount(1);
    // Scrolled through as a visitor does, each card mounts as it nears the view, in the collection's order.
    await scrollThrough(page);
    await expect(gridSection(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText(DIWALI_SWEETS.map((sweet) => sweet.name));
  });

  test('MITHAI-10 issue #16: both calls start as the page loads, before the grid is scrolled into view, and go out once', async ({ page }) => {
    const calls = { products: 0, categories: 0 };
    await page.route('**/api/products', async (route) => {
      calls.products += 1;
      await route.fulfill({ json: [] });
    });
    await page.route('**/api/products/categories', async (route) => {
      calls.categories += 1;
      await route.fulfill({ json: ['Sweets'] });
    });
    await page.goto('/mithai');
    await expect.poll(() => ({ ...calls })).toEqual({ products: 1, categories: 1 });
    await expect(gridSection(page)).not.toBeInViewport();
    await showGrid(page);
    await expect(chips(page)).toHaveCount(4);
    expect(calls).toEqual({ products: 1, categories: 1 });
  });

  test('MITHAI-10 MITHAI-11 both calls go out together; none while both answers are fresh (5 minutes)', async ({ page }) => {
    const calls = { products: 0, categories: 0 };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products', async (route) => {
      calls.products += 1;
      await held;
      await route.fulfill({ json: [] });
    });
    await page.route('**/api/products/categories', async (route) => {
      calls.categories += 1;
      await held;
      await route.fulfill({ json: ['Sweets'] });
    });
    await page.goto('/mithai');
    await showGrid(page);
    await expect.poll(() => ({ ...calls })).toEqual({ products: 1, categories: 1 });
    release();
    await expect(chips(page)).toHaveCount(4);
    await page.goto('/mithai/shop');
    await expect(page.getByText('Showing 15 of 46 products')).toBeVisible();
    await page.goto('/mithai');
    await showGrid(page);
    await expect(chips(page)).toHaveCount(4);
    expect(calls).toEqual({ products: 1, categories: 1 });
    await page.evaluate(() => {
      for (const key of Object.keys(sessionStorage).filter((k) => k.startsWith('rasika:get:'))) {
        const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { at: number };
        sessionStorage.setItem(key, JSON.stringify({ ...stored, at: stored.at - 5 * 60 * 1000 - 1 }));
      }
    });
    await page.reload();
    await showGrid(page);
    await expect.poll(() => ({ ...calls })).toEqual({ products: 2, categories: 2 });
  });
});

test.describe('Diwali Book', () => {
  const pageNames = (page: Page) => book(page).getByRole('article').getByRole('heading', { level: 3 });

  async function openBook(page: Page): Promise<void> {
    await page.goto('/mithai');
    const open = page.getByRole('button', { name: 'Tap to open the Diwali Book' });
    await hydrated(open);
    await open.click();
    await expect(book(page)).toBeVisible();
  }

  test('MITHAI-13 the closed cover: "Diwali Book", "A Collection of Sweet Traditions", "Tap to open"', async ({ page }) => {
    await page.goto('/mithai');
    await expect(page.getByRole('heading', { level: 2, name: 'Diwali Book', exact: true })).toBeVisible();
    await expect(page.getByText('A Collection of Sweet Traditions')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tap to open the Diwali Book' })).toHaveText('Tap to open');
  });

  test('MITHAI-14..MITHAI-20 two sweets a spread, arrows disabled at the ends, dots, "Page N of M", close back to the cover', async ({ page }) => {
    await openBook(page);
    const pages = Math.ceil(DIWALI_SWEETS.length / 2);
    await expect(book(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(pageNames(page)).toHaveText(DIWALI_SWEETS.slice(0, 2).map((s) => s.name));
    await expect(book(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await book(page).getByRole('button', { name: 'Next page' }).click();
    await expect(book(page).getByText(`Page 2 of ${pages}`)).toBeVisible();
    await expect(pageNames(page)).toHaveText(DIWALI_SWEETS.slice(2, 4).map((s) => s.name));
    await expect(book(page).getByRole('button', { name: /^Go to page \d+$/ })).toHaveCount(pages);
    await book(page).getByRole('button', { name: `Go to page ${pages}` }).click();
    await expect(book(page).getByText(`Page ${pages} of ${pages}`)).toBeVisible();
    await expect(book(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(book(page).getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await book(page).getByRole('button', { name: 'Go to page 5' }).click();
    await expect(pageNames(page)).toHaveText(DIWALI_SWEETS.slice(8, 10).map((s) => s.name));
    const close = book(page).getByRole('button', { name: 'Close book' });
    await expect(close).toHaveAttribute('title', 'Close book');
    await close.click();
    await expect(book(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tap to open the Diwali Book' })).toBeFocused();
    await page.getByRole('button', { name: 'Tap to open the Diwali Book' }).click();
    await expect(book(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
  });

  test('MITHAI-17 MITHAI-20 G-29 one sweet a spread on a phone, M = the number of sweets', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openBook(page);
    await expect(book(page).getByText(`Page 1 of ${DIWALI_SWEETS.length}`)).toBeVisible();
    await expect(pageNames(page)).toHaveText([DIWALI_SWEETS[0]?.name ?? '']);
    await book(page).getByRole('button', { name: 'Next page' }).click();
    await expect(pageNames(page)).toHaveText([DIWALI_SWEETS[1]?.name ?? '']);
    await expect(book(page).getByText(`Page 2 of ${DIWALI_SWEETS.length}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('MITHAI-17 issue #16: on a phone one "Go to page" picker replaces the 46 dots', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openBook(page);
    await expect(book(page).getByRole('button', { name: 'Go to page 1', exact: true })).toBeHidden();
    const picker = book(page).getByRole('combobox', { name: 'Go to page' });
    await expect(picker.getByRole('option')).toHaveCount(DIWALI_SWEETS.length);
    await picker.selectOption({ label: '10' });
    await expect(book(page).getByText(`Page 10 of ${DIWALI_SWEETS.length}`)).toBeVisible();
    await expect(pageNames(page)).toHaveText([DIWALI_SWEETS[9]?.name ?? '']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(picker).toBeHidden();
    await expect(book(page).getByRole('button', { name: 'Go to page 1', exact: true })).toBeVisible();
  });
});
