/**
 * The content fields staff will edit (issue #41), on the built pages: a store's dated notice shows
 * on the home page's stores section and in the footer on the days it covers (India time) and not on
 * the days around them; the announcement bar shows the campaign of the day on every page; a sold-out
 * hamper says so on its card, its page, its suggestion and in its JSON-LD, and cannot be put on the
 * enquiry list; a blog post's cover shows on /blog and its page. Dates are moved with the page's
 * clock (page.clock.setFixedTime: only Date changes, timers still run) on the real built page, from
 * the notices and campaigns of content/ as the site was built from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { addDays } from '../../src/lib/planning/calendar-days.ts';
import { campaignsToRender } from '../../src/lib/site/announcement.ts';
import { structuredDataProblems } from '../support/structured-data.ts';
import { expectNoSeriousA11yViolations } from './support/accessibility.ts';
import { daysFromToday } from './support/india-dates.ts';
import { scrollToY } from './support/scrolling.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(CONTENT, path), 'utf8')) as T;

interface Notice {
  from: string;
  to: string;
  kind: string;
  text: string;
}
const store = readJson<{ name: string; notices: Notice[] }>('stores/sindhi-colony.json');
const today = daysFromToday(0);
/** The first notice the build rendered (its last day not over): content/stores/sindhi-colony.json, Sankranti. */
const notice = store.notices.filter((one) => one.to >= today).toSorted((a, b) => a.from.localeCompare(b.from))[0];

