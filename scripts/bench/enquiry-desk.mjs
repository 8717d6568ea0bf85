/**
 * `npm run bench` (enquiry desk part, issue #11): stores 10,000 enquiries in a temporary Blobs
 * folder (never the developer's data), starts the built site over it (throwaway-site.mjs), and
 * prints how long the staff API takes to list the first page, to search (by reference, by name,
 * by phone, a word of the message), to count new enquiries and to export all of them as CSV.
 * A temporary Super Admin is made through the developer API and deleted afterwards.
 *   node scripts/bench/enquiry-desk.mjs [--count 10000]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, setEnvironmentContext } from '@netlify/blobs';
import { startLocalBlobsServer } from '../local-blobs/local-blobs-server.mjs';
import { developerCredentials, startThrowawaySite } from '../local-platform/throwaway-site.mjs';
import { LOCAL_SITE_ID } from '../seed.mjs';
import { percentile, table } from './figures.mjs';

const countArg = process.argv.indexOf('--count');
const COUNT = countArg === -1 ? 10_000 : Number(process.argv[countArg + 1]);
const WRITE_CONCURRENCY = 50;
const RUNS = 4;
const CATEGORIES = ['sweets', 'restaurants & catering', 'corporate', 'banquets & hotels', 'gifting', 'other'];
const STATUSES = ['new', 'contacted', 'won', 'lost', 'spam'];
const NAMES = ['Asha Rao', 'Ravi Kumar', 'Sravani Réddy', 'Imran Khan', 'Lakshmi Devi', 'Arjun Varma', 'Meena Iyer', 'Kiran Goud'];

/** Enquiry `i`, received over the past year (one every ~52 minutes, newest last). */
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

async function seed(directory) {
  const token = randomBytes(16).toString('hex');
  const server = await startLocalBlobsServer({ directory, token, port: 0 });
  setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, token, siteID: LOCAL_SITE_ID });
  const store = getStore({ name: 'enquiries', consistency: 'strong' });
  const now = Date.now();
  const records = Array.from({ length: COUNT }, (_, i) => enquiry(i, now));
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, async () => {
    while (next < records.length) {
      const record = records[next];
      next += 1;
      await store.setJSON(record._id, record);
    }
  }));
  await server.stop();
  console.log(`Stored ${COUNT.toLocaleString('en-IN')} enquiries in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return records;
}

async function call(base, path, token, init = {}) {
  const res = await fetch(new URL(path, base), { ...init, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'Content-Type': 'application/json' } : {}) }, signal: AbortSignal.timeout(120_000) });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return { res, body };
}

async function time(base, path, token, check) {
  const ms = [];
  let detail = '';
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const { res, body } = await call(base, path, token);
    ms.push(performance.now() - started);
    detail = check(res, body);
  }
  // The first call of a kind may read records this function instance has not seen yet; the next ones
  // show a warm instance (which keeps what it read, by etag).
  return [path, Math.round(ms[0] ?? 0), Math.round(percentile(ms.slice(1), 50)), detail];
}

const rowsOf = (_res, body) => `${JSON.parse(body).length} rows`;

const directory = mkdtempSync(join(tmpdir(), 'desk-bench-blobs-'));
const records = await seed(directory);
const site = await startThrowawaySite({ blobsDirectory: directory });
try {
  const base = site.url;
  const developer = JSON.parse((await call(base, '/api/admin/login', undefined, { method: 'POST', body: JSON.stringify(developerCredentials()) })).body).token;
  const reader = { email: `desk-bench-${randomBytes(4).toString('hex')}@rasika.test`, password: randomBytes(18).toString('base64url') };
  const created = JSON.parse((await call(base, '/api/admin/signup', developer, { method: 'POST', body: JSON.stringify({ ...reader, role: 'superadmin' }) })).body);
  try {
    const token = JSON.parse((await call(base, '/api/admin/login', undefined, { method: 'POST', body: JSON.stringify(reader) })).body).token;
    const target = records[Math.floor(records.length / 3)];
    const rows = [
      await time(base, '/api/contact?limit=50', token, rowsOf),
      await time(base, `/api/contact?limit=50&q=${encodeURIComponent(target.reference)}`, token, rowsOf),
      await time(base, `/api/contact?limit=50&q=${encodeURIComponent(`REDDY ${records.findLast((record) => record.name.startsWith('Sravani')).name.split(' ').at(-1)}`)}`, token, rowsOf),
      await time(base, `/api/contact?limit=50&q=${encodeURIComponent(target.phone.replace(/\D/g, '').slice(2))}`, token, rowsOf),
      await time(base, `/api/contact?limit=50&q=lakeside`, token, rowsOf),
      await time(base, '/api/contact?limit=50&category=corporate&status=new', token, rowsOf),
      await time(base, '/api/contact/counts', token, (_res, body) => `${JSON.parse(body).total} new`),
      await time(base, '/api/contact/export', token, (_res, body) => `${body.split('\r\n').length - 2} CSV rows, ${(Buffer.byteLength(body) / 1e6).toFixed(1)} MB`),
    ];
    console.log(`\nEnquiry desk among ${COUNT.toLocaleString('en-IN')} stored enquiries, ms: the first call, then the median of ${RUNS - 1} more`);
    table(['request', 'first', 'then p50', 'answer'], rows);
  } finally {
    await fetch(new URL(`/api/admin/users/${created.user._id}`, base), { method: 'DELETE', headers: { Authorization: `Bearer ${developer}` } });
  }
} finally {
  await site.stop();
}
