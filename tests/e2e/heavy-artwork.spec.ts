/**
 * Issue #14: no public page loads heavy SVG artwork before the visitor does anything. Chrome parses
 * and paints an SVG <img> on the main thread (about 12 ms for a 9-20 KB drawing, 16-23 ms for the
 * 30 KB laddus, x4 under Lighthouse's mobile CPU), so drawings over SMALL_SVG_BYTES (4,000) are
 * served as WebP or AVIF (lib/images/artwork-raster.ts). Each public route is opened at a phone's
 * and a desktop's width and every image/svg+xml response that arrives until the network is idle is
 * weighed, uncompressed; so are the header suggestions' thumbnails, which arrive while the visitor
 * types.
 */
import { expect, test, type Response } from '@playwright/test';
import { PUBLIC_ROUTES } from '../../scripts/layout-routes.mjs';
import { SMALL_SVG_BYTES } from '../../src/lib/images/artwork-raster.ts';

/** The budget for one SVG a page loads up front (uncompressed bytes) is the heavy-artwork rule's, as test titles write it. */
const BUDGET = SMALL_SVG_BYTES.toLocaleString('en');

/**
 * One page of each public layout, and product pages whose own or related pictures are heavy drawings
 * (dry-fruit jar trio 116 KB, festive namkeen trio 137 KB, motichoor laddu 69 KB).
 */
const ROUTES = [...PUBLIC_ROUTES, '/product/dry-fruit-jar-trio', '/product/gift-18', '/diwali-product/motichoor-laddu'];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** The SVG responses of the page, as "url (bytes)" for those over the budget. */
async function heavySvgs(responses: Response[]): Promise<string[]> {
  const svgs = responses.filter((response) => (response.headers()['content-type'] ?? '').includes('image/svg+xml'));
  const sized = await Promise.all(svgs.map(async (response) => ({ url: response.url(), bytes: (await response.body()).length })));
  return sized.filter(({ bytes }) => bytes > SMALL_SVG_BYTES).map(({ url, bytes }) => `${new URL(url).pathname} (${bytes} bytes)`);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`issue #14: ${route} loads no SVG over ${BUDGET} bytes before interaction (${viewport.name})`, async ({ page }) => {
        const responses: Response[] = [];
        page.on('response', (response) => responses.push(response));
        const answer = await page.goto(route, { waitUntil: 'load' });
        expect(answer?.status()).toBe(200);
        await page.waitForLoadState('networkidle');
        expect(await heavySvgs(responses)).toEqual([]);
      });
    }
  });
}

test(`issue #14: the header suggestions for "laddu" show their thumbnails without an SVG over ${BUDGET} bytes`, async ({ page }) => {
  const responses: Response[] = [];
  await page.goto('/contact');
  page.on('response', (response) => responses.push(response));
  await page.getByRole('combobox', { name: 'Search sweets' }).fill('laddu');
  const options = page.getByRole('listbox', { name: 'Sweet suggestions' }).getByRole('option');
  await expect(options.filter({ hasText: 'Motichoor Laddu' })).toBeVisible();
  await expect(options.first().locator('img')).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  const thumbnails = responses.filter((response) => new URL(response.url()).pathname.startsWith('/thumbnails/'));
  expect(thumbnails.length).toBeGreaterThan(2);
  expect(await heavySvgs(responses)).toEqual([]);
});
