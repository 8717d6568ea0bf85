/**
 * The catalogue /mithai/shop (storefront §2 Catalogue, §4, §5, §9; FEATURES SHOP, ERR-05, ERR-06,
 * G-09, G-36). Staff-created products are served by page.route so the counts are exact:
 * 46 Diwali sweets + 18 gift hampers built in, plus STAFF_PRODUCTS.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { recordedLayoutShift, recordLayoutShifts } from './support/scrolling.ts';
import {
  consoleErrors,
  DIWALI_SWEETS,
  GIFT_HAMPERS,
  hydrated,
  pauseClock,
  serveStaffProducts,
  STAFF_PRODUCTS,
  steadyInView,
} from './support/storefront.ts';

const ALL_COUNT = DIWALI_SWEETS.length + GIFT_HAMPERS.length + STAFF_PRODUCTS.length;

const grid = (page: Page) => page.getByRole('region', { name: 'Products' });
const cards = (page: Page) => grid(page).getByRole('article');
const cardNames = (page: Page) => grid(page).getByRole('heading', { level: 3 });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' }).getByRole('button');
const searchBox = (page: Page) => page.getByPlaceholder('Search our treasures...');
const sortBox = (page: Page) => page.getByRole('combobox', { name: 'Sort products' });
const loadMore = (page: Page) => page.getByRole('button', { name: /^Load More|^Loading more/ });

/** Clicks Load More once it stays put in view (the cards above it drawn at their real height). */
async function clickLoadMore(page: Page): Promise<void> {
  await steadyInView(loadMore(page));
  await loadMore(page).click();
}

/** Opens the shop and waits until it has settled: loaded, products in, their count written. */
async function openShop(page: Page, query = ''): Promise<void> {
  await serveStaffProducts(page);
  await page.goto(`/mithai/shop${query}`);
  await hydrated(searchBox(page));
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
}

/**
 * With the page's clock paused, the time its cards take to appear: they are drawn 6 a frame (issue
 * #14), and frames come with the clock.
 */
async function drawCards(page: Page): Promise<void> {
  await page.clock.runFor(100);
}

const priceOf = (product: { price: { custom: number } }) => product.price.custom;

