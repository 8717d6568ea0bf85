/**
 * `npm run bench:export` (issue #42 item 3): how the enquiry export fares among 100,000 stored
 * enquiries with production-like storage latency. Stores them in a temporary Blobs folder (never the
 * developer's data) at no latency, builds the desk index as the daily repair does (reconcileIndex),
 * then starts the built site over it with LOCAL_BLOBS_LATENCY_MS (default 25 ms a call) and prints:
 * direct downloads of about 5,000 and 10,000 rows (the bound is 10,000), the refusal (413) of all of
 * them, and an export job over all of them: time to done, rows, the gzip'd file's bytes (what the
 * download sends) and the CSV's, and the download's time. A temporary Super Admin is made and deleted.
 *   node scripts/bench/enquiry-export.mjs [--count 100000] [--latency 25]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { reconcileIndex } from '../../src/server/storage/enquiry-index.ts';
import { startLocalBlobsServer } from '../local-blobs/local-blobs-server.mjs';
import { developerCredentials, startThrowawaySite } from '../local-platform/throwaway-site.mjs';
import { LOCAL_SITE_ID } from '../seed.mjs';
import { timeExportJob } from './export-job-timing.mjs';
import { table } from './figures.mjs';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const COUNT = argument('--count', 100_000);
const LATENCY_MS = argument('--latency', Number(process.env.LOCAL_BLOBS_LATENCY_MS ?? 25));
const WRITE_CONCURRENCY = 50;
/** One enquiry every ~5 minutes: 100,000 span about a year, 288 a day. */
const SPACING_MS = 5 * 60_000;
const CATEGORIES = ['sweets', 'restaurants & catering', 'corporate', 'banquets & hotels', 'gifting', 'other'];
const STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'];
const NAMES = ['Asha Rao', 'Ravi Kumar', 'Sravani Réddy', 'Imran Khan', 'Lakshmi Devi', 'Arjun Varma', 'Meena Iyer', 'Kiran Goud'];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const count = (n) => n.toLocaleString('en-IN');

/** Enquiry `i` of a message about as long as real ones (~120 characters), the newest last. */
function enquiry(i, now) {
  const receivedAt = new Date(now - (COUNT - i) * SPACING_MS);
  return {
    _id: `${receivedAt.toISOString().replace(/[-:.]/g, '')}_${randomUUID()}`,
    name: `${NAMES[i % NAMES.length]} ${i}`,
    email: `guest${i}@example.com`,
    phone: `+91 98${String(i).padStart(8, '0')}`,
    category: CATEGORIES[i % CATEGORIES.length],
    message: `Enquiry number ${i}: sweets for a family function, catering for about ${i % 300} guests and a hall, "veg only", please call.`,
    createdAt: receivedAt.toISOString(),
    status: STATUSES[i % STATUSES.length],
    reference: `RS-${String(receivedAt.getUTCFullYear()).slice(2)}${String(receivedAt.getUTCMonth() + 1).padStart(2, '0')}-${i.toString(36).toUpperCase().padStart(4, '0')}`,
  };
}

async function seed(directory, now) {
  const token = randomBytes(16).toString('hex');
  const server = await startLocalBlobsServer({ directory, token, port: 0, latencyMs: 0 });
  setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, token, siteID: LOCAL_SITE_ID });
  const enquiries = getStore({ name: 'enquiries', consistency: 'strong' });
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, async () => {
    while (next < COUNT) {
      const record = enquiry(next, now);
      next += 1;
      await enquiries.setJSON(record._id, record);
    }
  }));
  const stored = performance.now();
  const report = await reconcileIndex(enquiries, getStore({ name: 'enquiry-index', consistency: 'strong' }), { budgetMs: 3_600_000 });
  await server.stop();
  console.log(`Stored ${count(COUNT)} enquiries in ${seconds(stored - started)}, indexed (${count(report.added)} rows, ${report.months} months) in ${seconds(performance.now() - stored)}.`);
}

async function call(base, path, token, init = {}) {
  const res = await fetch(new URL(path, base), { ...init, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'Content-Type': 'application/json' } : {}) }, signal: AbortSignal.timeout(900_000) });
  const body = await res.text();
  return { res, body };
}

async function ok(base, path, token, init = {}) {
  const { res, body } = await call(base, path, token, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body);
}

/** The newest `days` days as a desk filter (India time is ahead of UTC: one day more covers it). */
function lastDays(days, now) {
  const day = (ms) => new Date(ms).toISOString().slice(0, 10);
  return `from=${day(now - days * 86_400_000)}&to=${day(now + 86_400_000)}`;
}

/** A direct download, `run` being 'first' (this instance has not read these records) or 'again'. */
async function timeDirect(base, token, query, run) {
  const started = performance.now();
  const { res, body } = await call(base, `/api/contact/export?${query}`, token);
  const ms = performance.now() - started;
  if (res.status === 413) return [`direct ${query || '(all)'}`, run, 413, seconds(ms), JSON.parse(body).message, ''];
  if (!res.ok) throw new Error(`The export answered ${res.status}: ${body.slice(0, 200)}`);
  const rows = body.split('\r\n').filter((line) => /^RS-/.test(line)).length;
  return [`direct ${query}`, run, res.status, seconds(ms), `${count(rows)} rows, ${(ms / rows).toFixed(2)} ms a row`, megabytes(Buffer.byteLength(body))];
}


const now = Date.now();
const directory = mkdtempSync(join(tmpdir(), 'export-bench-blobs-'));
await seed(directory, now);
const site = await startThrowawaySite({ blobsDirectory: directory, env: { LOCAL_BLOBS_LATENCY_MS: String(LATENCY_MS), LOCAL_SCHEDULES: 'off' } });
try {
  const base = site.url;
  const developer = (await ok(base, '/api/admin/login', undefined, { method: 'POST', body: JSON.stringify(developerCredentials()) })).token;
  const reader = { email: `export-bench-${randomBytes(4).toString('hex')}@rasika.test`, password: randomBytes(18).toString('base64url') };
  const created = await ok(base, '/api/admin/signup', developer, { method: 'POST', body: JSON.stringify({ ...reader, role: 'superadmin' }) });
  try {
    const token = (await ok(base, '/api/admin/login', undefined, { method: 'POST', body: JSON.stringify(reader) })).token;
    // Warm the instance (and settle the index) so the figures are the export's own.
    await ok(base, '/api/contact?limit=50', token);
    const perDay = 86_400_000 / SPACING_MS;
    const direct = [];
    for (const query of [lastDays(Math.round(5_000 / perDay) - 1, now), lastDays(Math.round(10_000 / perDay) - 2, now), '']) {
      direct.push(await timeDirect(base, token, query, 'first'), await timeDirect(base, token, query, 'again'));
    }
    console.log(`\nEnquiry export among ${count(COUNT)} stored enquiries, ${LATENCY_MS} ms a Blobs call`);
    table(['request', 'run', 'status', 'time', 'answer', 'bytes'], direct);
    console.log('');
    table(['export job over all', 'time', 'figures'], await timeExportJob(base, token));
  } finally {
    await fetch(new URL(`/api/admin/users/${created.user._id}`, base), { method: 'DELETE', headers: { Authorization: `Bearer ${developer}` } });
  }
} finally {
  await site.stop();
}
