/**
 * Finding what customers mean (issue #12): one search for the header and the shop, in English
 * spellings, Telugu and Hindi; "Did you mean"; each sweet once; dietary and price filters whose
 * view lives in the address (shared, restored, Back); dietary badges wherever sweets and dishes show.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import {
  DIWALI_SWEETS,
  GIFT_HAMPERS,
  hydrated,
  serveStaffProducts,
  STAFF_PRODUCTS,
  steadyInView,
} from './support/storefront.ts';

const header = (page: Page) => page.getByRole('combobox', { name: 'Search sweets' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Sweet suggestions' });
const grid = (page: Page) => page.getByRole('region', { name: 'Products' });
const cardNames = (page: Page) => grid(page).getByRole('heading', { level: 3 });
const shopSearch = (page: Page) => page.getByPlaceholder('Search our treasures...');
const loadMore = (page: Page) => page.getByRole('button', { name: /^Load More/ });
const filters = (page: Page) => page.getByText('Filters', { exact: false }).first();
const BUILTIN = [...DIWALI_SWEETS, ...GIFT_HAMPERS];
const LADDUS = BUILTIN.filter((product) => /laddu/i.test(product.name)).map((product) => product.name);

async function openShop(page: Page, query = ''): Promise<void> {
  await page.goto(`/mithai/shop${query}`);
  await hydrated(shopSearch(page));
  await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
}

/** Every card name of the current view, pressing Load More until all are shown. */
async function allCardNames(page: Page): Promise<string[]> {
  while (await loadMore(page).isVisible()) {
    const before = await cardNames(page).count();
    await steadyInView(loadMore(page));
    await loadMore(page).click();
    await expect.poll(() => cardNames(page).count()).toBeGreaterThan(before);
  }
  return cardNames(page).allTextContents();
}

async function suggestionNames(page: Page, text: string): Promise<string[]> {
  await page.goto('/about');
  await hydrated(header(page));
  await header(page).fill(text);
  await expect(suggestions(page)).toBeVisible();
  return suggestions(page).getByRole('option').locator('span > span:first-child').allTextContents();
}

