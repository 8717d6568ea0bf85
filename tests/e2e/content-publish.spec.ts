/**
 * Issue #41 "What it must show", the whole journey as a superadmin in the dashboard: change a built-in
 * sweet's 500 g pack price and mark a hamper sold out, add a store closure for today (and one for a
 * later day), swap the announcement campaign, write a blog post with its live Markdown preview;
 * preview the draft (the real pages with the draft applied, behind "Preview — not live") while the
 * live site is unchanged; publish and see, in the built pages, the new price and the sold-out state
 * on the product page, the shop card, the header suggestions and the JSON-LD offer, the closure on
 * the home page and in the footer while it applies, the campaign on every page, and the post in /blog,
 * the sitemap and the RSS feed; revert to the previous version and see the old price back and the
 * rest gone.
 *
 * Publishing rebuilds and swaps the site it serves, so the journey runs on a site of its own:
 * `npm start`'s server on a throwaway copy of the built project over fresh Blobs
 * (scripts/local-platform/publishing-site.mjs, as `npm run test:publish` does), never the shared
 * server's dist/ that the other specs read. It makes four builds, each ~40 s on an idle machine and
 * minutes on a busy one: the baseline version (built while the draft is written), the preview, the
 * journey's version and the revert.
 */
import { expect as baseExpect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startPublishingSite } from '../../scripts/local-platform/publishing-site.mjs';
import { contentOverview, readContentItem } from './support/content.ts';
import { daysFromToday } from './support/india-dates.ts';
import { openDashboard, type SignedIn } from './support/staff.ts';

const expect = baseExpect.configure({ timeout: 15_000 });

/** One build of the whole site on this machine (two shared cores) takes up to minutes; a publish or a preview waits for one. */
const BUILD_MS = 10 * 60_000;

test.describe.configure({ mode: 'serial', timeout: 2 * BUILD_MS });
// A click waits for its target at most this long (not the whole test's time, which allows for builds).
test.use({ actionTimeout: 20_000 });

const SWEET = { collection: 'diwali-sweets', id: 'besan-laddu', name: 'Besan Laddu' } as const;
const HAMPER = { collection: 'gift-hampers', id: 'diwali-delight-box', name: 'Diwali Delight Box' } as const;
const STORE = { collection: 'stores', id: 'sindhi-colony' } as const;
const EVERY_PAGE = ['/', '/mithai', '/mithai/shop', '/contact', '/blog', '/hotels-banquet', `/diwali-product/${SWEET.id}`, `/product/${HAMPER.id}`];

const tag = Date.now().toString(36);
const today = daysFromToday(0);
const later = daysFromToday(40);
const CLOSURE = `Closed today for stock-taking (${tag})`;
const LATER_CLOSURE = `Closed on ${later} for Sankranti (${tag})`;
const CAMPAIGN = { id: `e2e-campaign-${tag}`, text: `Christmas hampers are here (${tag})` };
const POST = { id: `e2e-post-${tag}`, title: `Fresh ariselu at the counter (${tag})`, heading: 'Made this morning' };

let site: Awaited<ReturnType<typeof startPublishingSite>>;
/** Requests to the journey's site: a visitor's (no staff session, no preview cookie). */
let request: APIRequestContext;
/** The staff member's browser on the journey's site. */
let staff: BrowserContext;
let page: Page;
let user: SignedIn;
/** The sweet's price as shipped in content/, the baseline version's, and the journey's. */
let shipped = 0;
const prices = { baseline: 0, journey: 0 };
let baselineVersion = 0;

const toasts = (on: Page) => on.getByRole('status', { name: 'Notifications' });
const priceBox = (on: Page) => on.getByRole('group', { name: 'Price' }).getByRole('textbox', { name: 'Price (₹)' });
const publishPanel = (on: Page) => on.getByRole('region', { name: 'Publish', exact: true });
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

async function save(button = 'Save draft'): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await expect(toasts(page)).toContainText(button === 'Save draft' ? 'Draft saved. Publish to put it on the site.' : 'Item added to the draft.');
}

async function setPrice(price: number): Promise<void> {
  await openDashboard(page, user, `/content/${SWEET.collection}/items/${SWEET.id}`);
  await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('500 g box');
  await priceBox(page).fill(String(price));
  await save();
}

/** Publishes the draft from the Content screen; answers the new version (being built). */
async function publish(note: string): Promise<number> {
  await openDashboard(page, user, '/content');
  const panel = publishPanel(page);
  await panel.getByLabel('Note for this version (optional)').fill(note);
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  const started = await toasts(page).getByText(/^Publishing version \d+: the site is being rebuilt\.$/).textContent();
  await expect(panel.getByRole('status')).toContainText(/Status: (Queued|Building|Live)/);
  return Number(/version (\d+)/.exec(started ?? '')?.[1]);
}

