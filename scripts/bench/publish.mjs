/**
 * `npm run bench:publish` (also part of `npm run bench`; issue #41): "Publish → live on the local server".
 * On a throwaway copy of the built site (never the developer's dist/ or Blobs), a Super Admin changes the
 * price of Kaju Katli in the draft, presses Publish (POST /api/admin/content/publish), and the time is
 * taken until its product page, as a visitor gets it, states the new price. `--runs n` (default 2): each
 * run publishes a new price; the first build after the server's start fills Astro's caches for the copy.
 *   node scripts/bench/publish.mjs [--runs 2]
 */
import { startPublishingSite, waitFor } from '../local-platform/publishing-site.mjs';
import { spread, table } from './figures.mjs';

const at = process.argv.indexOf('--runs');
const RUNS = at === -1 ? 2 : Number(process.argv[at + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 10) throw new Error('--runs takes a whole number from 1 to 10.');
const PAGE = '/diwali-product/kaju-katli';
/** The longest one publish may take to go live before the run is called failed. */
const LIVE_WITHIN_MS = 10 * 60_000;

const site = await startPublishingSite();
try {
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const item = (await site.api('/api/admin/content/diwali-sweets/kaju-katli')).body;
    const price = 700 + run * 10;
    const saved = await site.api('/api/admin/content/diwali-sweets/kaju-katli', { method: 'PUT', body: { etag: item.etag, entry: { ...item.entry, price: { custom: price } } } });
    if (saved.status !== 200) throw new Error(`Saving the draft answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    const started = performance.now();
    const published = await site.api('/api/admin/content/publish', { method: 'POST', body: { note: `bench run ${run + 1}` } });
    if (published.status !== 202) throw new Error(`Publishing answered ${published.status}: ${JSON.stringify(published.body)}`);
    await waitFor(async () => (await site.page(PAGE)).includes(`₹${price}`), { withinMs: LIVE_WITHIN_MS, what: `₹${price} on ${PAGE}` });
    times.push(performance.now() - started);
    const state = (await site.api('/api/admin/content')).body.publish;
    console.log(`Run ${run + 1}: version ${published.body.version} live after ${(times.at(-1) / 1000).toFixed(1)} s (status ${state.status}).`);
  }
  console.log('\nPublish → live on the local server');
  table(['figure', 'seconds'], [['Publish → the new price served (median, min-max)', spread(times.map((ms) => ms / 1000), (s) => s.toFixed(1))]]);
} finally {
  await site.stop();
}
