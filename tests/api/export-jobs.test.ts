/**
 * Issue #42 item 3: the export of all enquiries stays within Netlify's limits. The direct download
 * refuses (413) a filter matching more than EXPORT_DIRECT_MAX_ROWS enquiries before reading a record;
 * an export job runs in the background function and leaves a gzip'd CSV equal to the direct export,
 * read only by the staff member who started it (or a Super Admin), scoped like the list, and deleted
 * after a day. Over 3,000 enquiries stored directly and indexed as the daily repair does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import contactExport from '../../netlify/functions/contact-export.mts';
import contactExportBackground from '../../netlify/functions/contact-export-background.mts';
import contactExportJobs from '../../netlify/functions/contact-export-jobs.mts';
import contactExportSweep from '../../netlify/functions/contact-export-sweep.mts';
import type { ExportJobView } from '../../src/lib/api/export-jobs.ts';
import { ENQUIRY_CATEGORIES, ENQUIRY_STATUSES, enquiryRecordSchema, type EnquiryCategory, type EnquiryRecord } from '../../src/lib/enquiry/enquiry-schema.ts';
import { EXPORT_JOB_TTL_MS } from '../../src/lib/enquiry/export-job.ts';
import { JOB_SECRET_HEADER, jobHeaders } from '../../src/server/auth/job-secret.ts';
import { runExportJob, startExportJob } from '../../src/server/enquiries/export-job.ts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { openIndexStore, reconcileIndex } from '../../src/server/storage/enquiry-index.ts';
import { newEnquiryId } from '../../src/server/storage/enquiry-repository.ts';
import { getExportJob, listExportJobs, saveExportJob } from '../../src/server/storage/export-repository.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

const COUNT = 3_000;
const OWN: EnquiryCategory = 'corporate';

let superUser: StaffUser;
let subUser: StaffUser;
let otherSub: StaffUser;
const auth = new Map<StaffUser, Record<string, string>>();
let server: Server;
let siteUrl: string;
const runs: Promise<Response>[] = [];

/** Enquiry i: a spread of categories and statuses, and text that needs CSV quoting and neutralising. */
function enquiry(i: number, start: number): EnquiryRecord {
  const receivedAt = new Date(start + i * 37 * 60_000);
  return enquiryRecordSchema.parse({
    _id: newEnquiryId(receivedAt),
    name: i % 97 === 0 ? `=HYPERLINK("x") ${i}` : `Guest ${i}`,
    email: `guest${i}@example.com`,
    phone: `+91 98${String(i).padStart(8, '0')}`,
    category: ENQUIRY_CATEGORIES[i % ENQUIRY_CATEGORIES.length],
    message: `Enquiry ${i}: "kaju", laddu,\nand a hall for ${i % 400} guests`,
    createdAt: receivedAt.toISOString(),
    status: ENQUIRY_STATUSES[i % ENQUIRY_STATUSES.length],
    reference: `RS-${String(i).padStart(6, '0')}`,
  });
}

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  vi.spyOn(console, 'log').mockImplementation(() => {});
  superUser = await makeUser({ email: 'export-super@rasika.test', role: 'superadmin' });
  subUser = await makeUser({ email: 'export-sub@rasika.test', role: 'subadmin', category: OWN });
  otherSub = await makeUser({ email: 'export-other@rasika.test', role: 'subadmin', category: OWN });
  for (const user of [superUser, subUser, otherSub]) auth.set(user, bearer(await tokenFor(user)));
  const enquiries = openStore('enquiries');
  const records = Array.from({ length: COUNT }, (_, i) => enquiry(i, Date.UTC(2026, 6, 1)));
  for (let from = 0; from < records.length; from += 50) {
    await Promise.all(records.slice(from, from + 50).map((record) => enquiries.setJSON(record._id, record)));
  }
  expect((await reconcileIndex(enquiries, openIndexStore(), { budgetMs: 300_000 })).added).toBe(COUNT);

  // The site as Netlify runs it: a background function answers 202 at once and runs on.
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
    runs.push(contactExportBackground(new Request(`${siteUrl}${req.url ?? '/'}`, { method: 'POST', headers, body: Buffer.concat(chunks) }), { params: {} }));
    res.writeHead(202).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  delete process.env['EXPORT_DIRECT_MAX_ROWS'];
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

const headersOf = (user: StaffUser) => auth.get(user) ?? {};

