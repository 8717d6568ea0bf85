/**
 * `npm run bench` (languages part, issue #44): the Telugu and Hindi pages beside English's. For each of
 * LANGUAGE_ROUTES in en, te and hi: Lighthouse mobile (as lighthouse.mjs runs it, median of RUNS) with
 * its performance score, LCP and CLS, the JavaScript the page loads (bytes on the wire, from
 * Lighthouse's network requests), and the font bytes a visitor's first page of that language fetches
 * after its load for the next ones (the web fonts are never used on the page that fetches them;
 * src/layouts/font-loading.ts), counted in Chromium at 390 px once the page has recorded them.
 * The goals (issue #44): performance ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.01, JS no more than English's.
 * Usage: node scripts/bench/languages.mjs BASE_URL
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { median, table } from './figures.mjs';
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

export async function benchLanguages(baseUrl, routes = LANGUAGE_ROUTES) {
  const chrome = await launchLighthouseChromium();
  if (!chrome) return;
  const rows = [];
  const misses = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of routes) {
      let englishJs = Number.NaN;
      for (const language of LANGUAGES) {
        const url = new URL(inLanguage(language, route), baseUrl).href;
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await auditOnce(chrome.port, url));
        const m = (key) => median(runs.map((run) => run[key]));
        const fonts = await fontBytes(browser, url);
        if (language === 'en') englishJs = m('jsBytes');
        const figures = { performance: m('performance'), lcp: m('lcp'), cls: m('cls'), js: m('jsBytes') };
        rows.push([inLanguage(language, route), figures.performance, `${(figures.lcp / 1000).toFixed(2)} s`, figures.cls.toFixed(3), figures.js, fonts]);
        if (figures.performance < 98 || figures.lcp > 1500 || figures.cls > 0.01 || figures.js > englishJs) misses.push(inLanguage(language, route));
      }
    }
  } finally {
    chrome.kill();
    await browser.close();
  }
  console.log(`\nLanguages (issue #44): Lighthouse mobile, median of ${RUNS} runs, JS bytes on the wire, font bytes fetched after the load`);
  table(['route', 'perf', 'LCP', 'CLS', 'JS bytes', 'font bytes'], rows);
  console.log(misses.length === 0 ? 'Every page meets the goals (perf ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.01, JS ≤ English).' : `Short of the goals: ${misses.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLanguages(process.argv[2] ?? 'http://127.0.0.1:8888');
}
