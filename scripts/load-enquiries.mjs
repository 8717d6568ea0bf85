/**
 * `npm run load` (also the last step of `npm run bench`): sends concurrent enquiries to the
 * local site and checks, through the staff API, that every one was stored exactly once.
 *
 *   node scripts/load-enquiries.mjs [URL] [--count 1000] [--concurrency 1000]
 *
 * Without a URL it starts the built site (`node scripts/serve.mjs`, needs `npm run build`) on a
 * free port with the enquiry rate limit raised, and stops it afterwards. Only 127.0.0.1 or
 * localhost are ever targeted; the count is capped at 10,000 and the run at 10 minutes.
 * Each enquiry carries a run id, so only this run's enquiries are counted, and comes from its own
 * loopback address (127.0.x.y), as a crowd of visitors would. A temporary Super
 * Admin (made and deleted through the developer API, with the developer credentials of
 * .netlify/local-secrets.json or DEVELOPER_EMAIL/DEVELOPER_PASSWORD) reads them back.
 * Prints stored, lost, duplicated, 5xx and the p50/p99 latency; exits 1 when anything was
 * lost, duplicated or answered 5xx.
 */
import { randomBytes } from 'node:crypto';

import { request as httpRequest } from 'node:http';
import { developerCredentials, startThrowawaySite } from './local-platform/throwaway-site.mjs';

const MAX_COUNT = 10_000;
const RUN_LIMIT_MS = 10 * 60 * 1000;
const projectRoot = process.cwd();

function parseArgs(argv) {
  const options = { url: undefined, count: 1000, concurrency: 1000 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--count') options.count = Number(argv[(i += 1)]);
    else if (arg === '--concurrency') options.concurrency = Number(argv[(i += 1)]);
    else options.url = arg;
  }
  if (!Number.isInteger(options.count) || options.count < 1 || options.count > MAX_COUNT) throw new Error(`--count must be 1 to ${MAX_COUNT}`);
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1) throw new Error('--concurrency must be a positive whole number');
  if (options.url !== undefined) {
    const { hostname } = new URL(options.url);
    if (hostname !== '127.0.0.1' && hostname !== 'localhost') throw new Error('The load test only targets 127.0.0.1 or localhost.');
  }
  return options;
}

async function startSite() {
  const site = await startThrowawaySite({ projectRoot, env: { ENQUIRY_RATE_LIMIT: '1000000' } });
  return { base: site.url, stop: site.stop };
}

/** A JSON API call; a GET that loses its connection is tried again, up to 3 times. */
async function api(base, path, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await apiOnce(base, path, options);
    } catch (error) {
      const lostConnection = error instanceof TypeError && error.message === 'fetch failed';
      if ((options.method ?? 'GET') !== 'GET' || !lostConnection || attempt >= 3) {
        throw new Error(`${options.method ?? 'GET'} ${path}: ${error instanceof Error ? `${error.message}${error.cause ? ` (${error.cause})` : ''}` : error}`);
      }
    }
  }
}

async function apiOnce(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return { body: JSON.parse(text), headers: res.headers };
}

/**
 * The loopback address enquiry `index` is sent from: 127.0.x.y, a different one per enquiry (up to
 * 10,000), so the run looks like that many visitors, as on a real site, and each one meets the
 * per-connection throttle as a visitor would. Only addresses of this machine's loopback range.
 */