/** The start of an India day (00:00 IST = 18:30 UTC the day before), or a minute before it. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const minuteBefore = (day: string) => new Date(indiaMidnight(day).getTime() - 60_000);

const storesSection = (page: Page) => page.getByRole('region', { name: 'Visit Us', exact: true });
const footerStores = (page: Page) => page.getByRole('contentinfo').getByRole('region', { name: 'Our stores' });

async function openHomeAt(page: Page, moment: Date): Promise<void> {
  await page.clock.setFixedTime(moment);
  await page.goto('/');
}

test.describe('a store notice shows while it applies (#41)', () => {
  test.beforeAll(() => {
    // The seed notices follow content/festivals/sankranti.json; once the last has passed, add the next year's.
    expect(notice, 'content/stores/sindhi-colony.json needs a notice that is not over yet').toBeDefined();
  });

  test('#41 on its first day from 00:00 India time to its last day at 23:59, on the home page and in the footer', async ({ page }) => {
    if (!notice) return;
    for (const moment of [indiaMidnight(notice.from), minuteBefore(addDays(notice.to, 1))]) {
      await openHomeAt(page, moment);
      const card = storesSection(page).getByRole('article', { name: store.name });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(notice.text, { exact: true })).toBeVisible();
      const footer = footerStores(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: store.name, exact: true }) });
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByText(notice.text, { exact: true })).toBeVisible();
      // The other store has no notice.
      await expect(page.getByText(notice.text, { exact: true })).toHaveCount(2);
    }
  });

  test('#41 not a minute before its first day, nor from the day after its last, though the page carries it', async ({ page }) => {
    if (!notice) return;
    for (const moment of [minuteBefore(notice.from), indiaMidnight(addDays(notice.to, 1))]) {
      await openHomeAt(page, moment);
      await footerStores(page).scrollIntoViewIfNeeded();
      await expect(page.getByText(notice.text, { exact: true })).toHaveCount(2);
      for (const shown of await page.getByText(notice.text, { exact: true }).all()) await expect(shown).toBeHidden();
    }
  });

  test('#41 a phone shows the notice in the footer without opening "Address and hours"', async ({ page }) => {
    if (!notice) return;
    await page.setViewportSize({ width: 360, height: 780 });
    await openHomeAt(page, indiaMidnight(notice.from));
    const footer = footerStores(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: store.name, exact: true }) });
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(notice.text, { exact: true })).toBeVisible();
    await expect(footer.getByText('Weekdays', { exact: true })).toBeHidden();
  });

  test('#41 at 320 to 1440 px the shown notice fits its card and the footer: no sideways scroll, no serious axe violation', async ({ page }) => {
    if (!notice) return;
    for (const width of [320, 390, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await openHomeAt(page, indiaMidnight(notice.from));
      for (const shown of await page.getByText(notice.text, { exact: true }).all()) {
        await shown.scrollIntoViewIfNeeded();
        await expect(shown).toBeVisible();
        const fits = await shown.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const parent = (element.parentElement as HTMLElement).getBoundingClientRect();
          return box.left >= parent.left - 0.5 && box.right <= parent.right + 0.5;
        });
        expect(fits, `${width} px`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
      if (width === 320 || width === 1440) await expectNoSeriousA11yViolations(page, `${width} px`);
    }
  });

  test('#41 the store JSON-LD names the notice as special opening hours, the week as openingHoursSpecification', async ({ page }) => {
    if (!notice) return;
    await page.goto('/');
    const nodes = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>));
    const sweets = nodes.find((node) => node['name'] === store.name);
    expect(sweets && structuredDataProblems(sweets)).toEqual([]);
    expect(sweets?.['specialOpeningHoursSpecification']).toContainEqual({ '@type': 'OpeningHoursSpecification', validFrom: notice.from, validThrough: notice.to, opens: '00:00', closes: '00:00' });
    expect(sweets?.['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`), opens: '08:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'], opens: '08:00', closes: '23:59' },
    ]);
  });
});

test.describe('the announcement bar shows the campaign of the day on every page (#41)', () => {
  const campaigns = readdirSync(join(CONTENT, 'announcements')).map((file) =>
    readJson<{ campaignId: string; text: string; href: string; order: number; startsOn?: string; endsOn?: string }>(`announcements/${file}`),
  );
  const PAGES = ['/', '/about', '/contact', '/mithai', '/mithai/shop', '/corporate-gifting', '/catering-events', '/hotels-banquet', '/blog', '/festival-calendar', '/product/kesar-pista-collection', '/diwali-product/kaju-katli'];
  /** Today, and the first and last days of every campaign's window and the days around them. */
  const days = [today, ...campaigns.flatMap((c) => [c.startsOn && addDays(c.startsOn, -1), c.startsOn, c.endsOn, c.endsOn && addDays(c.endsOn, 1)])].filter(
    (day): day is string => day !== undefined && day >= today,
  );

  for (const day of new Set(days)) {
    test(`#41 on ${day} (India), every page's bar shows the campaign whose dates include it, first by order`, async ({ page }) => {
      // The campaigns the build rendered (not over on its day), by order; the first whose dates include `day`.
      const shown = campaignsToRender(campaigns, today).find((one) => (one.from === undefined || one.from <= day) && (one.to === undefined || day <= one.to));
      await page.clock.setFixedTime(indiaMidnight(day));
      for (const path of PAGES) {
        await page.goto(path);
        await scrollToY(page, 200);
        const bar = page.locator('[data-announcement]');
        if (!shown) {
          await expect(bar).toBeHidden();
          continue;
        }
        const link = bar.getByRole('link', { name: shown.text, exact: true });
        await expect(link, path).toBeVisible();
        await expect(link).toHaveAttribute('href', shown.href === '/contact' ? `/contact?campaign=${shown.campaignId}` : shown.href);
        await expect(bar.getByRole('link')).toHaveCount(1);
      }
    });
  }
});

test.describe('two campaigns in the bar (#41)', () => {
  /**
   * The page as a build with a scheduled campaign before the always-on one would write it: a Christmas
   * link put first in the bar of the real /about page (the page's own inline script and bar script
   * then decide), as content/ holds one campaign today.
   */
  async function withChristmas(page: Page): Promise<void> {
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<div class="announcement__inner container" data-dated-first[^>]*>)/,
        '$1<a class="announcement__link" href="/mithai/shop" data-campaign="christmas-2027" data-dated data-from="2027-12-01" data-to="2027-12-25" hidden>CHRISTMAS CAKES AND HAMPERS</a>',
      );
      expect(body).toContain('data-campaign="christmas-2027"');
      await route.fulfill({ response, body });
    });
  }

  test('#41 the scheduled campaign takes the bar on its days and the other one shows again after; a dismissal is per campaign', async ({ page }) => {
    await withChristmas(page);
    const bar = page.locator('[data-announcement]');
    const christmas = bar.getByRole('link', { name: 'CHRISTMAS CAKES AND HAMPERS' });
    const diwali = bar.getByRole('link', { name: 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!' });

    await page.clock.setFixedTime(indiaMidnight('2027-12-01'));
    await page.goto('/about');
    await scrollToY(page, 200);
    await expect(christmas).toBeVisible();
    await expect(diwali).toBeHidden();
    // The bar slides in from above: a click while it is still partly off screen would scroll the page back
    // to the top, where the bar hides.
    await bar.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(christmas).toBeHidden();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('announcement')))).toEqual(['announcement-dismissed:christmas-2027']);

    await page.clock.setFixedTime(indiaMidnight('2027-12-26'));
    await page.goto('/about');
    await scrollToY(page, 200);
    await expect(diwali).toBeVisible();
    await expect(christmas).toBeHidden();
  });
});