async function startJob(user: StaffUser, filter: Record<string, string> = {}): Promise<Response> {
  return call(contactExportJobs, '/api/contact/export-jobs', { json: { filter }, headers: headersOf(user), siteUrl });
}

/** Starts a job, waits for its background run, and answers its status. */
async function exportThroughJob(user: StaffUser, filter: Record<string, string> = {}): Promise<ExportJobView> {
  const started = await startJob(user, filter);
  expect(started.status, await started.clone().text()).toBe(202);
  const job = (await started.json()) as ExportJobView;
  expect(job.status).toBe('running');
  expect((await Promise.all(runs.splice(0))).map((res) => res.status)).toEqual([200]);
  const res = await call(contactExportJobs, `/api/contact/export-jobs/${job.id}`, { headers: headersOf(user), params: { id: job.id } });
  expect(res.status).toBe(200);
  return (await res.json()) as ExportJobView;
}

async function fileOf(user: StaffUser, id: string): Promise<Response> {
  return call(contactExportJobs, `/api/contact/export-jobs/${id}/file`, { headers: headersOf(user), params: { id } });
}

async function directExport(user: StaffUser, query = ''): Promise<Response> {
  return call(contactExport, `/api/contact/export${query}`, { headers: headersOf(user) });
}

/** A body as UTF-8 with its BOM kept (Response.text() drops it). */
async function bytesText(res: Response): Promise<string> {
  return Buffer.from(await res.arrayBuffer()).toString('utf8');
}

