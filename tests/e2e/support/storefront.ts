/**
 * Helpers of the storefront browser tests (mithai, catalogue, product, diwali-product, header
 * search): the built-in content as the site is built from it, fixed staff-created products served
 * through page.route (other suites change the real ones while we run), island hydration and the
 * paused page clock.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

const CONTENT = join(import.meta.dirname, '../../../content');

/** The dietary facts kept in content (issue #12). */
export interface ContentDietary {
  vegan: boolean;
  glutenFree: boolean;
  jain: boolean;
  sugarFree: boolean;
  allergens: string[];
}

interface ContentSweet {
  name: string;
  aliases?: string[];
  dietary: ContentDietary;
  order: number;
  price: { custom: number };
  quantity: string;
  shelfLife: string;
  isBestseller: boolean;
  phoneNumber: string;
}

function readFolder<T>(folder: string): (T & { id: string })[] {
  return readdirSync(join(CONTENT, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ ...(JSON.parse(readFileSync(join(CONTENT, folder, name), 'utf8')) as T), id: name.replace(/\.json$/, '') }));
}

/** The built-in Diwali Collection in featured order (content/diwali-sweets). */
export const DIWALI_SWEETS = readFolder<ContentSweet>('diwali-sweets').toSorted((a, b) => a.order - b.order);
/** The built-in gift hampers in featured order (content/gift-hampers). */
export const GIFT_HAMPERS = readFolder<{ name: string; order: number; price: { custom: number }; dietary: ContentDietary }>('gift-hampers').toSorted(
  (a, b) => a.order - b.order,
);

const svg = (name: string) => `/_e2e/${name}.svg`;

/** Staff-created products as GET /api/products answers them (storefront §3 shape). */
export const STAFF_PRODUCTS = [
  {
    _id: 'e2e-kaju-barfi',
    name: 'Kaju Barfi Special',
    category: 'Sweets',
    description: 'Cashew barfi made for the test kitchen.',
    phoneNumber: '+91 98490 11111',
    images: [svg('kaju-barfi-1'), svg('kaju-barfi-2')],
    price: {
      '250g': 320,
      '500g': 610,
      '1kg': 1150,
      expertise: {
        basic: { '250g': 270, '500g': 515, '1kg': 970 },
        standard: { '250g': 320, '500g': 610, '1kg': 1150 },
        premium: { '250g': 415, '500g': 790, '1kg': 1495 },
      },
    },
    isBestseller: true,
    isActive: true,
    createdAt: '2025-09-01T10:00:00.000Z',
    shelfLife: '15 Days',
    ingredients: ['Cashew', 'Sugar'],
    rating: 4.7,
    inStock: true,
  },
  { _id: 'e2e-bhujia', name: 'Test Bhujia', category: 'Namkeen', images: [svg('bhujia')], price: { '250g': 100, '500g': 190 }, isBestseller: false, isActive: true, createdAt: '2025-09-02T10:00:00.000Z', inStock: true },
  { _id: 'e2e-rusk', name: 'Test Rusk', category: 'Bakery', images: [svg('rusk')], price: { '500g': 150 }, isBestseller: false, isActive: true, createdAt: '2025-09-03T10:00:00.000Z', inStock: false },
  { _id: 'e2e-legacy', name: 'Legacy Box', category: 'Collection', images: [svg('legacy')], price: { custom: 500 }, isBestseller: false, isActive: true, createdAt: '2025-09-04T10:00:00.000Z', inStock: true },
  { _id: 'e2e-no-picture', name: 'Test Pedha Without Picture', category: 'Sweets', images: [], price: { '250g': 200 }, isBestseller: false, isActive: true, createdAt: '2025-09-05T10:00:00.000Z', inStock: true },
] as const;

/** Serves our staff-created products, and any /_e2e/*.svg picture, instead of the real ones. */
export async function serveStaffProducts(page: Page, products: readonly object[] = STAFF_PRODUCTS): Promise<void> {
  await page.route('**/api/products', (route) => route.fulfill({ json: products }));
  await page.route('**/_e2e/*.svg', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#e8891c"/></svg>',
    }),
  );
}

/**
 * Waits until the Astro island around `locator` has hydrated. An island that loads on interaction
 * (client:interaction, or client:prefilled on a plain address) is first pointed at, as a visitor's
 * mouse would. A hero slideshow and the shop's catalogue are no islands (issue #14): each is ready
 * once its element (<slide-carousel>, <catalogue-view>) has wired itself (data-ready).
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  // Framework-free elements (issue #14) say they are wired with data-ready.
  const element = locator.locator('xpath=ancestor-or-self::*[self::slide-carousel or self::catalogue-view or self::gift-paging or self::tab-set or self::hotel-veil or self::menu-panel or self::photo-gallery][1]');
  if ((await element.count()) > 0) {
    await expect(element).toHaveAttribute('data-ready', '');
    return;
  }
  const island = locator.locator('xpath=ancestor-or-self::astro-island[1]');
  if (['interaction', 'prefilled'].includes((await island.getAttribute('client')) ?? '')) await locator.hover();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

/** Pauses the page clock just ahead of its current time; timers then run only on runFor(). */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Collects console.error texts of the page. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Brings `target` into view and waits until it stays put, as a visitor's eye settles before a tap: the
 * shop's cards are laid out at their real height only once near the screen (content-visibility, issue
 * #14), so a button below them can still move in the frames after a jump to it.
 */
export async function steadyInView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const top = (await target.boundingBox())?.y;
        const steady = top !== undefined && top === last;
        last = top;
        return steady;
      },
      { intervals: [250] },
    )
    .toBe(true);
}
