/**
 * `npm run bench:desk` (also part of `npm run bench`; issues #11 and #42): stores `--count` enquiries
 * (default 10,000, a year of a busy sweets house, one every ~52 minutes back from now) in a temporary
 * Blobs folder (never the developer's data), builds the desk's index with the site's own first-build
 * path (reconcileIndex, as a store from before the index gets it), then starts the built site over it
 * with `--latency` ms added to every storage call (LOCAL_BLOBS_LATENCY_MS; Netlify Blobs calls take tens
 * of ms) and times the staff API: the first page, a search by reference, name, phone and a word of the
 * message, a status + category filter, the new counts and the export. Each request is timed on a fresh
 * function instance (the site is started again before it, so nothing is cached) and then warm (the
 * median of 3 more). A temporary Super Admin is made through the developer API.
 * `--keep DIR` seeds into DIR and keeps it; `--reuse DIR` times again over a DIR kept before (seeding 100,000
 * enquiries and building their index takes minutes).
 *   node scripts/bench/enquiry-desk.mjs [--count 10000] [--latency 0] [--keep DIR | --reuse DIR]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { startLocalBlobsServer } from '../local-blobs/local-blobs-server.mjs';
import { startThrowawaySite } from '../local-platform/throwaway-site.mjs';
import { LOCAL_SITE_ID } from '../seed.mjs';
import { openIndexStore, reconcileIndex } from '../../src/server/storage/enquiry-index.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { timeExportJob } from './export-job-timing.mjs';
import { percentile, table } from './figures.mjs';
import { call, numberArgument, superAdminToken, textArgument } from './staff-api.mjs';

const KEEP = textArgument('keep');
const REUSE = textArgument('reuse');
/** What a kept folder was seeded with, so --reuse asks for the same enquiries. */
const SEED_FILE = 'desk-bench-seed.json';
const reused = REUSE === undefined ? undefined : JSON.parse(readFileSync(join(REUSE, SEED_FILE), 'utf8'));
const COUNT = reused?.count ?? numberArgument('count', 10_000);
const LATENCY_MS = numberArgument('latency', 0);
const WRITE_CONCURRENCY = 50;
const WARM_RUNS = 3;
const CATEGORIES = ['sweets', 'restaurants & catering', 'corporate', 'banquets & hotels', 'gifting', 'other'];
const STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'];
const NAMES = ['Asha Rao', 'Ravi Kumar', 'Sravani Réddy', 'Imran Khan', 'Lakshmi Devi', 'Arjun Varma', 'Meena Iyer', 'Kiran Goud'];

/** Enquiry `i`, received one every ~52 minutes back from now (newest last). */
function enquiry(i, now) {
  const receivedAt = new Date(now - (COUNT - i) * 52 * 60_000);
  const id = `${receivedAt.toISOString().replace(/[-:.]/g, '')}_${randomUUID()}`;
  const name = `${NAMES[i % NAMES.length]} ${i}`;
  return {
    _id: id,
    name,
    email: `guest${i}@example.com`,
    phone: `+91 98${String(i).padStart(8, '0')}`,
    category: CATEGORIES[i % CATEGORIES.length],
    message: i === Math.floor(COUNT / 2) ? 'Mehndi night for 250 guests at the lakeside banquet' : `Enquiry number ${i} about sweets, catering and a hall.`,
    createdAt: receivedAt.toISOString(),
    status: STATUSES[i % STATUSES.length],
    reference: `RS-${String(receivedAt.getUTCFullYear()).slice(2)}${String(receivedAt.getUTCMonth() + 1).padStart(2, '0')}-${i.toString(36).toUpperCase().padStart(4, '0')}`,
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function seed(directory) {
  const now = Date.now();
  const records = Array.from({ length: COUNT }, (_, i) => enquiry(i, now));
  writeFileSync(join(directory, SEED_FILE), JSON.stringify({ count: COUNT, now }));
  const token = randomBytes(16).toString('hex');
  const server = await startLocalBlobsServer({ directory, token, port: 0, latencyMs: 0 });
  setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, token, siteID: LOCAL_SITE_ID });
  const store = getStore({ name: 'enquiries', consistency: 'strong' });
  let started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, async () => {
    while (next < records.length) {
      const record = records[next];
      next += 1;
      await store.setJSON(record._id, record);
    }
  }));
  console.log(`Stored ${COUNT.toLocaleString('en-IN')} enquiries in ${seconds(performance.now() - started)}.`);
  started = performance.now();
  const report = await reconcileIndex(openStore('enquiries'), openIndexStore(), { budgetMs: Number.POSITIVE_INFINITY });
  console.log(`Built the desk index (${report.months} month shards, ${report.added.toLocaleString('en-IN')} rows) in ${seconds(performance.now() - started)}, without storage latency.`);
  await server.stop();
  return records;
}

