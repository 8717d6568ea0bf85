/**
 * /corporate-gifting (storefront §2 Corporate gifting, §4 Corporate gifting paging, §9; FEATURES
 * CORP-01..CORP-10, G-30): hero links, the wrapping 6-a-page grid of the 19 gifts, the sections,
 * the catalogue PDF, the FAQ, the "Visual Diary" carousel (4000 ms, 700 ms, arrows from 768 px)
 * and the closing call.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT } from '../support/contact-source.ts';
import { hydrated, pauseClock } from './support/storefront.ts';

const CONTENT = join(import.meta.dirname, '../../content');
interface Gift {
  id: number;
  name: string;
  mrp: string;
  shelfLife: string;
}
const GIFTS = readdirSync(join(CONTENT, 'corporate-gifts'))
  .map((name) => JSON.parse(readFileSync(join(CONTENT, 'corporate-gifts', name), 'utf8')) as Gift)
  .toSorted((a, b) => a.id - b.id);
const SITE = { phone: CONTACT.phone };

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const grid = (page: Page) => page.getByRole('list', { name: 'Curated Collections' });
const cards = (page: Page) => grid(page).getByRole('article');
const diary = (page: Page) => region(page, 'Gifts we have packed');
const slide = (page: Page) => diary(page).getByRole('group');

async function showGrid(page: Page): Promise<void> {
  await page.goto('/corporate-gifting');
  await hydrated(grid(page));
}

async function expectPage(page: Page, n: number, ids: number[]): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Page/ })).toHaveText(`Page ${n} of 4`);
  await expect(cards(page).getByRole('heading')).toHaveText(ids.map((id) => GIFTS[id - 1]?.name ?? '-'));
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('CORP-01 hero: "Book your Gift" to /contact and "Diwali Collection" to /mithai/shop', async ({ page }) => {
  await page.goto('/corporate-gifting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corporate Gifting');
  await expect(page.getByRole('link', { name: 'Book your Gift', exact: true })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Diwali Collection', exact: true })).toHaveAttribute('href', '/mithai/shop');
});

test('CORP-02 CORP-03 6 gifts a page (2 rows of 3) over the 19; next wraps to the start, previous to the end', async ({ page }) => {
  expect(GIFTS).toHaveLength(19);
  await showGrid(page);
  await expectPage(page, 1, range(1, 6));
  const boxes = await cards(page).evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
  expect(new Set(boxes).size).toBe(2);
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const previous = page.getByRole('button', { name: 'Previous', exact: true });
  await next.click();
  await expectPage(page, 2, range(7, 12));
  await next.click();
  await expectPage(page, 3, range(13, 18));
  await next.press('Enter');
  await expectPage(page, 4, [19]);
  await next.click();
  await expectPage(page, 1, range(1, 6));
  await previous.click();
  await expectPage(page, 4, [19]);
  await previous.click();
  await expectPage(page, 3, range(13, 18));
});

test('CORP-02 (issue #16) at 320 and 390 px each pager control reads on one line and nothing scrolls sideways', async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/corporate-gifting');
    const controls = [
      page.getByRole('button', { name: 'Previous', exact: true }),
      page.getByRole('status').filter({ hasText: /^Page 1 of 4$/ }),
      page.getByRole('button', { name: 'Next', exact: true }),
    ];
    for (const control of controls) {
      await control.scrollIntoViewIfNeeded();
      // The distinct line tops of the control's text: one line means one top.
      const lines = await control.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${await control.innerText()} at ${width} px`).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }
});

test('CORP-04 CORP-05 SHELL-02 a card goes to /product/gift-{id}, its "Buy Now" to /contact; MRP and shelf life shown', async ({ page }) => {
  await showGrid(page);
  const first = cards(page).first();
  await expect(first.getByRole('link', { name: GIFTS[0]?.name ?? '-' })).toHaveAttribute('href', '/product/gift-1');
  await expect(first.getByText(GIFTS[0]?.mrp ?? '-', { exact: true })).toBeVisible();
  await expect(first.getByText(GIFTS[0]?.shelfLife ?? '-', { exact: true })).toBeVisible();
  const buy = cards(page).getByRole('link', { name: 'Buy Now', exact: true });
  await expect(buy).toHaveCount(6);
  // Each "Buy Now" carries its gift (issue #10).
  expect(await buy.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/contact?product=gift-${n}`));
  await first.click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/\/product\/gift-1$/);
  await page.goBack();
  await hydrated(grid(page));
  await cards(page).first().getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/contact\?product=gift-1$/);
});

test('CORP-06 CORP-07 Sweet Gifts, Corporate Meals & Catering, Customize your Gift Box, and the catalogue PDF of 50+ varieties', async ({ page, request }) => {
  await page.goto('/corporate-gifting');
  for (const name of ['Sweet Gifts', 'Corporate Meals & Catering', 'Customize your Gift Box']) await expect(region(page, name)).toBeVisible();
  const catalogue = region(page, 'Mithai Catalogue');
  await expect(catalogue.getByText(/50\+ varieties/)).toBeVisible();
  const download = catalogue.getByRole('link', { name: /Download Mithai Catalogue/ });
  await expect(download).toHaveAttribute('href', '/mithai-catalogue.pdf');
  await expect(download).toHaveAttribute('download', /\.pdf$/);
  const pdf = await request.get('/mithai-catalogue.pdf');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('CORP-08 FAQ: minimum 25 units, bulk orders 2-3 weeks ahead, ships internationally, packaging customisable', async ({ page }) => {
  await page.goto('/corporate-gifting');
  const faq = region(page, 'Frequently Asked Questions');
  for (const question of await faq.locator('summary').all()) await question.click();
  await expect(faq.getByText(/25 units for most collections/)).toBeVisible();
  await expect(faq.getByText(/bulk orders 2-3 weeks ahead/)).toBeVisible();
  await expect(faq.getByText(/ship internationally/)).toBeVisible();
  await expect(faq.getByText(/packaging is customisable/)).toBeVisible();
});

test.describe('Visual Diary', () => {
  async function withClock(page: Page): Promise<void> {
    await page.clock.install();
    await page.goto('/corporate-gifting');
    await hydrated(diary(page));
    await pauseClock(page);
    await diary(page).hover();
    await page.mouse.move(5, 5);
    await expect(slide(page)).toHaveAccessibleName(/^1 of 8: /);
  }

  test('CORP-09 G-30 advances every 4000 ms with a 700 ms slide, wraps, and arrows work by keyboard', async ({ page }) => {
    await withClock(page);
    await page.clock.runFor(3999);
    await expect(slide(page)).toHaveAccessibleName(/^1 of 8: /);
    await page.clock.runFor(1);
    await expect(slide(page)).toHaveAccessibleName(/^2 of 8: /);
    await expect(diary(page).locator('[aria-live]')).toHaveCSS('transition-duration', '0.7s');
    await diary(page).getByRole('button', { name: 'Previous slide' }).press('Enter');
    await diary(page).getByRole('button', { name: 'Previous slide' }).press('Enter');
    await expect(slide(page)).toHaveAccessibleName(/^8 of 8: /);
    await page.keyboard.press('ArrowRight');
    await expect(slide(page)).toHaveAccessibleName(/^1 of 8: /);
  });

  test('CORP-09 G-30 arrows are hidden under 768 px wide; dots and swipes still move it', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await withClock(page);
    await expect(diary(page).getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await expect(diary(page).getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(8);
    const box = await diary(page).boundingBox();
    if (!box) throw new Error('diary not laid out');
    const y = box.y + box.height / 2;
    for (const dx of [-40, -70]) {
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, y);
      await page.mouse.up();
    }
    await expect(slide(page)).toHaveAccessibleName(/^2 of 8: /);
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(diary(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
  });
});

test('CORP-10 the closing call to action has a tel: link showing the business phone', async ({ page }) => {
  await page.goto('/corporate-gifting');
  const closing = region(page, 'Ready to Order?');
  const call = closing.getByRole('link', { name: `Call ${SITE.phone}` });
  await expect(call).toHaveAttribute('href', `tel:+91${SITE.phone.replace(/\D/g, '').slice(2)}`);
  await expect(closing.getByRole('link', { name: 'Send an Enquiry' })).toHaveAttribute('href', '/contact');
});

test('CORP-02 CORP-09 speed: the grid pages and the Visual Diary without a framework (issue #14), the quote builder (issue #17) when visible or first touched (issue #16: an early tap is held); the hero picture is sized and high priority', async ({ page, request }) => {
  const html = await (await request.get('/corporate-gifting')).text();
  const picture = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
  expect(picture).toMatch(/width="\d+"[^>]*height="\d+"/);
  expect(picture).toMatch(/loading="eager"/);
  await page.goto('/corporate-gifting');
  const islands = await page.locator('astro-island').evaluateAll((nodes) =>
    nodes.map((node) => `${/\/(\w+)\.[\w-]+\.js$/.exec(node.getAttribute('component-url') ?? '')?.[1]}:${node.getAttribute('client')}`),
  );
  expect(islands.toSorted()).toEqual(['GiftQuote:interaction', 'HeaderSearch:interaction']);
  // Every diary picture is in the HTML; <slide-carousel> only moves between them.
  await expect(page.locator('slide-carousel')).toHaveAttribute('data-ready', '');
  await expect(diary(page).getByRole('group', { includeHidden: true })).toHaveCount(8);
  // The 19 gifts are in the HTML, the first page shown; <gift-paging> only switches pages.
  await expect(page.locator('gift-paging')).toHaveAttribute('data-ready', '');
  expect(html.match(/<li data-gift/g)).toHaveLength(GIFTS.length);
  const quoteOptions = JSON.parse((await page.locator('astro-island[component-url*="GiftQuote"]').getAttribute('opts')) ?? '{}') as { value?: unknown };
  expect(quoteOptions.value).toEqual({ visible: true });
});
