/**
 * `npm run bench:overview` (issue #43; also part of `npm run bench`): the staff Overview's endpoint
 * among 10,000 and 100,000 stored enquiries (`--counts`), one received every ~52 minutes back from now
 * as bench:desk seeds them (`--minutes` for another rhythm; at 52, 100,000 span ten years), each with
 * what the figures count: statuses with their history, notes, a product page's context, enquiry lists,
 * campaigns, event plans, quotes, and alert outcomes (half sent, some failed). They are stored in a
 * temporary Blobs folder (never the developer's data) and indexed with the site's own first-build path
 * (reconcileIndex, which reads each record and its alert), then the built site starts over them with
 * `--latency` ms (default 25) added to every storage call and GET /api/admin/overview is timed for the
 * last 30 and 90 days: on a fresh function instance (the site starts again first, nothing cached), then
 * warm (the median of 3 more). A desk search that matches nothing is timed too: it reads every row of
 * every month, so it shows what the Overview's facts cost the desk. The size of a row as stored is printed.
 * `--keep DIR` seeds one count into DIR and keeps it; `--reuse DIR` times again over a DIR kept before
 * (seeding 100,000 enquiries and indexing them takes about 15 minutes).
 *   node scripts/bench/overview.mjs [--counts 10000,100000] [--latency 25] [--minutes 52] [--keep DIR | --reuse DIR]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { todayInIndia } from '../../src/lib/enquiry/booking-fields.ts';
import { addDays } from '../../src/lib/planning/calendar-days.ts';
import { reconcileIndex } from '../../src/server/storage/enquiry-index.ts';
import { startLocalBlobsServer } from '../local-blobs/local-blobs-server.mjs';
import { startThrowawaySite } from '../local-platform/throwaway-site.mjs';
import { LOCAL_SITE_ID } from '../seed.mjs';
import { percentile, table } from './figures.mjs';
import { call, numberArgument, superAdminToken, textArgument } from './staff-api.mjs';

const KEEP = textArgument('keep');
const REUSE = textArgument('reuse');
/** What a kept folder was seeded with, so --reuse times the same store. */
const SEED_FILE = 'overview-bench-seed.json';
const reused = REUSE === undefined ? undefined : JSON.parse(readFileSync(join(REUSE, SEED_FILE), 'utf8'));
const COUNTS = reused ? [reused.count] : (textArgument('counts') ?? '10000,100000').split(',').map((text) => {
  if (!/^\d+$/.test(text)) throw new Error(`--counts takes whole numbers separated by commas, not "${text}".`);
  return Number(text);
});
if (KEEP && COUNTS.length > 1) throw new Error('--keep keeps one store: give one --counts.');
const LATENCY_MS = numberArgument('latency', 25);
const SPACING_MS = reused?.spacingMs ?? numberArgument('minutes', 52) * 60_000;
const PERIODS = [30, 90];
const WRITE_CONCURRENCY = 50;
const WARM_RUNS = 3;
const CATEGORIES = ['sweets', 'restaurants & catering', 'corporate', 'banquets & hotels', 'gifting', 'other'];
const STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'];
const STAFF = { id: 'bench-staff', email: 'desk@rasika.test' };
/** Things asked about: products and packs with a price, halls and packages without. */
const SUBJECTS = [
  ...Array.from({ length: 16 }, (_, i) => ({ kind: 'product', id: `sweet-${i}`, name: `Sweet ${i}`, unitPrice: 200 + 45 * i, label: `Sweet ${i}, 500g`, category: 'sweets' })),
  ...Array.from({ length: 8 }, (_, i) => ({ kind: 'diwali', id: `pack-${i}`, name: `Diwali pack ${i}`, unitPrice: 650 + 100 * i, label: `Diwali pack ${i}`, category: 'gifting' })),
  ...['noor-hall', 'darbar-hall', 'lakeside-lawn'].map((id) => ({ kind: 'venue', id, name: id, label: id, category: 'banquets & hotels' })),
  ...['classic', 'premium', 'royal'].map((id) => ({ kind: 'package', id, name: `${id} package`, label: `${id} package`, category: 'restaurants & catering' })),
];
const CAMPAIGN = { kind: 'campaign', id: 'diwali-2026-bulk-orders', name: 'Diwali bulk orders', label: 'Diwali bulk orders', category: 'corporate' };

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const count = (n) => n.toLocaleString('en-IN');
const subjectOf = (i) => SUBJECTS[(i * 7) % SUBJECTS.length];
const line = (subject, quantity) => ({ ...subject, quantity, ...(subject.unitPrice === undefined ? {} : { lineTotal: subject.unitPrice * quantity }) });