const directory = REUSE ?? KEEP ?? mkdtempSync(join(tmpdir(), 'desk-bench-blobs-'));
if (KEEP) mkdirSync(KEEP, { recursive: true });
try {
  const records = reused ? Array.from({ length: COUNT }, (_, i) => enquiry(i, reused.now)) : await seed(directory);
  const siteOptions = { blobsDirectory: directory, keepBlobs: true, env: { LOCAL_BLOBS_LATENCY_MS: String(LATENCY_MS), LOCAL_SCHEDULES: 'off' } };
  let site = await startThrowawaySite(siteOptions);
  const token = await superAdminToken(site.url, 'desk-bench');

  const target = records[Math.floor(records.length / 3)];
  const sravani = records.findLast((record) => record.name.startsWith('Sravani'));
  const rowsOf = (body) => `${JSON.parse(body).length} rows`;
  const requests = [
    ['first page', '/api/contact?limit=50', rowsOf],
    ['search: reference', `/api/contact?limit=50&q=${encodeURIComponent(target.reference)}`, rowsOf],
    ['search: name', `/api/contact?limit=50&q=${encodeURIComponent(`REDDY ${sravani.name.split(' ').at(-1)}`)}`, rowsOf],
    ['search: phone', `/api/contact?limit=50&q=${encodeURIComponent(target.phone.replace(/\D/g, '').slice(2))}`, rowsOf],
    ['search: message word', '/api/contact?limit=50&q=lakeside', rowsOf],
    ['status + category', '/api/contact?limit=50&category=corporate&status=new', rowsOf],
    ['new counts', '/api/contact/counts', (body) => `${JSON.parse(body).total} new`],
    ['export (CSV)', '/api/contact/export', (body, res) => (res.ok ? `${Math.max(0, body.split('\r\n').length - 2)} rows, ${(Buffer.byteLength(body) / 1e6).toFixed(1)} MB` : `answered ${res.status}`)],
  ];
  const rows = [];
  for (const [label, path, describe] of requests) {
    // A fresh function instance: the site starts again, so no shard or record is cached.
    await site.stop();
    site = await startThrowawaySite(siteOptions);
    const times = [];
    let detail = '';
    for (let run = 0; run <= WARM_RUNS; run += 1) {
      const started = performance.now();
      try {
        const { res, body } = await call(site.url, path, token);
        detail = describe(body, res);
      } catch (error) {
        detail = `failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      times.push(performance.now() - started);
      if (detail.startsWith('failed') || times.at(-1) > 60_000) break;
    }
    // A call over a minute (Netlify's limit for a function) is timed once.
    rows.push([label, Math.round(times[0] ?? 0), times.length > 1 ? Math.round(percentile(times.slice(1), 50)) : '-', detail]);
  }
  // Above the direct download's bound (10,000 rows) the export is a background job: timed once, fresh.
  const exportRow = rows.at(-1);
  if (String(exportRow?.[3]).includes('413')) {
    await site.stop();
    site = await startThrowawaySite(siteOptions);
    for (const [label, time, detail] of await timeExportJob(site.url, token)) rows.push([label, time, '-', detail]);
  }
  await site.stop();
  console.log(`\nEnquiry desk among ${COUNT.toLocaleString('en-IN')} stored enquiries, ${LATENCY_MS} ms per storage call; ms on a fresh instance, then the median of ${WARM_RUNS} warm calls`);
  table(['request', 'fresh', 'warm p50', 'answer'], rows);
} finally {
  if (KEEP || REUSE) console.log(`The seeded folder stays at ${directory} (--reuse ${directory}).`);
  else rmSync(directory, { recursive: true, force: true });
}