test.describe('a sold-out hamper (#41)', () => {
  // content/gift-hampers/kesar-pista-collection.json: "inStock": false.
  const hamper = readJson<{ name: string; price: { custom: number }; inStock: boolean }>('gift-hampers/kesar-pista-collection.json');

  test('#41 its product page says "Currently unavailable", offers no "Add to enquiry list", keeps Call and Buy Now; its JSON-LD offer is OutOfStock', async ({ page }) => {
    expect(hamper.inStock).toBe(false);
    await page.goto('/product/kesar-pista-collection');
    await expect(page.getByRole('heading', { level: 1, name: hamper.name })).toBeVisible();
    await expect(page.getByText('Currently unavailable', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to enquiry list' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/contact?product=kesar-pista-collection');
    const product = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>).find((node) => node['@type'] === 'Product'),
    );
    expect(product?.['offers']).toMatchObject({ price: hamper.price.custom, availability: 'https://schema.org/OutOfStock' });
  });

  test('#41 its shop card says "Currently unavailable" where "Add to enquiry list" is; another hamper keeps the button', async ({ page }) => {
    await page.goto('/mithai/shop?category=Gift+Hampers');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: hamper.name, exact: true }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(`₹${hamper.price.custom.toLocaleString('en-IN')} / pack`);
    await expect(card.getByText('Currently unavailable', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Add ${hamper.name} to enquiry list` })).toHaveCount(0);
    const other = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Diwali Delight Box', exact: true }) });
    await expect(other.getByRole('button', { name: 'Add Diwali Delight Box to enquiry list' })).toBeVisible();
  });

  test('#41 the header search suggests it with "Currently unavailable"', async ({ page }) => {
    await page.goto('/about');
    const search = page.getByRole('combobox', { name: 'Search sweets' });
    await search.click();
    await search.pressSequentially('kesar pista');
    const option = page.getByRole('listbox', { name: 'Sweet suggestions' }).getByRole('option').filter({ hasText: hamper.name });
    await expect(option).toContainText(`₹${hamper.price.custom.toLocaleString('en-IN')} / pack`);
    await expect(option.getByText('Currently unavailable', { exact: true })).toBeVisible();
  });
});

test.describe('blog covers (#41)', () => {
  const posts = readJson<{ slug: string; title: string; status: string; cover?: { alt: string } }[]>('blog/posts.json');

  test('#41 /blog shows each published post\'s cover on its card; drafts and archived posts are absent', async ({ page }) => {
    await page.goto('/blog');
    for (const post of posts) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: post.title }) });
      if (post.status !== 'published') {
        await expect(card).toHaveCount(0);
        continue;
      }
      if (post.cover) await expect(card.getByRole('img', { name: post.cover.alt })).toHaveCount(1);
    }
  });

  test('#41 the sitemap and the RSS feed list the published posts and neither drafts nor archived posts', async ({ request }) => {
    const index = await (await request.get('/sitemap-index.xml')).text();
    const sitemaps = [...index.matchAll(/<loc>[^<]*(\/sitemap-[^<]+\.xml)<\/loc>/g)].map((match) => match[1] ?? '');
    const sitemap = (await Promise.all(sitemaps.map(async (path) => (await request.get(path)).text()))).join('');
    const feed = await (await request.get('/blog/rss.xml')).text();
    for (const post of posts) {
      const listed = post.status === 'published';
      expect(sitemap.includes(`/blog/${post.slug}<`), `${post.slug} in the sitemap`).toBe(listed);
      expect(feed.includes(`/blog/${post.slug}<`), `${post.slug} in the feed`).toBe(listed);
    }
  });

  test('#41 a post page shows its cover under the title', async ({ page }) => {
    const post = posts.find((one) => one.status === 'published' && one.cover);
    await page.goto(`/blog/${post?.slug}`);
    await expect(page.getByRole('article').getByRole('img', { name: post?.cover?.alt ?? '' })).toBeVisible();
  });
});
