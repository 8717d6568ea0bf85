/**
 * `npm run bench:ab -- BASE_URL NEW_URL [route …]`: Lighthouse mobile on two running builds of the
 * site, interleaved (base then new, then new then base, …) so that both meet the same machine, and
 * their medians side by side. On a shared 2-core machine one build's 3-run bench can swing by more
 * than a change moves it (issue #14: LCP 0.97-1.88 s on one route of one build); alternating runs of
 * both builds is how a change is judged. AB_RUNS runs per build and route (default 6); routes default
 * to PUBLIC_ROUTES. Start each build with its own `npm start` (e.g. `PORT=8889 npm start` in a git
 * worktree of the base commit).
 */
import { auditOnce, launchLighthouseChromium } from './lighthouse.mjs';
import { median, spread, table } from './figures.mjs';
import { PUBLIC_ROUTES } from './routes.mjs';

const RUNS = Number(process.env.AB_RUNS ?? 6);

/** The order of the two builds in run `index`: each goes first in half of the runs. */
const runOrder = (index) => (index % 2 === 0 ? ['base', 'new'] : ['new', 'base']);


async function compare(baseUrl, newUrl, routes) {
  const chrome = await launchLighthouseChromium();
  if (!chrome) return;
  const rows = [];
  try {
    for (const route of routes) {
      const runs = { base: [], new: [] };
      const urls = { base: new URL(route, baseUrl).href, new: new URL(route, newUrl).href };
      for (let i = 0; i < RUNS; i += 1) for (const build of runOrder(i)) runs[build].push(await auditOnce(chrome.port, urls[build]));
      for (const build of ['base', 'new']) {
        const of = (key) => runs[build].map((run) => run[key]);
        rows.push([
          build === 'base' ? route : '',
          build,
          median(of('performance')),
          spread(of('lcp')),
          spread(of('tbt')),
          Math.round(median(of('mainCpu'))),
          median(of('cls')).toFixed(3),
        ]);
      }
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse mobile, ${RUNS} interleaved runs per build and route: medians (min-max); ms`);
  table(['route', 'build', 'perf', 'LCP', 'TBT', 'main CPU', 'CLS'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, newUrl, ...routes] = process.argv.slice(2);
  if (!baseUrl || !newUrl) {
    console.error('Usage: npm run bench:ab -- BASE_URL NEW_URL [route …]');
    process.exit(1);
  }
  await compare(baseUrl, newUrl, routes.length > 0 ? routes : PUBLIC_ROUTES);
}
