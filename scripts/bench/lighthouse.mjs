/**
 * `npm run bench` (Lighthouse part): Lighthouse mobile (its default: Moto G Power, simulated slow 4G,
 * 4x CPU) on every public route of a running local site, RUNS times each, printing the medians, with
 * the main thread's CPU time during the load (main-thread-cpu.mjs: the page's own work, which a busy
 * machine does not inflate the way it inflates TBT) and Lighthouse's benchmark index of the machine.
 * Skipped with a note when no Chromium is found. Usage: node scripts/bench/lighthouse.mjs BASE_URL
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { median, table } from './figures.mjs';
import { mainThreadCpuMs } from './main-thread-cpu.mjs';
import { PUBLIC_ROUTES } from './routes.mjs';


const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...CHROMIUM_ARGS];

/** Starts the Chromium that Lighthouse drives, with any `extraFlags`; undefined (with a note) when there is none. */
export async function launchLighthouseChromium(extraFlags = []) {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nLighthouse: skipped (no Chromium at ${CHROMIUM_PATH}; set CHROMIUM_PATH).`);
    return undefined;
  }
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS, ...extraFlags] });
}

/** One Lighthouse mobile audit of `url` through the Chromium on `port`. */
export async function auditOnce(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, environment } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  // The JavaScript the page loaded (issue #44: a Telugu page loads no more than English's), as decoded
  // bytes: the scripts themselves, whatever the protocol's headers and compression add on the wire.
  const requests = audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.resourceSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    mainCpu: mainThreadCpuMs(result.artifacts?.Trace?.traceEvents ?? []),
    benchmarkIndex: environment?.benchmarkIndex ?? Number.NaN,
    jsBytes,
  };
}

export async function benchLighthouse(baseUrl, routes = PUBLIC_ROUTES) {
  const chrome = await launchLighthouseChromium();
  if (!chrome) return;
  const rows = [];
  const benchmarkIndexes = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await auditOnce(chrome.port, new URL(route, baseUrl).href));
      benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex));
      const m = (key) => median(runs.map((run) => run[key]));
      rows.push([
        route,
        m('performance'),
        `${(m('lcp') / 1000).toFixed(2)} s`,
        `${Math.round(m('tbt'))} ms`,
        m('cls').toFixed(3),
        `${Math.round(m('mainCpu'))} ms`,
        m('accessibility'),
        m('bestPractices'),
        m('seo'),
      ]);
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} runs per route (benchmark index of this machine: median ${Math.round(median(benchmarkIndexes))})`);
  table(['route', 'perf', 'LCP', 'TBT', 'CLS', 'main CPU', 'a11y', 'best pr.', 'SEO'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLighthouse(process.argv[2] ?? 'http://127.0.0.1:8888');
}
