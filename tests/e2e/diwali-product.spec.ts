/**
 * /diwali-product/{id} (storefront §2 Diwali product detail, §8; FEATURES DIWALI, G-18, G-40):
 * prebuilt pages for the built-in Diwali list, the run-time shell for staff-created Diwali
 * Collection products, and the not-found message.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { DIWALI_SWEETS, STAFF_PRODUCTS } from './support/storefront.ts';

const NOT_FOUND = "The sweet you're looking for doesn't exist or has been removed.";
const copy = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/page-copy/mithai.json'), 'utf8')) as {
  diwaliBlurb: { title: string };
  about: { title: string };
};

const main = (page: Page) => page.getByRole('main');

test('DIWALI-01 DIWALI-02 DIWALI-03 DIWALI-04 a built-in sweet: price per pack, quantity, shelf life, actions, blurb and About', async ({ page }) => {
  const sweet = DIWALI_SWEETS.find((s) => s.id === 'kaju-katli');
  if (!sweet) throw new Error('content/diwali-sweets/kaju-katli.json is missing');
  await page.goto('/diwali-product/kaju-katli');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sweet.name);
  await expect(main(page).getByText(`₹${sweet.price.custom}.00 / pack`)).toBeVisible();
  await expect(main(page).getByRole('term')).toHaveText(['Quantity', 'Shelf life', 'Travels well']);
  // Issue #17: 15 days reaches "Other Indian cities" (content/planning travel bands).
  await expect(main(page).getByRole('definition')).toHaveText([sweet.quantity, sweet.shelfLife, 'Other Indian cities. Keeps long enough for a courier to another Indian city.']);
  const tel = `tel:+91${sweet.phoneNumber.replace(/\D/g, '').slice(2)}`;
  await expect(main(page).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', tel);
  await expect(main(page).getByRole('link', { name: 'Contact Us for Bulk Orders' })).toHaveAttribute('href', '/contact?diwali=kaju-katli');
  await expect(main(page).getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/mithai/shop');
  await expect(main(page).getByRole('heading', { level: 2, name: copy.diwaliBlurb.title })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: copy.about.title })).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to Products' }).click();
  await expect(page).toHaveURL(/\/mithai\/shop$/);
});

test('DIWALI-01 every built-in Diwali sweet has its page', async ({ request }) => {
  for (const sweet of DIWALI_SWEETS) {
    const response = await request.get(`/diwali-product/${sweet.id}`);
    expect(response.status(), sweet.id).toBe(200);
    expect(await response.text()).toContain(`<title>${sweet.name.replaceAll('&', '&amp;')} | Rasika</title>`);
  }
});

test('DIWALI-05 an unknown id says the sweet does not exist', async ({ page }) => {
  await page.goto('/diwali-product/no-such-sweet');
  await expect(main(page).getByText(NOT_FOUND)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/mithai/shop');
  await expectNoSeriousA11yViolations(page);
});

test('G-18 a staff-created Diwali Collection product is shown; one of another category is not', async ({ page }) => {
  const diwali = { ...STAFF_PRODUCTS[0], _id: 'e2e-diwali-gujiya', name: 'Test Gujiya', category: 'Diwali Collection', price: { custom: 480 }, quantity: '250 g box' };
  await page.route('**/api/products/e2e-diwali-gujiya', (route) => route.fulfill({ json: diwali }));
  await page.route('**/api/products/e2e-kaju-barfi', (route) => route.fulfill({ json: STAFF_PRODUCTS[0] }));
  await page.goto('/diwali-product/e2e-diwali-gujiya');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Gujiya');
  await expect(main(page).getByText('₹480.00 / pack')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+919849011111');
  await page.goto('/diwali-product/e2e-kaju-barfi');
  await expect(main(page).getByText(NOT_FOUND)).toBeVisible();
});

test('DIWALI accessibility: a Diwali product page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/diwali-product/motichoor-laddu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
