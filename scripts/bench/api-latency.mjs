/**
 * `npm run bench` (API part): p50/p99 of each public and staff endpoint of a running local site,
 * over SEQUENTIAL calls one after another and CONCURRENT calls sent at once. Only GETs and sign-in,
 * so the benchmark leaves the local data as it found it. Sign-in is measured over fewer calls (each
 * one is a deliberate scrypt hash of 2 × 64 MiB, and repeated sign-ins from one address are rate limited).
 * Usage: node scripts/bench/api-latency.mjs BASE_URL
 */
import { randomBytes } from 'node:crypto';
import { developerCredentials } from '../local-platform/throwaway-site.mjs';
import { percentile, table } from './figures.mjs';

const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 200);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 50);
const SIGN_INS = { sequential: 5, concurrent: 3 };
const CALL_TIMEOUT_MS = 30_000;

const PUBLIC = [
  '/api/health',
  '/api/products',
  '/api/products/categories',
  '/api/products/search/suggestions?q=kaju',
  '/api/products/search/suggestions?q=ladoo',
  '/api/blogs',
];
const SUPERADMIN = ['/api/admin/verify', '/api/contact', '/api/admin/products'];
const DEVELOPER = ['/api/admin/users', '/api/admin/activity'];

async function postJson(baseUrl, path, body, token) {
  const res = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const signInToken = async (baseUrl, credentials) => (await postJson(baseUrl, '/api/admin/login', credentials)).token;

async function timed(url, init) {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function series(call, sequential, concurrent) {
  const one = [];
  for (let i = 0; i < sequential; i += 1) one.push(await call());
  const together = await Promise.all(Array.from({ length: concurrent }, call));
  const statuses = new Set([...one, ...together].map((r) => r.status));
  const ms = (list, p) => percentile(list.map((r) => r.ms), p).toFixed(1);
  return [ms(one, 50), ms(one, 99), ms(together, 50), ms(together, 99), [...statuses].sort().join(' ')];
}

export async function benchApiLatency(baseUrl) {
  const rows = [];
  const [first] = await (await fetch(new URL('/api/products', baseUrl))).json();
  const publicPaths = first ? [...PUBLIC, `/api/products/${first._id}`, `/api/products/related/${first._id}`] : PUBLIC;
  for (const path of publicPaths) rows.push([`GET ${path}`, ...(await series(() => timed(new URL(path, baseUrl)), SEQUENTIAL, CONCURRENT))]);

  const credentials = developerCredentials();
  const signIn = () =>
    timed(new URL('/api/admin/login', baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  rows.push(['POST /api/admin/login', ...(await series(signIn, SIGN_INS.sequential, SIGN_INS.concurrent))]);

  // Enquiries and products are a Super Admin's screens, users and activity the developer's: a
  // temporary Super Admin is made for the run and deleted afterwards.
  const developer = await signInToken(baseUrl, credentials);
  const reader = { email: `bench-${randomBytes(4).toString('hex')}@rasika.test`, password: randomBytes(18).toString('base64url') };
  const created = await postJson(baseUrl, '/api/admin/signup', { ...reader, role: 'superadmin' }, developer);
  try {
    const superadmin = await signInToken(baseUrl, reader);
    for (const [path, token] of [...SUPERADMIN.map((p) => [p, superadmin]), ...DEVELOPER.map((p) => [p, developer])]) {
      const headers = { Authorization: `Bearer ${token}` };
      rows.push([`GET ${path}`, ...(await series(() => timed(new URL(path, baseUrl), { headers }), SEQUENTIAL, CONCURRENT))]);
    }
  } finally {
    await fetch(new URL(`/api/admin/users/${created.user._id}`, baseUrl), { method: 'DELETE', headers: { Authorization: `Bearer ${developer}` } });
  }

  console.log(`\nAPI latency in ms: ${SEQUENTIAL} sequential and ${CONCURRENT} concurrent calls per endpoint (sign-in: ${SIGN_INS.sequential} and ${SIGN_INS.concurrent})`);
  table(['endpoint', 'seq p50', 'seq p99', 'conc p50', 'conc p99', 'statuses'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchApiLatency(process.argv[2] ?? 'http://127.0.0.1:8888');
}