function visitorAddress(index) {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

/** POSTs JSON from a given local address; resolves the status (0 when no answer within 60 s). */
function postFrom(localAddress, url, body) {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'POST', localAddress, timeout: 60_000, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Sends `count` enquiries, at most `concurrency` at a time; resolves their statuses and latencies. */
async function sendEnquiries(base, runId, count, concurrency) {
  const results = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const index = next;
      next += 1;
      const started = performance.now();
      let status = 0;
      try {
        const body = JSON.stringify({
          name: 'Load Test',
          email: 'load-test@example.com',
          phone: '+91 98490 00000',
          category: 'sweets',
          message: `Load run ${runId} enquiry #${index}`,
        });
        status = await postFrom(visitorAddress(index), `${base}/api/contact/submit`, body);
      } catch {
        status = 0;
      }
      results[index] = { status, ms: performance.now() - started };
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/**
 * How many times each enquiry number of this run is stored, read page by page as a Super Admin.
 * Pages of 100: the local emulator reports every Blobs call of a function in one response
 * header (x-nf-fetch-timing), which outgrows Node's header limit on pages of 500.
 */
async function storedCounts(base, runId, token) {
  const counts = new Map();
  const pattern = new RegExp(`^Load run ${runId} enquiry #(\\d+)$`);
  let cursor = null;
  do {
    const query = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { body, headers } = await api(base, `/api/contact${query}`, { token });
    for (const enquiry of body) {
      const match = pattern.exec(enquiry.message);
      if (match) counts.set(Number(match[1]), (counts.get(Number(match[1])) ?? 0) + 1);
    }
    cursor = headers.get('x-next-cursor');
  } while (cursor);
  return counts;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const timer = setTimeout(() => {
    console.error('The load test ran past 10 minutes and was stopped.');
    process.exit(2);
  }, RUN_LIMIT_MS);
  timer.unref();

  const site = options.url ? { base: new URL(options.url).origin, stop: async () => {} } : await startSite();
  const runId = randomBytes(6).toString('hex');
  let reader;
  let developerToken;
  try {
    const developer = developerCredentials();
    developerToken = (await api(site.base, '/api/admin/login', { method: 'POST', body: developer })).body.token;
    const readerPassword = `Load-reader-${randomBytes(9).toString('base64url')}`;
    const readerEmail = `load-reader-${runId}@rasika.test`;
    reader = (await api(site.base, '/api/admin/signup', { token: developerToken, method: 'POST', body: { email: readerEmail, password: readerPassword, role: 'superadmin' } })).body.user;
    const readerToken = (await api(site.base, '/api/admin/login', { method: 'POST', body: { email: readerEmail, password: readerPassword } })).body.token;

    console.log(`Sending ${options.count} enquiries to ${site.base}, ${Math.min(options.concurrency, options.count)} at a time (run ${runId})...`);
    const started = performance.now();
    const results = await sendEnquiries(site.base, runId, options.count, options.concurrency);
    const wallSeconds = (performance.now() - started) / 1000;
    const counts = await storedCounts(site.base, runId, readerToken);

    const accepted = results.filter((r) => r.status === 201).length;
    const serverErrors = results.filter((r) => r.status >= 500).length;
    const failedConnections = results.filter((r) => r.status === 0).length;
    const other = results.length - accepted - serverErrors - failedConnections;
    const stored = counts.size;
    const duplicated = [...counts.values()].reduce((sum, n) => sum + (n - 1), 0);
    const lost = options.count - stored;
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);
    const byStatus = Object.entries(Object.groupBy(results, (r) => String(r.status))).map(([status, list]) => `${status === '0' ? 'no answer' : status} ×${list?.length ?? 0}`);
    console.log(`sent ${options.count} in ${wallSeconds.toFixed(1)} s: 201 ${accepted}, 5xx ${serverErrors}, no answer ${failedConnections}, other ${other} (${byStatus.join(', ')})`);
    console.log(`stored ${stored}, lost ${lost}, duplicated ${duplicated}, 5xx ${serverErrors}`);
    console.log(`latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
    process.exitCode = lost === 0 && duplicated === 0 && serverErrors === 0 && failedConnections === 0 ? 0 : 1;
  } finally {
    if (reader && developerToken) {
      await api(site.base, `/api/admin/users/${reader._id}`, { token: developerToken, method: 'DELETE' }).catch((error) => console.error(error.message));
    }
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
