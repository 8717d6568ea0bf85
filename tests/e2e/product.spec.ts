/**
 * /product/{id} (storefront §2 Product detail, §7, §8; FEATURES PDP, G-10, G-13..G-17, G-22, G-40):
 * staff-created products through the run-time shell (served by the /product/* rewrite), built-in
 * items as prebuilt pages, the gift-list fallback, and "Product Not Found" with the move to /mithai.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { consoleErrors, GIFT_HAMPERS, pauseClock, serveStaffProducts, STAFF_PRODUCTS } from './support/storefront.ts';
import { toPhoneLink, toWhatsAppLink } from '../../src/lib/site/phone-number.ts';
import { CONTACT } from '../support/contact-source.ts';

const STAFF = STAFF_PRODUCTS[0];
const RELATED = STAFF_PRODUCTS[4];

async function serveProduct(page: Page, product: object | undefined = STAFF): Promise<void> {
  await serveStaffProducts(page);
  await page.route('**/api/products/e2e-*', (route) =>
    product && route.request().url().endsWith(`/${(product as { _id: string })._id}`)
      ? route.fulfill({ json: product })
      : route.fulfill({ status: 404, json: { message: 'Product not found.' } }),
  );
  await page.route('**/api/products/related/e2e-*', (route) => route.fulfill({ json: [RELATED] }));
}