/** Enquiry `i` of `total`, received one every SPACING_MS back from `now` (the newest last). */
function enquiry(i, total, now) {
  const received = now - (total - i) * SPACING_MS;
  const at = (minutes) => new Date(received + minutes * 60_000).toISOString();
  const status = STATUSES[(i * 3) % STATUSES.length];
  const answeredAfter = 5 + ((i * 37) % 900);
  const record = {
    _id: `${new Date(received).toISOString().replace(/[-:.]/g, '')}_${randomUUID()}`,
    name: `Guest ${i}`,
    email: `guest${i}@example.com`,
    phone: `+91 98${String(i).padStart(8, '0')}`,
    category: CATEGORIES[i % CATEGORIES.length],
    message: `Enquiry number ${i} about sweets, catering and a hall.`,
    createdAt: new Date(received).toISOString(),
    status,
    reference: `RS-${i.toString(36).toUpperCase().padStart(6, '0')}`,
    ...(status === 'new' ? {} : { history: [{ from: 'new', to: status, by: STAFF, at: at(answeredAfter) }] }),
    ...(i % 3 === 0 ? { notes: [{ text: 'Called back', by: STAFF, at: at(answeredAfter + 15) }] } : {}),
  };
  const shape = i % 10;
  if (shape <= 3) return { ...record, subject: subjectOf(i) };
  if (shape <= 5) return { ...record, items: Array.from({ length: 1 + (i % 4) }, (_, n) => line(subjectOf(i + n), 1 + ((i + n) % 5))) };
  if (shape === 6) return { ...record, subject: CAMPAIGN };
  if (shape === 7) return { ...record, plan: { occasion: 'wedding', days: 1, diet: 'jain', parts: [{ team: 'banquets & hotels', label: 'A hall for 200' }] } };
  if (shape === 8) return { ...record, gifting: { branding: 'logo-sleeve', delivery: 'city', city: 'Hyderabad' }, items: [line(subjectOf(i), 50)] };
  return record;
}

/** Half the alerts sent, one in 25 failed, the rest never sent. */
function alertOf(i, record) {
  if (i % 2 === 0) return { state: 'sent', attempts: 1, at: record.createdAt };
  if (i % 25 === 1) return { state: 'failed', attempts: 3, at: record.createdAt, error: 'the receiver answered 500' };
  return undefined;
}

async function seed(directory, total, now) {
  const token = randomBytes(16).toString('hex');
  const server = await startLocalBlobsServer({ directory, token, port: 0, latencyMs: 0 });
  setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, token, siteID: LOCAL_SITE_ID });
  const enquiries = getStore({ name: 'enquiries', consistency: 'strong' });
  const alerts = getStore({ name: 'enquiry-alerts', consistency: 'strong' });
  let started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, async () => {
    while (next < total) {
      const i = next;
      next += 1;
      const record = enquiry(i, total, now);
      const alert = alertOf(i, record);
      await enquiries.setJSON(record._id, record);
      if (alert) await alerts.setJSON(record._id, alert);
    }
  }));
  console.log(`Stored ${count(total)} enquiries and their alerts in ${seconds(performance.now() - started)}.`);
  started = performance.now();
  // The stores of @netlify/blobs itself (its retries, no 4 s limit): listing 100,000 keys of a local
  // folder on a busy machine may take longer than a function's storage call may. A run that still
  // fails goes on where it stopped (reconcileIndex keeps every month it finished).
  const index = getStore({ name: 'enquiry-index', consistency: 'strong' });
  let report;
  for (let attempt = 1; report === undefined; attempt += 1) {
    try {
      report = await reconcileIndex(enquiries, index, { budgetMs: Number.POSITIVE_INFINITY });
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`Indexing stopped (${error instanceof Error ? error.message : String(error)}); going on.`);
    }
  }
  console.log(`Built the index (${count(report.added)} rows added, ${report.months} month shards) in ${seconds(performance.now() - started)}, without storage latency.`);
  let bytes = 0;
  let rows = 0;
  for await (const page of index.list({ prefix: 'month/', paginate: true })) {
    for (const { key } of page.blobs) {
      const text = await index.get(key, { type: 'text' });
      bytes += Buffer.byteLength(text ?? '');
      rows += JSON.parse(text ?? '{"rows":[]}').rows.length;
    }
  }
  await server.stop();
  const sizes = { rowBytes: Math.round(bytes / Math.max(1, rows)), shardMegabytes: (bytes / 1e6).toFixed(1) };
  writeFileSync(join(directory, SEED_FILE), JSON.stringify({ count: total, spacingMs: SPACING_MS, ...sizes }));
  return sizes;
}

