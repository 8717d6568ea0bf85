/**
 * `npm run bench` (page weight part): loads every public route in Chromium at a phone's width (390 px)
 * from a running local site (which compresses as Netlify's CDN does) and counts what the browser
 * fetched before any interaction: JavaScript (bytes on the wire, i.e. compressed), all bytes, and
 * requests. Then it focuses the header search and counts the JavaScript that interaction loads.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { table } from './figures.mjs';
import { PAGE_WEIGHT_ROUTES } from './routes.mjs';


/** Bytes on the wire of one response (headers aside), from the browser's own accounting. */
async function wireBytes(response) {
  try {
    const sizes = await response.request().sizes();
    return Math.max(0, sizes.responseBodySize);
  } catch {
    return 0;
  }
}

/** Resolves once no new response has arrived for 600 ms (at most 10 s). */
async function quiet(responses) {
  const deadline = Date.now() + 10_000;
  let count = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    if (responses.length !== count) {
      count = responses.length;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= 600) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(page, baseUrl, route) {
  const seen = [];
  const onResponse = (response) => seen.push(response);
  page.on('response', onResponse);
  await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const upFront = [...seen];
  seen.length = 0;
  const search = page.getByRole('combobox', { name: 'Search sweets' });
  if ((await search.count()) > 0) {
    await search.focus();
    await quiet(seen);
  }
  page.off('response', onResponse);
  const isJs = (response) => /javascript/.test(response.headers()['content-type'] ?? '') || response.url().endsWith('.js');
  const sum = async (responses) => (await Promise.all(responses.map(wireBytes))).reduce((a, b) => a + b, 0);
  return {
    js: await sum(upFront.filter(isJs)),
    total: await sum(upFront),
    requests: upFront.length,
    onSearch: await sum(seen.filter(isJs)),
  };
}

export async function benchPageWeight(baseUrl, routes = PAGE_WEIGHT_ROUTES) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const route of routes) {
      // A fresh context per route: a first visit, nothing cached.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
      const m = await measure(await context.newPage(), baseUrl, route);
      rows.push([route, m.js, m.total, m.requests, m.onSearch]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log('\nPage weight at 390 px before any interaction (bytes on the wire, compressed)');
  table(['route', 'JS up front', 'all bytes', 'requests', 'JS on search focus'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPageWeight(process.argv[2] ?? 'http://127.0.0.1:8888');
}