test.describe('catalogue', () => {
  test('SHOP-01 SHOP-03 SHOP-07 SHOP-12 SHOP-14 SHOP-15 opens on the Diwali Collection, 15 of 46', async ({ page }) => {
    await openShop(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diwali Collection');
    await expect(page.getByText('Artisanal Mithai for the Discerning Palate')).toBeVisible();
    await expect(categories(page).filter({ hasText: 'Diwali Collection' })).toHaveAttribute('aria-pressed', 'true');
    await expect(searchBox(page)).toHaveValue('');
    await expect(sortBox(page).getByRole('option')).toHaveText(['Sort by: Featured', 'Price: Low to High', 'Price: High to Low']);
    await expect(page.getByText('Showing 15 of 46 products')).toBeVisible();
    await expect(page.getByText('31 more available')).toBeVisible();
    await expect(loadMore(page)).toHaveText('Load More (31 remaining)');
    await expect(cards(page)).toHaveCount(15);
    await expect(cardNames(page)).toHaveText(DIWALI_SWEETS.slice(0, 15).map((sweet) => sweet.name));
  });

  test('SHOP-15 SHOP-16 Load More adds 15 after a 500 ms loading state, until all are shown', async ({ page }) => {
    await page.clock.install();
    await openShop(page);
    await expect(cards(page)).toHaveCount(15);
    await pauseClock(page);
    await clickLoadMore(page);
    await expect(loadMore(page)).toHaveText('Loading more...');
    await expect(loadMore(page)).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(499);
    await expect(cards(page)).toHaveCount(15);
    await page.clock.runFor(1);
    await expect(cards(page)).toHaveCount(30);
    await expect(page.getByText('Showing 30 of 46 products')).toBeVisible();
    await expect(loadMore(page)).toHaveText('Load More (16 remaining)');
    await clickLoadMore(page);
    await page.clock.runFor(500);
    await expect(loadMore(page)).toHaveText('Load More (1 remaining)');
    await clickLoadMore(page);
    await page.clock.runFor(500);
    await expect(page.getByText('Showing 46 of 46 products')).toBeVisible();
    await expect(cards(page)).toHaveCount(46);
    await expect(loadMore(page)).toHaveCount(0);
    await expect(page.getByText(/more available/)).toHaveCount(0);
  });

  for (const width of [390, 1440]) {
    test(`SHOP-16 issue #14 at ${width} px: the cards Load More adds push nothing in view when they appear 500 ms after the click (CLS)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openShop(page);
      await steadyInView(loadMore(page));
      await recordLayoutShifts(page);
      await loadMore(page).click();
      await expect(page.getByText('Showing 30 of 46 products')).toBeVisible();
      await expect(cards(page)).toHaveCount(30);
      // Shifts within 500 ms of the click are the visitor's own; the cards appear just after that.
      expect(await recordedLayoutShift(page)).toBeLessThanOrEqual(0.01);
      await expect(cards(page).nth(15)).toBeInViewport();
    });
  }

  for (const width of [320, 390, 1440]) {
    test(`SHOP-14 issue #14 at ${width} px: the product count's lines are kept free from the first paint, so nothing below moves when it is written (CLS)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openShop(page);
      await expect(page.getByText(/^Showing 15 of \d+ products$/)).toBeVisible();
      await expect(page.getByText(/^\d+ more available$/)).toBeVisible();
      // Every shift since the page began whose moved part is in the products' section (count, filters, cards).
      const moved = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const section = document.querySelector('section[aria-labelledby="catalogue-products"]');
            const found: string[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
                for (const { node, previousRect, currentRect } of entry.sources) {
                  if (node && section?.contains(node) && previousRect.y !== currentRect.y) {
                    found.push(`${node.nodeName} ${previousRect.y} -> ${currentRect.y}`);
                  }
                }
              }
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => setTimeout(() => resolve(found), 100));
          }),
      );
      expect(moved).toEqual([]);
    });
  }

  test('SHOP-17 any category, search or sort change goes back to one page', async ({ page }) => {
    await page.clock.install();
    await openShop(page);
    await expect(cards(page)).toHaveCount(15);
    await pauseClock(page);
    const growToThirty = async () => {
      await clickLoadMore(page);
      await page.clock.runFor(500);
      await expect(cards(page)).toHaveCount(30);
    };
    await growToThirty();
    await sortBox(page).selectOption({ label: 'Price: High to Low' });
    await drawCards(page);
    await expect(cards(page)).toHaveCount(15);
    await growToThirty();
    await categories(page).filter({ hasText: /^All$/ }).click();
    await expect(page.getByText(`Showing 15 of ${ALL_COUNT} products`)).toBeVisible();
    await growToThirty();
    await searchBox(page).fill('a');
    await drawCards(page);
    await expect(cards(page)).toHaveCount(15);
  });

  test('SHOP-02 SHOP-04 SHOP-05 categories: Diwali Collection, all, Gift Hampers, then the others, never "Collection"; a sidebar on large screens', async ({
    page,
  }) => {
    await openShop(page);
    await expect(categories(page)).toHaveText(['Diwali Collection', 'All', 'Gift Hampers', 'Bakery', 'Namkeen', 'Sweets']);
    const first = await categories(page).nth(0).boundingBox();
    const second = await categories(page).nth(1).boundingBox();
    expect(second?.x).toBe(first?.x);
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  });

  test('SHOP-02 categories are a horizontal strip on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openShop(page);
    const first = await categories(page).nth(0).boundingBox();
    const second = await categories(page).nth(1).boundingBox();
    expect(second?.y).toBe(first?.y);
    expect(second?.x).toBeGreaterThan(first?.x ?? 0);
    await expectNoSeriousA11yViolations(page);
  });

  test('SHOP-06 SHOP-10 "all" holds the built-in lists and the staff products; a category matches exactly', async ({ page }) => {
    await openShop(page);
    await categories(page).filter({ hasText: /^All$/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Collections');
    await expect(page.getByText(`Showing 15 of ${ALL_COUNT} products`)).toBeVisible();
    await categories(page).filter({ hasText: 'Gift Hampers' }).click();
    await expect(page.getByText(`Showing 15 of ${GIFT_HAMPERS.length} products`)).toBeVisible();
    await expect(cards(page).filter({ hasText: 'GIFT HAMPER' })).toHaveCount(15);
    await categories(page).filter({ hasText: 'Sweets' }).click();
    await expect(cardNames(page)).toHaveText(['Kaju Barfi Special', 'Test Pedha Without Picture']);
  });

  test('SHOP-08 SHOP-09 the trimmed search matches names case-insensitively and overrides the category', async ({ page }) => {
    await openShop(page);
    await categories(page).filter({ hasText: 'Gift Hampers' }).click();
    await searchBox(page).fill('  LADDU ');
    const expected = [...DIWALI_SWEETS, ...GIFT_HAMPERS].filter((p) => p.name.toLowerCase().includes('laddu')).map((p) => p.name);
    await expect(page.getByText(`Showing ${expected.length} of ${expected.length} products`)).toBeVisible();
    await expect(cardNames(page)).toHaveText(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Collections');
    await expect(categories(page).filter({ hasText: 'Gift Hampers' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('SHOP-11 ?search= fills the box and selects "all"', async ({ page }) => {
    await openShop(page, '?search=kaju');
    await expect(searchBox(page)).toHaveValue('kaju');
    await expect(categories(page).filter({ hasText: /^All$/ })).toHaveAttribute('aria-pressed', 'true');
    const expected = [...DIWALI_SWEETS, ...GIFT_HAMPERS, ...STAFF_PRODUCTS].filter((p) => p.name.toLowerCase().includes('kaju'));
    await expect(page.getByText(`Showing ${expected.length} of ${expected.length} products`)).toBeVisible();
    for (const name of await cardNames(page).allTextContents()) expect(name.toLowerCase()).toContain('kaju');
  });

  test('G-36 ?category= opens the shop on that category', async ({ page }) => {
    await openShop(page, '?category=Gift%20Hampers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift Hampers');
    await expect(page.getByText(`Showing 15 of ${GIFT_HAMPERS.length} products`)).toBeVisible();
  });

  test('SHOP-13 sorts by price low to high and high to low, equal prices keeping the featured order', async ({ page }) => {
    await openShop(page);
    const byPrice = (direction: 1 | -1) =>
      DIWALI_SWEETS.map((sweet, index) => ({ sweet, index }))
        .toSorted((a, b) => (priceOf(a.sweet) - priceOf(b.sweet)) * direction || a.index - b.index)
        .map(({ sweet }) => sweet.name);
    await sortBox(page).selectOption({ label: 'Price: Low to High' });
    await expect(cardNames(page)).toHaveText(byPrice(1).slice(0, 15));
    await sortBox(page).selectOption({ label: 'Price: High to Low' });
    await expect(cardNames(page)).toHaveText(byPrice(-1).slice(0, 15));
    await sortBox(page).selectOption({ label: 'Sort by: Featured' });
    await expect(cardNames(page)).toHaveText(DIWALI_SWEETS.slice(0, 15).map((sweet) => sweet.name));
  });

  test('SHOP-13 the sort price is custom, else 250g, 500g, 1kg, else 0', async ({ page }) => {
    await openShop(page);
    await categories(page).filter({ hasText: /^All$/ }).click();
    await searchBox(page).fill('test');
    await sortBox(page).selectOption({ label: 'Price: Low to High' });
    await expect(cardNames(page)).toHaveText(['Test Bhujia', 'Test Rusk', 'Test Pedha Without Picture']);
  });

  test('SHOP-18 nothing found shows "No Treasures Found"', async ({ page }) => {
    await openShop(page);
    await searchBox(page).fill('zzzz');
    await expect(page.getByText('No Treasures Found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or category.')).toBeVisible();
    await expect(page.getByText('Showing 0 of 0 products')).toBeVisible();
    await expect(loadMore(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('SHOP-19 skeleton cards, "Curating Sweet Treasures" and "Loading..." while the products load', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/products', async (route) => {
      await held;
      await route.fulfill({ json: STAFF_PRODUCTS });
    });
    await page.goto('/mithai/shop');
    await expect(page.getByText('Curating Sweet Treasures')).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(6);
    release();
    await expect(page.getByText('Showing 15 of 46 products')).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('SHOP-20 a Diwali Collection card opens /diwali-product/{id}, others /product/{id}', async ({ page }) => {
    await openShop(page);
    await expect(grid(page).getByRole('link', { name: 'Kaju Katli', exact: true })).toHaveAttribute('href', '/diwali-product/kaju-katli');
    await categories(page).filter({ hasText: 'Gift Hampers' }).click();
    await expect(grid(page).getByRole('link', { name: GIFT_HAMPERS[0]?.name ?? '' })).toHaveAttribute('href', `/product/${GIFT_HAMPERS[0]?.id}`);
    await categories(page).filter({ hasText: 'Sweets' }).click();
    await grid(page).getByRole('link', { name: 'Kaju Barfi Special' }).click();
    await expect(page).toHaveURL(/\/product\/e2e-kaju-barfi$/);
  });

  test('SHOP-21 SHOP-22 SHOP-23 G-22 price lines, badges and pack details', async ({ page }) => {
    await openShop(page);
    const kajuKatli = cards(page).filter({ has: page.getByRole('heading', { name: 'Kaju Katli', exact: true }) });
    const sweet = DIWALI_SWEETS.find((s) => s.id === 'kaju-katli');
    await expect(kajuKatli).toContainText(`₹${sweet?.price.custom} / pack`);
    await expect(kajuKatli).toContainText('BESTSELLER');
    await expect(kajuKatli.getByRole('term')).toHaveText(['Quantity', 'Shelf life']);
    await expect(kajuKatli.getByRole('definition')).toHaveText([sweet?.quantity ?? '', sweet?.shelfLife ?? '']);
    await categories(page).filter({ hasText: /^All$/ }).click();
    await searchBox(page).fill('test');
    const card = (name: string) => cards(page).filter({ has: page.getByRole('heading', { name }) });
    await expect(card('Test Bhujia')).toContainText('₹100 / 250g');
    await expect(card('Test Bhujia')).not.toContainText('BESTSELLER');
    await expect(card('Test Rusk')).toContainText('Price on request');
    await expect(card('Test Rusk')).toContainText('Currently unavailable');
    await expect(card('Test Rusk').getByRole('button', { name: 'Add Test Rusk to enquiry list' })).toHaveCount(0);
    await expect(card('Test Bhujia').getByRole('term')).toHaveCount(0);
    await searchBox(page).fill('Kaju Katli Gift Tin');
    await expect(card('Kaju Katli Gift Tin')).toContainText('GIFT HAMPER');
    await expect(card('Kaju Katli Gift Tin')).toContainText(/₹[\d,]+ \/ pack/);
  });

  test('SHOP-24 the first 6 images are preloaded and eager, the first 3 high priority, the rest lazy', async ({ page }) => {
    await openShop(page);
    const images = grid(page).locator('article img');
    for (let i = 0; i < 6; i += 1) await expect(images.nth(i)).toHaveAttribute('loading', 'eager');
    for (let i = 0; i < 3; i += 1) await expect(images.nth(i)).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(3)).not.toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(6)).toHaveAttribute('loading', 'lazy');
    const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    const firstSix = await images.evaluateAll((imgs) => imgs.slice(0, 6).map((img) => img.getAttribute('src')));
    for (const src of firstSix) expect(preloads).toContain(src);
  });

  test('ERR-06 a picture that fails to load shows "Image not available"', async ({ page }) => {
    await page.route(/\/kaju-katli\.[\w-]+\.(svg|webp|avif)$/, (route) => route.fulfill({ status: 404, body: '' }));
    await openShop(page);
    const kajuKatli = cards(page).filter({ has: page.getByRole('heading', { name: 'Kaju Katli', exact: true }) });
    await expect(kajuKatli.getByText('Image not available')).toBeVisible();
  });

  test('SHOP-25 ERR-05 G-09 when the products call fails it is only logged and the built-in lists stay', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route('**/api/products', (route) => route.fulfill({ status: 500, json: { message: 'Storage unavailable' } }));
    await page.goto('/mithai/shop');
    await expect(page.getByText('Showing 15 of 46 products')).toBeVisible();
    expect(errors.some((text) => text.startsWith('Failed to fetch products'))).toBe(true);
    await searchBox(page).fill('Kaju Barfi Special');
    await expect(page.getByText('No Treasures Found')).toBeVisible();
  });

  test('SHOP accessibility: the loaded catalogue has no serious or critical axe violations', async ({ page }) => {
    await openShop(page);
    await expectNoSeriousA11yViolations(page);
  });
});

/**
 * Issue #14: the catalogue is a framework-free element (components/catalogue), so the shop loads no
 * React before the visitor interacts (the header search's island loads on focus), and still shows
 * the staff products, their categories and the counts. React 19 marks its elements with
 * "react.transitional.element"; its client runtime, react and jsx-runtime chunks all carry it.
 */
test('issue #14 /mithai/shop loads no React chunk before any interaction, and still shows the staff products, categories and counts', async ({ page }) => {
  const scripts: { url: string; body: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: new URL(response.url()).pathname, body: response.text() });
  });
  await openShop(page);
  await page.waitForLoadState('networkidle');
  await expect(categories(page)).toHaveText(['Diwali Collection', 'All', 'Gift Hampers', 'Bakery', 'Namkeen', 'Sweets']);
  await expect(page.getByText('Showing 15 of 46 products')).toBeVisible();
  await categories(page).filter({ hasText: 'Sweets' }).click();
  await expect(page.getByText('Showing 2 of 2 products')).toBeVisible();
  await expect(cardNames(page)).toHaveText(['Kaju Barfi Special', 'Test Pedha Without Picture']);
  expect(scripts.some((script) => script.url.includes('Catalogue'))).toBe(true);
  const withReact: string[] = [];
  for (const script of scripts) if ((await script.body).includes('react.transitional.element')) withReact.push(script.url);
  expect(withReact).toEqual([]);
});