const price = (page: Page) => page.getByText(/^₹[\d,]+\.\d\d \/ /);
const radio = (page: Page, name: RegExp | string) => page.getByRole('radio', { name });
const whatsapp = (text: string, number: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

test.describe('staff-created product (run-time shell)', () => {
  test('PDP-01 shows a loading state, then the product', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await serveStaffProducts(page);
    await page.route('**/api/products/related/e2e-*', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/products/e2e-kaju-barfi', async (route) => {
      await held;
      await route.fulfill({ json: STAFF });
    });
    await page.goto('/product/e2e-kaju-barfi');
    await expect(page.getByText('Loading product...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: STAFF.name })).toBeVisible();
    await expect(page).toHaveTitle(`${STAFF.name} | Rasika`);
  });

  test('PDP-05 PDP-06 breadcrumb and a gallery that wraps both ways', async ({ page }) => {
    await serveProduct(page);
    await page.goto('/product/e2e-kaju-barfi');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Products', 'Sweets', STAFF.name]);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/mithai');
    await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/mithai/shop');
    await expect(crumbs.getByRole('link', { name: 'Sweets' })).toHaveAttribute('href', '/mithai/shop?category=Sweets');
    const gallery = page.getByRole('region', { name: `Pictures of ${STAFF.name}` });
    await expect(gallery.getByRole('group')).toHaveAccessibleName('Picture 1 of 2');
    await gallery.getByRole('button', { name: 'Previous picture' }).click();
    await expect(gallery.getByRole('group')).toHaveAccessibleName('Picture 2 of 2');
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(gallery.getByRole('group')).toHaveAccessibleName('Picture 1 of 2');
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(gallery.getByRole('group')).toHaveAccessibleName('Picture 1 of 2');
    await gallery.getByRole('button', { name: 'Show picture 2' }).click();
    await expect(gallery.getByRole('group')).toHaveAccessibleName('Picture 2 of 2');
  });

  test('PDP-07 PDP-08 PDP-09 PDP-10 size and quality choose the price, with 2 decimals, taxes and savings', async ({ page }) => {
    await serveProduct(page);
    await page.goto('/product/e2e-kaju-barfi');
    await expect(radio(page, /^250g/)).toBeChecked();
    await expect(radio(page, 'Standard')).toBeChecked();
    await expect(price(page)).toHaveText('₹320.00 / 250g');
    await expect(page.getByText('Inclusive of all taxes')).toBeVisible();
    await expect(radio(page, /^500g/)).toHaveAccessibleName('500g You save ₹30.00');
    await expect(radio(page, /^1kg/)).toHaveAccessibleName('1kg You save ₹130.00');
    await radio(page, /^500g/).check();
    await expect(price(page)).toHaveText('₹610.00 / 500g');
    await radio(page, 'Premium').check();
    await expect(price(page)).toHaveText('₹790.00 / 500g');
    await expect(radio(page, /^500g/)).toHaveAccessibleName('500g You save ₹40.00');
    await radio(page, /^1kg/).check();
    await expect(price(page)).toHaveText('₹1,495.00 / 1kg');
    await radio(page, 'Basic').check();
    await expect(price(page)).toHaveText('₹970.00 / 1kg');
  });

  test('PDP-11 PDP-12 PDP-13 PDP-14 Call, WhatsApp with the chosen size, Buy Now, details and related products', async ({ page }) => {
    await serveProduct(page);
    await page.goto('/product/e2e-kaju-barfi');
    await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', 'tel:+919849011111');
    const chat = page.getByRole('link', { name: /^WhatsApp/ });
    await expect(chat).toHaveAttribute('href', whatsapp(`Hi, I'm interested in ${STAFF.name} (250g)`, '919849011111'));
    await radio(page, /^1kg/).check();
    await expect(chat).toHaveAttribute('href', whatsapp(`Hi, I'm interested in ${STAFF.name} (1kg)`, '919849011111'));
    // Buy Now carries the chosen size and quality (issue #10).
    await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/contact?product=e2e-kaju-barfi&size=1kg&quality=standard');
    await expect(page.getByText('Cashew, Sugar')).toBeVisible();
    await expect(page.getByText('4.7 out of 5')).toBeVisible();
    const related = page.getByRole('region', { name: 'You May Also Like' });
    await expect(related.getByRole('link', { name: RELATED.name })).toHaveAttribute('href', `/product/${RELATED._id}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('PDP-12 G-13 without its own phone or an expertise map: default number, no quality choice', async ({ page }) => {
    await serveProduct(page, { ...STAFF_PRODUCTS[1], phoneNumber: '' });
    await page.goto('/product/e2e-bhujia');
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('group', { name: 'Quality' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute('href', toPhoneLink(CONTACT.phone).href);
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      whatsapp("Hi, I'm interested in Test Bhujia (250g)", toWhatsAppLink(CONTACT.whatsapp).waNumber),
    );
  });
});

test.describe('built-in items (prebuilt pages)', () => {
  test('PDP-04 G-16 a gift hamper is priced per pack, without size or quality choice', async ({ page }) => {
    const hamper = GIFT_HAMPERS.find((h) => h.id === 'royal-dry-fruit-tray');
    await page.goto('/product/royal-dry-fruit-tray');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Royal Dry Fruit Tray');
    await expect(price(page)).toHaveText(`₹${(hamper?.price.custom ?? 0).toLocaleString('en-IN')}.00 / pack`);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      // Issue #16: its phoneNumber is the shop's landline, so WhatsApp goes to the WhatsApp mobile.
      whatsapp("Hi, I'm interested in Royal Dry Fruit Tray", toWhatsAppLink(CONTACT.whatsapp).waNumber),
    );
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Gift Hampers' })).toHaveAttribute(
      'href',
      '/mithai/shop?category=Gift%20Hampers',
    );
  });

  test('PDP-04 /product/gift-{n} shows a corporate gift; G-02 /products/{id} redirects there', async ({ page }) => {
    const response = await page.goto('/products/gift-3');
    expect(response?.url()).toMatch(/\/product\/gift-3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sohan Halwa Heritage Tin');
    await expect(page.getByText('Hyderabad in a tin')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('lookup order and not found', () => {
  /** Serves the shell page for a gift address, as it would be for an id without a prebuilt page. */
  async function shellFor(page: Page, path: string): Promise<void> {
    const shell = await (await page.request.get('/product/shell')).text();
    await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shell }));
  }

  test('PDP-02 when the server answers not ok, the built-in gift list is used', async ({ page }) => {
    await shellFor(page, '/product/gift-3');
    await page.goto('/product/gift-3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sohan Halwa Heritage Tin');
  });

  test('PDP-02 when the server request fails, the built-in gift list is used', async ({ page }) => {
    await shellFor(page, '/product/gift-7');
    await page.route('**/api/products/gift-7', (route) => route.abort('connectionfailed'));
    await page.goto('/product/gift-7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namkeen & Mithai Duo');
  });

  test('PDP-03 G-10 G-22 an unknown or hidden product shows "Product Not Found", then moves on to /mithai', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.clock.install();
    await serveProduct(page, undefined);
    await page.goto('/product/e2e-hidden-sweet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await expect(
      page.getByText("We couldn't find the product you're looking for. It might have been moved or is no longer available."),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore Sweets' })).toHaveAttribute('href', '/mithai');
    await expect(page.getByText(/^Taking you to our sweets in \d seconds?…$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await pauseClock(page);
    await page.clock.runFor(8000);
    await expect(page).toHaveURL(/\/mithai$/);
    expect(errors.some((text) => text.includes('404'))).toBe(true);
  });
});
