/**
 * `npm run bench`: builds nothing (run `npm run build` first), starts the local site on a free port,
 * prints page weight, first taps on the marketing pages' widgets, API latency and (when Chromium is
 * present and LIGHTHOUSE is not 0) Lighthouse figures, and the Telugu and Hindi pages' beside English's
 * (languages.mjs, issue #44), stops the site, prints the staff Overview's
 * JavaScript (from dist/, issue #43), then runs the catalogue and search benchmarks.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startThrowawaySite } from '../local-platform/throwaway-site.mjs';
import { benchApiLatency } from './api-latency.mjs';
import { benchFirstTap } from './first-tap.mjs';
import { benchLanguages } from './languages.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchOverviewJs } from './overview-js.mjs';
import { benchPageWeight } from './page-weight.mjs';

if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(1);
}

const site = await startThrowawaySite();
try {
  await benchPageWeight(site.url);
  await benchFirstTap(site.url);
  await benchApiLatency(site.url);
  if (process.env.LIGHTHOUSE !== '0') {
    await benchLighthouse(site.url);
    await benchLanguages(site.url);
  }
} finally {
  await site.stop();
}
benchOverviewJs();