/** The publish panel follows the build by itself: Queued, Building, then Live with this version. */
async function waitUntilLive(version: number): Promise<void> {
  const panel = publishPanel(page);
  await expect(panel.getByRole('status')).toContainText(`Status: LiveThe site shows version ${version}.`, { timeout: BUILD_MS });
  await expect(panel).toContainText(/Live site last changed: .+\./);
}

/** The page's JSON-LD Product, as the built HTML carries it. */
async function productLd(path: string): Promise<{ offers: { price: number; availability?: string } }> {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
  const product = blocks.find((block) => block['@type'] === 'Product');
  if (!product) throw new Error(`${path} has no Product JSON-LD`);
  return product as { offers: { price: number; availability?: string } };
}

/** The header search's suggestions for `text` on a public page. */
async function suggestions(visitor: Page, text: string) {
  await visitor.goto('/about');
  const box = visitor.getByRole('combobox', { name: 'Search sweets' });
  await box.click();
  await box.pressSequentially(text);
  const listbox = visitor.getByRole('listbox', { name: 'Sweet suggestions' });
  await expect(listbox).toBeVisible();
  return listbox;
}

/** A browser page of a visitor (no staff session, no preview cookie). */
async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: site.url })).newPage();
}

test.beforeAll(async ({ browser, playwright }) => {
  // Copying the project and starting its server; a build first when the copied dist/ is not content/ as shipped.
  test.setTimeout(BUILD_MS);
  site = await startPublishingSite();
  request = await playwright.request.newContext({ baseURL: site.url });
  staff = await browser.newContext({ baseURL: site.url, viewport: { width: 1280, height: 900 } });
  page = await staff.newPage();
  user = { token: site.token, admin: site.admin };
  const sweet = await readContentItem(request, user.token, SWEET.collection, SWEET.id);
  shipped = (sweet.default?.['price'] as { custom: number }).custom;
  prices.baseline = shipped + 10;
  prices.journey = shipped + 35;
});

test.afterAll(async () => {
  await staff?.close();
  await request?.dispose();
  await site?.stop();
});

test('#41 a first version to go back to: the sweet at its baseline price, published (built while the draft is written)', async () => {
  await setPrice(prices.baseline);
  baselineVersion = await publish(`e2e baseline (${tag})`);
  expect(baselineVersion).toBe(1);
});

test('#41 the draft: a new pack price, a sold-out hamper, a store closure, a new campaign and a blog post, saved', async () => {
  await setPrice(prices.journey);

  await openDashboard(page, user, `/content/${HAMPER.collection}/items/${HAMPER.id}`);
  await page.getByRole('checkbox', { name: 'In stock' }).uncheck();
  await save();

  const shippedNotices = ((await readContentItem(request, user.token, STORE.collection, STORE.id)).entry?.['notices'] as unknown[]).length;
  await openDashboard(page, user, `/content/${STORE.collection}/items/${STORE.id}`);
  // The English field: the store's Telugu and Hindi groups further down have notices of their own (#44).
  const notices = page.getByRole('group', { name: 'Notices (optional)', exact: true }).first();
  const rows = notices.getByRole('group', { name: /^Notices \d+$/ });
  await expect(rows).toHaveCount(shippedNotices);
  for (const [from, text] of [[today, CLOSURE], [later, LATER_CLOSURE]] as const) {
    const row = (await rows.count()) + 1;
    await notices.getByRole('button', { name: 'Add to notices' }).click();
    const notice = notices.getByRole('group', { name: `Notices ${row}`, exact: true });
    await notice.getByLabel('From', { exact: true }).fill(from);
    await notice.getByLabel('To', { exact: true }).fill(from);
    await notice.getByRole('radio', { name: 'Closed', exact: true }).check();
    await notice.getByLabel('Text', { exact: true }).fill(text);
  }
  await save();

  await openDashboard(page, user, '/content/announcements/new');
  await page.getByLabel('Id', { exact: true }).fill(CAMPAIGN.id);
  await page.getByLabel('Campaign id', { exact: true }).fill(CAMPAIGN.id);
  await page.getByLabel('Text', { exact: true }).fill(CAMPAIGN.text);
  await page.getByLabel('Link', { exact: true }).fill('/mithai/shop');
  await page.getByLabel('Starts on (optional)').fill(today);
  await page.getByLabel('Order', { exact: true }).fill('1');
  await save('Add to the draft');
  await expect(page.getByRole('heading', { level: 2, name: CAMPAIGN.text })).toBeVisible();

  await openDashboard(page, user, '/content/blog/new');
  await page.getByLabel('Id', { exact: true }).fill(POST.id);
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(POST.id);
  await page.getByLabel('Title', { exact: true }).fill(POST.title);
  await page.getByLabel('Author', { exact: true }).fill('Rasika Kitchen');
  await page.getByRole('group', { name: 'Status' }).getByRole('radio', { name: 'published' }).check();
  const now = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel('Published at (optional)').fill(now);
  await page.getByLabel('Updated at', { exact: true }).fill(now);
  await page.getByLabel('Excerpt', { exact: true }).fill('Ariselu made with new jaggery, for Sankranti.');
  await page.getByLabel('Body', { exact: true }).fill(`## ${POST.heading}\n\nJaggery, rice flour and **sesame**, fried at dawn.`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: POST.heading })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('sesame');
  await save('Add to the draft');

  for (const [collection, id] of [[SWEET.collection, SWEET.id], [HAMPER.collection, HAMPER.id], [STORE.collection, STORE.id], ['announcements', CAMPAIGN.id], ['blog', POST.id]] as const) {
    expect((await readContentItem(request, user.token, collection, id)).etag, `${collection}/${id} has a draft`).not.toBeNull();
  }
  expect((await contentOverview(request, user.token)).draftChanges).toBeGreaterThanOrEqual(5);
});

