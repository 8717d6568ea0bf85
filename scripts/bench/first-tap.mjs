/**
 * `npm run bench` (first tap part) and `npm run bench:tap -- BASE_URL [NEW_URL]`: how long a phone
 * visitor's first tap on each interactive widget of the marketing pages takes to show its answer, at
 * 412 px with 4x CPU and slow 4G (150 ms, 1.6 Mbit/s, as Lighthouse mobile), the page loaded and
 * settled first: from pointerdown to the frame after the answer is in the DOM, and how many scripts
 * the tap fetched (a framework hydrated on the first touch fetches its code then; issue #14), and the taps
 * that got no answer within 10 s (lost, e.g. landing on an island mid-hydration). With two
 * URLs the builds alternate run by run, so both meet the same machine. FIRST_TAP_RUNS runs (default 3);
 * FIRST_TAP_ONLY=text keeps the widgets whose label contains it.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { median, spread, table } from './figures.mjs';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 3);

/**
 * The widgets: where, what to tap (a role and name), and when the answer shows (run in the page).
 * @type {{ label: string, path: string, role: 'tab' | 'button', name: string | RegExp, within?: string, shown: string }[]}
 */
const WIDGETS = [
  { label: 'catering service tab', path: '/catering-events', role: 'tab', name: 'Family Celebrations', shown: `document.getElementById('catering-family-celebrations-tab')?.getAttribute('aria-selected') === 'true'` },
  { label: 'event type tab', path: '/catering-events', role: 'tab', name: 'Cultural Events', shown: `document.getElementById('event-type-cultural-events-tab')?.getAttribute('aria-selected') === 'true'` },
  { label: 'hotel intro veil', path: '/hotels-banquet', role: 'button', name: 'Welcome to Rasika Grand Tap to enter', shown: `document.querySelector('#hotel [data-veil="open"]') !== null` },
  { label: 'guest review tab', path: '/hotels-banquet', role: 'tab', name: /^Meera Agarwal/, shown: `[...document.querySelectorAll('[role="tab"]')].some((tab) => tab.textContent.includes('Meera Agarwal') && tab.getAttribute('aria-selected') === 'true')` },
  { label: 'signature dish Next', path: '/hotels-banquet', role: 'button', name: 'Next dish', shown: `document.querySelector('[aria-label="Signature dishes"] [role="group"][aria-label^="2 of"]:not([aria-hidden])') !== null` },
  { label: 'Full Menu toggle', path: '/hotels-banquet', role: 'button', name: 'Full Menu', shown: `document.querySelector('[role="region"][aria-label="Full Menu"]:not([hidden])') !== null` },
  { label: 'gallery tab', path: '/hotels-banquet', role: 'tab', name: 'Luxury Stay', shown: `[...document.querySelectorAll('[role="tab"]')].some((tab) => tab.textContent.trim() === 'Luxury Stay' && tab.getAttribute('aria-selected') === 'true')` },
  { label: 'gallery picture', path: '/hotels-banquet', role: 'button', name: /^Open in full screen: /, shown: `document.querySelector('dialog[open] img') !== null` },
  { label: 'Visual Diary dot', path: '/corporate-gifting', role: 'button', name: 'Go to slide 3', shown: `document.querySelector('[aria-label="Gifts we have packed"] [role="group"][aria-label^="3 of"]:not([aria-hidden])') !== null` },
  { label: 'gift collections Next', path: '/corporate-gifting', role: 'button', name: 'Next', within: 'gift-paging', shown: `/^Page 2 of/.test(document.querySelector('gift-paging [data-ref="status"]')?.textContent ?? '')` },
];

/** One first tap on `widget` of the site at `baseUrl`: { ms, scripts }. */
async function firstTap(browser, baseUrl, widget) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(new URL(widget.path, baseUrl).href, { waitUntil: 'load' });
    await page.waitForTimeout(1500); // the visitor reads a moment; idle work settles
    const scope = widget.within ? page.locator(widget.within) : page;
    const target = scope.getByRole(widget.role, { name: widget.name, exact: typeof widget.name === 'string' }).first();
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.evaluate((shown) => {
      const state = { start: 0, end: 0 };
      Object.assign(window, { __firstTap: state });
      const isShown = new Function(`return ${shown};`);
      addEventListener('pointerdown', () => (state.start = performance.now()), { capture: true, once: true });
      const check = () => {
        if (state.start > 0 && isShown()) requestAnimationFrame(() => setTimeout(() => (state.end = performance.now()), 0));
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    }, widget.shown);
    let scripts = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts += 1;
    });
    await target.tap();
    // A tap with no answer within 10 s was lost (e.g. landed while an island hydrated): counted apart.
    const answered = await page.waitForFunction(() => window.__firstTap.end > 0, null, { timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    const ms = answered ? await page.evaluate(() => window.__firstTap.end - window.__firstTap.start) : undefined;
    return { ms, scripts };
  } finally {
    await context.close();
  }
}


/** Prints the first-tap table for one build, or for two side by side (runs alternating). */
export async function benchFirstTap(baseUrl, newUrl) {
  const builds = newUrl ? [['base', baseUrl], ['new', newUrl]] : [['site', baseUrl]];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', ...CHROMIUM_ARGS] });
  const rows = [];
  try {
    for (const widget of WIDGETS.filter((candidate) => candidate.label.includes(process.env.FIRST_TAP_ONLY ?? ''))) {
      const runs = Object.fromEntries(builds.map(([name]) => [name, []]));
      for (let i = 0; i < RUNS; i += 1) {
        const order = i % 2 === 0 ? builds : [...builds].reverse();
        for (const [name, url] of order) runs[name].push(await firstTap(browser, url, widget));
      }
      for (const [name] of builds) {
        const answered = runs[name].filter((run) => run.ms !== undefined).map((run) => run.ms);
        const lost = runs[name].length - answered.length;
        rows.push([
          name === builds[0][0] ? `${widget.path} ${widget.label}` : '',
          name,
          answered.length > 0 ? spread(answered) : '-',
          lost,
          Math.round(median(runs[name].map((run) => run.scripts))),
        ]);
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nFirst tap on a phone (412 px, 4x CPU, slow 4G), ${RUNS} runs: tap to answer painted, median (min-max) of the answered taps; taps lost (no answer in 10 s); scripts fetched by the tap`);
  table(['widget', 'build', 'ms', 'lost', 'scripts'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchFirstTap(process.argv[2] ?? 'http://127.0.0.1:8888', process.argv[3]);
}
