/**
 * `npm run bench` (languages part, issue #44): the Telugu and Hindi pages beside English's. For each of
 * LANGUAGE_ROUTES in en, te and hi: Lighthouse mobile (as lighthouse.mjs runs it, median of RUNS) with
 * its performance score, LCP and CLS, the JavaScript the page loads (decoded bytes, from Lighthouse's
 * network requests), and the font bytes a visitor's first page of that language fetches
 * after its load for the next ones (the web fonts are never used on the page that fetches them;
 * src/layouts/font-loading.ts), counted in Chromium at 390 px once the page has recorded them.
 * The goals (issue #44): performance ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.01, JS no more than English's, judged
 * over HTTP/2 as Netlify serves the site (http2-front.mjs) and over the local server's HTTP/1.1.
 * Usage: node scripts/bench/languages.mjs BASE_URL
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { median, table } from './figures.mjs';
import { startHttp2Front } from './http2-front.mjs';
import { auditOnce, launchLighthouseChromium } from './lighthouse.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** A page of each kind: the home page, a form, the shop and a product. */
export const LANGUAGE_ROUTES = ['/', '/contact', '/mithai/shop', '/product/anjeer-barfi'];
const LANGUAGES = ['en', 'te', 'hi'];

/** The address of an English route in a language (src/lib/i18n/locales.ts localePath). */
function inLanguage(language, route) {
  if (language === 'en') return route;
  return route === '/' ? `/${language}/` : `/${language}${route}`;
}

/** The font bytes (on the wire) the page fetches, once the font loader has recorded them in sessionStorage. */
async function fontBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const fonts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => Object.keys(sessionStorage).some((key) => key.startsWith('rasika-fonts-loaded')), undefined, { timeout: 15_000 }).catch(() => undefined);
  const sizes = await Promise.all(fonts.map(async (response) => (await response.request().sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize));
  await context.close();
  return sizes.reduce((a, b) => a + b, 0);
}

/** The medians of RUNS Lighthouse mobile audits of `url`. */
async function auditFigures(port, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await auditOnce(port, url));
  const m = (key) => median(runs.map((run) => run[key]));
  return { performance: m('performance'), lcp: m('lcp'), cls: m('cls'), js: m('jsBytes') };
}

/** Whether a page's figures meet the goals, its JavaScript compared with the English page's. */
const meetsGoals = (figures, englishJs) => figures.performance >= 98 && figures.lcp <= 1500 && figures.cls <= 0.01 && figures.js <= englishJs;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Every page twice: over HTTP/2, as Netlify serves the site (through http2-front.mjs), and over the
 * local server's HTTP/1.1. The goals are judged on each; both verdicts are printed.
 */
export async function benchLanguages(baseUrl, routes = LANGUAGE_ROUTES) {
  const front = await startHttp2Front(baseUrl);
  const chrome = await launchLighthouseChromium(front ? [front.chromiumFlag] : []);
  if (!chrome) {
    await front?.stop();
    return;
  }
  const rows = [];
  const misses = { served: [], local: [] };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of routes) {
      const english = {};
      for (const language of LANGUAGES) {
        const path = inLanguage(language, route);
        const local = await auditFigures(chrome.port, new URL(path, baseUrl).href);
        const served = front ? await auditFigures(chrome.port, new URL(path, front.url).href) : undefined;
        const fonts = await fontBytes(browser, new URL(path, baseUrl).href);
        if (language === 'en') Object.assign(english, { local: local.js, served: served?.js });
        rows.push([path, served?.performance ?? '-', served ? seconds(served.lcp) : '-', local.performance, seconds(local.lcp), (served ?? local).cls.toFixed(3), (served ?? local).js, fonts]);
        if (served && !meetsGoals(served, english.served)) misses.served.push(path);
        if (!meetsGoals(local, english.local)) misses.local.push(path);
      }
    }
  } finally {
    chrome.kill();
    await browser.close();
    await front?.stop();
  }
  console.log(`\nLanguages (issue #44): Lighthouse mobile, median of ${RUNS} runs, over HTTP/2 (h2, as Netlify serves the site) and the local server's HTTP/1.1 (h1); JS bytes decoded, font bytes fetched after the load`);
  table(['route', 'perf h2', 'LCP h2', 'perf h1', 'LCP h1', 'CLS', 'JS bytes', 'font bytes'], rows);
  const verdict = (list) => (list.length === 0 ? 'every page meets the goals (perf ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.01, JS ≤ English).' : `short of the goals: ${list.join(', ')}`);
  if (front) console.log(`Over HTTP/2: ${verdict(misses.served)}`);
  console.log(`Over HTTP/1.1: ${verdict(misses.local)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLanguages(process.argv[2] ?? 'http://127.0.0.1:8888');
}