test('#41 the baseline is live; "Preview draft" shows the real pages with the draft, behind "Preview — not live"; the live site is unchanged', async () => {
  await openDashboard(page, user, '/content');
  const panel = publishPanel(page);
  await panel.getByRole('button', { name: 'Preview draft' }).click();
  await expect(panel).toContainText('Preparing the preview…');
  // A publish is built before a preview: the baseline goes live first, and the visitor gets it.
  await waitUntilLive(baselineVersion);
  await expect(page.getByRole('list', { name: 'Published versions, newest first' }).getByRole('listitem').first()).toContainText(`Version ${baselineVersion}Live`);
  expect(await (await request.get(`/diwali-product/${SWEET.id}`)).text()).toContain(`${rupees(prices.baseline)}.00<`);
  const open = panel.getByRole('link', { name: 'Open the preview' });
  await expect(open).toBeVisible({ timeout: BUILD_MS });
  const [preview] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await expect(preview.getByText('Preview — not live')).toBeVisible();
  await preview.goto(`/diwali-product/${SWEET.id}`);
  await expect(preview.getByRole('main').getByText(`${rupees(prices.journey)}.00 / pack`)).toBeVisible();
  await preview.goto(`/product/${HAMPER.id}`);
  await expect(preview.getByRole('main').getByText('Currently unavailable', { exact: true })).toBeVisible();
  await preview.goto(`/blog/${POST.id}`);
  await expect(preview.getByRole('heading', { level: 1, name: POST.title })).toBeVisible();
  await expect(preview.getByText('Preview — not live')).toBeVisible();
  // A visitor still gets the live site.
  const live = await (await request.get(`/diwali-product/${SWEET.id}`)).text();
  expect(live).toContain(`${rupees(prices.baseline)}.00`);
  expect(live).not.toContain('Preview — not live');
  expect((await request.get(`/blog/${POST.id}`)).status()).toBe(404);
});