test.describe('one search, two doors (issue #12)', () => {
  test('header "ladoo" suggests laddus with thumbnails and prices; Enter lists every laddu in the shop, the suggested ones included', async ({ page }) => {
    const suggested = await suggestionNames(page, 'ladoo');
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(8);
    expect(new Set(suggested).size).toBe(suggested.length);
    for (const name of suggested) expect(name).toMatch(/laddu/i);
    const options = suggestions(page).getByRole('option');
    await expect(options.first().locator('img')).toHaveAttribute('src', /^\/(thumbnails|api\/images)\//);
    await expect(options.first()).toContainText(/₹[\d,]+ \/ (pack|250g)/);
    await header(page).press('Enter');
    await expect(page).toHaveURL(/\/mithai\/shop\?search=ladoo$/);
    await hydrated(shopSearch(page));
    await expect(shopSearch(page)).toHaveValue('ladoo');
    await expect(page.getByText(/^\d+ results for "ladoo"$/)).toBeVisible();
    const listed = await allCardNames(page);
    for (const name of [...LADDUS, ...suggested]) expect(listed).toContain(name);
    expect(listed.every((name) => /laddu/i.test(name))).toBe(true);
  });

  test('Telugu లడ్డు and Hindi लड्डू find laddus in the header and in the shop', async ({ page }) => {
    for (const text of ['లడ్డు', 'लड्डू']) {
      expect(await suggestionNames(page, text)).toContain('Motichoor Laddu');
      await serveStaffProducts(page);
      await openShop(page, `?search=${encodeURIComponent(text)}`);
      const listed = await allCardNames(page);
      for (const name of ['Motichoor Laddu', 'Besan Laddu', 'Coconut Laddu', 'Rava Laddu', 'Dry Fruit Laddu']) expect(listed).toContain(name);
      await expect(page.getByText(`${listed.length} results for "${text}"`)).toBeVisible();
    }
  });

  test('"kaju katri" finds Kaju Katli, "mysorepak" Mysore Pak, "katli kaju" in any order', async ({ page }) => {
    await serveStaffProducts(page);
    await openShop(page);
    await shopSearch(page).fill('kaju katri');
    await expect(cardNames(page)).toContainText(['Kaju Katli']);
    await shopSearch(page).fill('mysorepak');
    await expect(cardNames(page)).toHaveText(['Mysore Pak']);
    await expect(page.getByText('1 result for "mysorepak"')).toBeVisible();
    await shopSearch(page).fill('katli kaju');
    await expect(cardNames(page).filter({ hasText: /^Kaju Katli$/ })).toHaveCount(1);
  });

  test('a typo with no match shows "Did you mean", which searches the closest name', async ({ page }) => {
    await serveStaffProducts(page);
    await openShop(page);
    await shopSearch(page).fill('gulab jamon');
    await expect(page.getByText('No Treasures Found')).toBeVisible();
    await expect(page.getByText('0 results for "gulab jamon"')).toBeVisible();
    await page.getByRole('button', { name: 'Gulab Jamun' }).click();
    await expect(shopSearch(page)).toHaveValue('Gulab Jamun');
    await expect(cardNames(page)).toHaveText(['Gulab Jamun']);
    await expect(page).toHaveURL(/search=Gulab\+Jamun/);
    await expectNoSeriousA11yViolations(page);
  });

  test('"All" shows each sweet once, the staff-created demo sweets included', async ({ page }) => {
    await openShop(page, '?category=all');
    const names = await allCardNames(page);
    expect(names.length).toBeGreaterThanOrEqual(BUILTIN.length);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    for (const product of BUILTIN) expect(names).toContain(product.name);
  });
});

test.describe('filters and the address (issue #12)', () => {
  const sugarFreeUnder600 = BUILTIN.filter((product) => product.dietary.sugarFree && product.price.custom <= 600).map((p) => p.name);
  const sugarFree = BUILTIN.filter((product) => product.dietary.sugarFree).map((p) => p.name);

  test('sugar-free + under ₹600: shown, shared by its address in a new page, restored; Back steps back through the changes', async ({ page, context }) => {
    await serveStaffProducts(page);
    await openShop(page);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/mithai\/shop\?category=all$/);
    await filters(page).click();
    const sugarFreeBox = page.getByRole('checkbox', { name: /^Sugar-free/ });
    await expect(sugarFreeBox).toHaveAccessibleName(`Sugar-free (${sugarFree.length})`);
    await sugarFreeBox.check();
    await expect(page).toHaveURL(/\?category=all&diet=sugar-free$/);
    await expect(page.getByText(`Showing ${sugarFree.length} of ${sugarFree.length} products`)).toBeVisible();
    await page.getByLabel('Highest price').fill('600');
    await expect(page).toHaveURL(/\?category=all&diet=sugar-free&max=600$/);
    await expect(page.getByText(`Showing ${sugarFreeUnder600.length} of ${sugarFreeUnder600.length} products`)).toBeVisible();
    await expect(cardNames(page)).toHaveText(sugarFreeUnder600);

    const shared = await context.newPage();
    await serveStaffProducts(shared);
    await shared.goto(page.url());
    await hydrated(shopSearch(shared));
    await expect(shared.getByRole('checkbox', { name: /^Sugar-free/ })).toBeChecked();
    await expect(shared.getByLabel('Highest price')).toHaveValue('600');
    await expect(cardNames(shared)).toHaveText(sugarFreeUnder600);
    await shared.close();

    await page.goBack();
    await expect(page).toHaveURL(/\?category=all&diet=sugar-free$/);
    await expect(page.getByLabel('Highest price')).toHaveValue('');
    await expect(page.getByText(`Showing ${sugarFree.length} of ${sugarFree.length} products`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?category=all$/);
    await expect(page.getByRole('checkbox', { name: /^Sugar-free/ })).not.toBeChecked();
    await page.goForward();
    await expect(page.getByRole('checkbox', { name: /^Sugar-free/ })).toBeChecked();
  });

  test('a price that is not whole rupees is explained and changes nothing', async ({ page }) => {
    await serveStaffProducts(page);
    await openShop(page, '?category=all');
    await filters(page).click();
    const before = await page.getByText(/^Showing \d+ of \d+ products$/).textContent();
    await page.getByLabel('Highest price').fill('6oo');
    await expect(page.getByRole('alert')).toHaveText('Enter the highest price in whole rupees, e.g. 600.');
    await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toHaveText(before ?? '');
    await expect(page).toHaveURL(/\?category=all$/);
    await page.getByLabel('Lowest price').fill('900');
    await page.getByLabel('Highest price').fill('500');
    await expect(page.getByRole('alert')).toHaveText('The highest price must not be below the lowest.');
  });

  test('sort and search reach the address; ?search= keeps the spec behaviour (box filled, category "all")', async ({ page }) => {
    await serveStaffProducts(page);
    await openShop(page, '?search=kaju&sort=price-desc');
    await expect(shopSearch(page)).toHaveValue('kaju');
    await expect(page.getByRole('combobox', { name: 'Sort products' })).toHaveValue('price-desc');
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await shopSearch(page).fill('');
    await shopSearch(page).pressSequentially('barfi');
    await expect(page).toHaveURL(/\?search=barfi&sort=price-desc$/);
    await page.goBack();
    await expect(shopSearch(page)).toHaveValue('kaju');
  });

  for (const width of [320, 768, 1440]) {
    test(`filters fit a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await serveStaffProducts(page);
      await openShop(page, '?category=all&diet=vegan');
      await expect(page.getByRole('checkbox', { name: /^Vegan/ })).toBeChecked();
      for (const control of [page.getByRole('group', { name: 'Dietary and occasion' }), page.getByLabel('Lowest price'), page.getByLabel('Highest price'), page.getByRole('checkbox', { name: /^Ships well/ })]) {
        const box = await control.boundingBox();
        expect(box?.x).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('dietary badges (issue #12)', () => {
  const badges = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('list', { name: 'Dietary information' }).first().getByRole('listitem');

  test('one icon set with text on catalogue cards, product pages, Diwali product pages and the hotel menu', async ({ page }) => {
    await serveStaffProducts(page);
    await openShop(page);
    const card = grid(page).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Kaju Katli', exact: true }) });
    await expect(badges(card)).toHaveText(['Vegetarian', 'Jain', 'Gluten-free', 'Contains nuts']);

    await page.goto('/diwali-product/dry-fruit-laddu');
    await expect(badges(page.getByRole('main'))).toHaveText(['Vegetarian', 'Jain', 'Vegan', 'Gluten-free', 'Sugar-free', 'Contains nuts']);

    await page.goto(`/product/${GIFT_HAMPERS.find((hamper) => hamper.name === 'Royal Dry Fruit Tray')?.id ?? ''}`);
    await expect(badges(page.getByRole('main'))).toHaveText(['Vegetarian', 'Jain', 'Vegan', 'Gluten-free', 'Sugar-free', 'Contains nuts', 'Ships well']);

    await page.goto('/hotels-banquet');
    const toggle = page.getByRole('button', { name: 'Full Menu', exact: true });
    await hydrated(toggle);
    await toggle.click();
    const menu = page.getByRole('region', { name: 'Full Menu', exact: true });
    const dish = menu.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Lemon Coriander Soup' }) });
    await expect(badges(dish)).toHaveText(['Vegetarian', 'Jain', 'Vegan', 'Gluten-free', 'Nut-free']);
  });

  test('staff products without dietary facts show only the vegetarian mark', async ({ page }) => {
    await serveStaffProducts(page, STAFF_PRODUCTS);
    await openShop(page, '?category=Bakery');
    const card = grid(page).getByRole('article').filter({ has: page.getByRole('heading', { name: 'Test Rusk' }) });
    await expect(badges(card)).toHaveText(['Vegetarian']);
  });
});