/** Times one request on a fresh instance and then warm; answers [fresh ms, warm p50 ms, detail]. */
async function timed(siteOptions, path, token, describe) {
  const site = await startThrowawaySite(siteOptions);
  try {
    const times = [];
    let detail = '';
    for (let run = 0; run <= WARM_RUNS; run += 1) {
      const started = performance.now();
      const { res, body } = await call(site.url, path, token);
      times.push(performance.now() - started);
      detail = res.ok ? describe(body) : `answered ${res.status}: ${body.slice(0, 120)}`;
      if (!res.ok) break;
    }
    return [Math.round(times[0] ?? 0), times.length > 1 ? Math.round(percentile(times.slice(1), 50)) : '-', detail];
  } finally {
    await site.stop();
  }
}

const describeOverview = (body) => {
  const answer = JSON.parse(body);
  return `${count(answer.volume.total)} enquiries (${count(answer.volume.previousTotal)} before), ${answer.volume.buckets.length} ${answer.bucket}s, ${answer.subjects.length} subjects, ${(Buffer.byteLength(body) / 1e3).toFixed(1)} kB`;
};

for (const total of COUNTS) {
  const directory = REUSE ?? KEEP ?? mkdtempSync(join(tmpdir(), 'overview-bench-blobs-'));
  if (KEEP) mkdirSync(KEEP, { recursive: true });
  try {
    const { rowBytes, shardMegabytes } = reused ?? (await seed(directory, total, Date.now()));
    const siteOptions = { blobsDirectory: directory, keepBlobs: true, env: { LOCAL_BLOBS_LATENCY_MS: String(LATENCY_MS), LOCAL_SCHEDULES: 'off' } };
    const site = await startThrowawaySite(siteOptions);
    const token = await superAdminToken(site.url, 'overview-bench');
    await site.stop();
    const today = todayInIndia();
    const rows = [];
    for (const days of PERIODS) {
      rows.push([`overview: last ${days} days`, ...(await timed(siteOptions, `/api/admin/overview?from=${addDays(today, -(days - 1))}&to=${today}`, token, describeOverview))]);
    }
    rows.push(['overview CSV: subjects, 90 days', ...(await timed(siteOptions, `/api/admin/overview.csv?from=${addDays(today, -89)}&to=${today}&chart=subjects`, token, (body) => `${body.split('\r\n').length - 2} lines`))]);
    // A word no enquiry has: the desk's search then reads every row of every month.
    rows.push(['desk: search, no match (every row)', ...(await timed(siteOptions, '/api/contact?limit=50&q=lakeside', token, (body) => `${JSON.parse(body).length} rows`))]);
    console.log(`\nOverview among ${count(total)} stored enquiries (one every ${SPACING_MS / 60_000} min), ${LATENCY_MS} ms per storage call; rows ${rowBytes} bytes each on average (${shardMegabytes} MB of shards); ms on a fresh instance, then the median of ${WARM_RUNS} warm calls`);
    table(['request', 'fresh', 'warm p50', 'answer'], rows);
    console.log('');
  } finally {
    if (KEEP || REUSE) console.log(`The seeded folder stays at ${directory} (--reuse ${directory}).`);
    else rmSync(directory, { recursive: true, force: true });
  }
}