test('#41 publish: the built pages show the new price and sold out everywhere, the closure while it applies, the campaign on every page, the post in /blog, the sitemap and RSS', async ({ browser }) => {
  const version = await publish(`e2e journey (${tag})`);
  await waitUntilLive(version);
  expect(version).toBeGreaterThan(baselineVersion);
  const visitor = await visitorPage(browser);

  // The sweet's new price: product page (built HTML and on screen), JSON-LD offer, shop card, suggestions.
  expect(await (await request.get(`/diwali-product/${SWEET.id}`)).text()).toContain(`${rupees(prices.journey)}.00<`);
  expect((await productLd(`/diwali-product/${SWEET.id}`)).offers).toMatchObject({ price: prices.journey, priceCurrency: 'INR' });
  await visitor.goto(`/diwali-product/${SWEET.id}`);
  await expect(visitor.getByRole('main').getByText(`${rupees(prices.journey)}.00 / pack`)).toBeVisible();
  await visitor.goto('/mithai/shop?search=besan%20laddu');
  const sweetCard = visitor.getByRole('region', { name: 'Products' }).getByRole('article').filter({ has: visitor.getByRole('heading', { level: 3, name: SWEET.name, exact: true }) });
  await expect(sweetCard).toContainText(`${rupees(prices.journey)} / pack`);
  await expect((await suggestions(visitor, 'besan laddu')).getByRole('option').filter({ hasText: SWEET.name }).first()).toContainText(`${rupees(prices.journey)} / pack`);

  // The hamper sold out: its page, its JSON-LD, its shop card, its suggestion.
  await visitor.goto(`/product/${HAMPER.id}`);
  await expect(visitor.getByRole('main').getByText('Currently unavailable', { exact: true })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('button', { name: 'Add to enquiry list' })).toHaveCount(0);
  expect((await productLd(`/product/${HAMPER.id}`)).offers.availability).toMatch(/OutOfStock$/);
  await visitor.goto('/mithai/shop?search=diwali%20delight');
  const hamperCard = visitor.getByRole('region', { name: 'Products' }).getByRole('article').filter({ has: visitor.getByRole('heading', { level: 3, name: HAMPER.name, exact: true }) });
  await expect(hamperCard).toContainText('Currently unavailable');
  await expect((await suggestions(visitor, 'diwali delight')).getByRole('option').filter({ hasText: HAMPER.name }).first()).toContainText('Currently unavailable');

  // The closure for today shows on the home page's stores and in the footer; the later one is in the page, hidden.
  await visitor.goto('/');
  await expect(visitor.getByRole('region', { name: 'Visit Us' }).getByText(CLOSURE)).toBeVisible();
  await expect(visitor.getByRole('contentinfo').getByText(CLOSURE)).toBeVisible();
  await expect(visitor.getByText(LATER_CLOSURE).first()).toBeHidden();
  expect(await (await request.get('/')).text()).toContain(LATER_CLOSURE);

  // The new campaign is the bar's one campaign on every page (the bar shows once the page scrolls).
  for (const path of EVERY_PAGE) {
    await visitor.goto(path);
    await visitor.mouse.wheel(0, 400);
    const bar = visitor.locator('[data-announcement]');
    await expect(bar.getByRole('link', { name: CAMPAIGN.text }), path).toBeVisible();
    await expect(bar.getByRole('link').filter({ visible: true }), path).toHaveCount(1);
  }

  // The post: in /blog, its page, the sitemap and the RSS feed.
  await visitor.goto('/blog');
  await expect(visitor.getByRole('link', { name: POST.title })).toBeVisible();
  await visitor.goto(`/blog/${POST.id}`);
  await expect(visitor.getByRole('heading', { level: 2, name: POST.heading })).toBeVisible();
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain(`/blog/${POST.id}</loc>`);
  const rss = await (await request.get('/blog/rss.xml')).text();
  expect(rss).toContain(`<title>${POST.title}</title>`);
  await visitor.context().close();
});

test('#41 revert to the previous version: the old price is back and the journey\u2019s changes are gone', async () => {
  await openDashboard(page, user, '/content');
  const versions = page.getByRole('list', { name: 'Published versions, newest first' });
  const baseline = versions.getByRole('listitem').filter({ hasText: `Version ${baselineVersion}` }).filter({ hasText: `e2e baseline (${tag})` });
  await baseline.getByRole('button', { name: `Revert to this version: version ${baselineVersion}` }).click();
  const dialog = page.getByRole('dialog', { name: `Revert to version ${baselineVersion}?` });
  await expect(dialog).toContainText(`The site goes back to the content of version ${baselineVersion}`);
  await dialog.getByRole('button', { name: `Revert to version ${baselineVersion}` }).click();
  const started = await toasts(page).getByText(new RegExp(`^Reverting to version ${baselineVersion}: version \\d+ is being built\\.$`)).textContent();
  const version = Number(/version (\d+) is being built/.exec(started ?? '')?.[1]);
  await waitUntilLive(version);
  await expect(versions.getByRole('listitem').first()).toContainText(`Version ${version}Live`);
  await expect(versions.getByRole('listitem').first()).toContainText(`(a revert to version ${baselineVersion})`);

  expect(await (await request.get(`/diwali-product/${SWEET.id}`)).text()).toContain(`${rupees(prices.baseline)}.00<`);
  expect((await productLd(`/diwali-product/${SWEET.id}`)).offers.price).toBe(prices.baseline);
  expect((await productLd(`/product/${HAMPER.id}`)).offers.availability).toMatch(/InStock$/);
  const home = await (await request.get('/')).text();
  expect(home).not.toContain(CLOSURE);
  expect(home).not.toContain(CAMPAIGN.text);
  expect((await request.get(`/blog/${POST.id}`)).status()).toBe(404);
  expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(POST.title);
  // The draft is the baseline's content again.
  expect((await readContentItem(request, user.token, SWEET.collection, SWEET.id)).entry?.['price']).toEqual({ custom: prices.baseline });
});