describe('the direct download', () => {
  test('refuses with 413 above EXPORT_DIRECT_MAX_ROWS, before reading a record, and streams at or below it', async () => {
    process.env['EXPORT_DIRECT_MAX_ROWS'] = '500';
    try {
      const refused = await directExport(superUser);
      expect(refused.status).toBe(413);
      expect((await bodyOf(refused))['message']).toBe('This export has 3,000 enquiries, more than one download carries (500). Start an export job.');
      const small = await directExport(superUser, '?q=RS-000012');
      expect(small.status).toBe(200);
      expect((await small.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
    } finally {
      delete process.env['EXPORT_DIRECT_MAX_ROWS'];
    }
  });
});

describe('an export job', () => {
  test('over all 3,000 enquiries leaves a gzip whose CSV equals the direct export, row for row', async () => {
    const job = await exportThroughJob(superUser);
    expect(job).toMatchObject({ status: 'done', total: COUNT, rows: COUNT });
    const file = await fileOf(superUser, job.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-encoding')).toBe('gzip');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const gzipped = Buffer.from(await file.arrayBuffer());
    expect(gzipped.byteLength).toBe(job.bytes);
    const csv = gunzipSync(gzipped).toString('utf8');
    const direct = await directExport(superUser);
    expect(direct.status).toBe(200);
    expect(csv).toBe(await bytesText(direct));
    expect(csv.startsWith('\uFEFFReference,Received,Status')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"") 97"`);
  }, 120_000);

  test('cut into many parts still downloads as one gzip stream', async () => {
    const job = await startExportJob(siteUrl, superUser, {});
    await Promise.all(runs.splice(0));
    await saveExportJob(openStore('exports'), job);
    const done = await runExportJob(job.id, 16 * 1024);
    expect(done.parts).toBeGreaterThan(2);
    const csv = gunzipSync(Buffer.from(await (await fileOf(superUser, job.id)).arrayBuffer())).toString('utf8');
    expect(csv).toBe(await bytesText(await directExport(superUser)));
  }, 60_000);

  test('is scoped like the list: a subadmin exports their own category, and is refused (403) another', async () => {
    const job = await exportThroughJob(subUser);
    expect(job.rows).toBe(COUNT / ENQUIRY_CATEGORIES.length);
    const csv = gunzipSync(Buffer.from(await (await fileOf(subUser, job.id)).arrayBuffer())).toString('utf8');
    expect(csv).toBe(await bytesText(await directExport(subUser)));
    const before = (await listExportJobs(openStore('exports'))).length;
    expect((await startJob(subUser, { category: 'sweets' })).status).toBe(403);
    expect(runs).toHaveLength(0);
    expect(await listExportJobs(openStore('exports'))).toHaveLength(before);
  }, 60_000);

  test('is read only by its owner or a Super Admin: anyone else, an unknown or a malformed id gets 404', async () => {
    const job = await exportThroughJob(subUser, { q: 'RS-000004' });
    for (const path of [`/api/contact/export-jobs/${job.id}`, `/api/contact/export-jobs/${job.id}/file`]) {
      expect((await call(contactExportJobs, path, { headers: headersOf(otherSub), params: { id: job.id } })).status).toBe(404);
      expect((await call(contactExportJobs, path, { headers: headersOf(superUser), params: { id: job.id } })).status).toBe(200);
      expect((await call(contactExportJobs, path, { params: { id: job.id } })).status).toBe(401);
    }
    const unknown = job.id.replace(/_.*/, '_00000000-0000-4000-8000-000000000000');
    expect((await call(contactExportJobs, `/api/contact/export-jobs/${unknown}`, { headers: headersOf(subUser), params: { id: unknown } })).status).toBe(404);
    expect((await call(contactExportJobs, '/api/contact/export-jobs/nope', { headers: headersOf(subUser), params: { id: 'nope' } })).status).toBe(404);
  }, 60_000);

  test('answers 409 for the file until the job is done, 400 for a bad filter and 405 for another method', async () => {
    const job = await startExportJob(siteUrl, superUser, {});
    const pending = runs.splice(0);
    expect((await fileOf(superUser, job.id)).status).toBe(409);
    await Promise.all(pending);
    expect((await fileOf(superUser, job.id)).status).toBe(200);
    const bad = await startJob(superUser, { status: 'maybe' });
    expect(bad.status).toBe(400);
    expect((await bodyOf(bad))['errors']).toHaveProperty(['filter.status']);
    expect((await call(contactExportJobs, '/api/contact/export-jobs', { method: 'GET', headers: headersOf(superUser) })).status).toBe(405);
    expect((await call(contactExportJobs, `/api/contact/export-jobs/${job.id}`, { method: 'DELETE', headers: headersOf(superUser), params: { id: job.id } })).status).toBe(405);
  }, 60_000);

  test('that could not be started is recorded as failed, and the caller hears so (502)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const res = await call(contactExportJobs, '/api/contact/export-jobs', { json: { filter: {} }, headers: headersOf(otherSub), siteUrl: deadUrl });
    expect(res.status).toBe(502);
    const jobs = (await listExportJobs(openStore('exports'))).filter((job) => job.owner.id === otherSub._id);
    expect(jobs.map((job) => [job.status, job.reason])).toEqual([['failed', 'The export could not be started.']]);
  });
});

describe('the background function', () => {
  test('refuses a call without the job secret, or with another, and runs nothing', async () => {
    const job = await startExportJob(siteUrl, superUser, {});
    await Promise.all(runs.splice(0));
    const exports = openStore('exports');
    await saveExportJob(exports, job);
    const url = '/.netlify/functions/contact-export-background';
    expect((await call(contactExportBackground, url, { json: { id: job.id } })).status).toBe(401);
    expect((await call(contactExportBackground, url, { json: { id: job.id }, headers: { [JOB_SECRET_HEADER]: 'guess' } })).status).toBe(401);
    expect((await getExportJob(exports, job.id))?.status).toBe('running');
    expect((await call(contactExportBackground, url, { json: { id: job.id }, headers: jobHeaders() })).status).toBe(200);
    expect((await call(contactExportBackground, url, { json: { id: job.id }, headers: jobHeaders() })).status).toBe(409);
  }, 60_000);
});

describe('expiry', () => {
  test('a job a day old is gone for its owner, and the sweep deletes it with its file', async () => {
    const exports = openStore('exports');
    const job = await exportThroughJob(superUser, { q: 'RS-000010' });
    const stored = await getExportJob(exports, job.id);
    if (!stored) throw new Error('job not stored');
    await saveExportJob(exports, { ...stored, createdAt: new Date(Date.now() - EXPORT_JOB_TTL_MS - 1000).toISOString() });
    expect((await call(contactExportJobs, `/api/contact/export-jobs/${job.id}`, { headers: headersOf(superUser), params: { id: job.id } })).status).toBe(404);
    expect((await listAllKeys(exports, `files/${job.id}/`)).length).toBeGreaterThan(0);
    const swept = await call(contactExportSweep, '/.netlify/functions/contact-export-sweep', { method: 'POST' });
    expect(await bodyOf(swept)).toEqual({ deleted: 1 });
    expect(await listAllKeys(exports, `files/${job.id}/`)).toEqual([]);
    expect(await getExportJob(exports, job.id)).toBeNull();
  }, 60_000);
});
