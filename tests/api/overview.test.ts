/**
 * GET /api/admin/overview and /api/admin/overview.csv (issue #43) over a seeded fortnight of enquiries
 * written through the real write paths (the repository's createEnquiry with its pending marks, the desk
 * commands for status changes and notes, recordEnquiryAlert for alert outcomes), with production-like
 * storage latency: every figure equals the value worked out by hand below, for a superadmin and a
 * subadmin, the period and the one before, India-time day boundaries (23:59 and 00:01 India) included.
 * Then: rows written before the Overview (no facts) are upgraded by the overview itself and by the
 * daily repair, and a real submission counts with its origin and subject.
 *
 * The seeded week is Mon 5 to Sun 11 Oct 2026 (India); the week before is 28 Sep to 4 Oct.
 *   E1  4 Oct 23:59 India  sweets      contact             contacted +20 min            alert sent     (week before)
 *   E2  5 Oct 00:01 India  sweets      product kaju-katli  won +30, note +60            alert sent
 *   E3  6 Oct 10:00 India  sweets      list: kaju-katli ×2 (₹2,990), Diwali box ×4 (₹2,600); note +90, lost +200; alert failed
 *   E4  7 Oct              corporate   quote: gift-3 ×200 (₹2,50,000); unanswered        alert sent
 *   E5  8 Oct              corporate   announcement (campaign); contacted +600           no alert
 *   E6  9 Oct              banquets    event plan; won +45                              alert sent
 *   E7 10 Oct              banquets    product darbar-hall; spam +5                      no alert
 *   E8 11 Oct 23:59 India  sweets      product kaju-katli; unanswered                   alert failed
 *   E9 12 Oct 00:01 India  sweets      contact (after the week)
 *   E10 29 Sep             corporate   product gift-3 ×100 at ₹1,250; won +120           alert sent     (week before)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import contactSubmit from '../../netlify/functions/contact-submit.mts';
import enquiryIndexRepair from '../../netlify/functions/enquiry-index-repair.mts';
import { overviewAnswer, type OverviewAnswer } from '../../src/lib/api/overview.ts';
import { todayInIndia } from '../../src/lib/enquiry/booking-fields.ts';
import { ENQUIRY_CATEGORIES, type EnquiryCategory, type EnquiryRecord } from '../../src/lib/enquiry/enquiry-schema.ts';
import type { ListLine } from '../../src/lib/enquiry/enquiry-list-lines.ts';
import type { SubjectSummary } from '../../src/lib/enquiry/describe-subject.ts';
import type { EventPlanFields, Gifting } from '../../src/lib/enquiry/planner-fields.ts';
import { addDays } from '../../src/lib/planning/calendar-days.ts';
import { addEnquiryNote, setEnquiryStatus } from '../../src/server/enquiries/enquiry-commands.ts';
import { runEnquiryRetention } from '../../src/server/privacy/enquiry-retention-job.ts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { forgetIndexCache, openIndexStore } from '../../src/server/storage/enquiry-index.ts';
import { createEnquiry, getEnquiry, recordEnquiryAlert } from '../../src/server/storage/enquiry-repository.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import { blobFaults } from '../support/blob-faults.ts';
import { call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';
import { CATALOGUE } from '../unit/lib/enquiry/enquiry-fixtures.ts';

const LATENCY_MS = 3;
const minutes = (at: string, count: number) => new Date(Date.parse(at) + count * 60_000);

const kaju: SubjectSummary = { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', size: '1kg', quality: 'premium', unitPrice: 1495, label: 'Kaju Katli, 1kg, Premium, ₹1,495', category: 'sweets' };
const box: SubjectSummary = { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli Diwali box', unitPrice: 650, label: 'Kaju Katli Diwali box, 500 g box', category: 'sweets' };
const tin: SubjectSummary = { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', unitPrice: 1250, label: 'Sohan Halwa Heritage Tin, MRP ₹1,250', category: 'corporate' };
const hall: SubjectSummary = { kind: 'venue', id: 'darbar-hall', name: 'Darbar Hall', label: 'Darbar Hall, Up to 400 guests', category: 'banquets & hotels' };
const campaign: SubjectSummary = { kind: 'campaign', id: 'diwali-2026-bulk-orders', name: 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!', label: 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!', category: 'corporate' };
const line = (summary: SubjectSummary, quantity: number): ListLine => ({ ...summary, quantity, ...(summary.unitPrice === undefined ? {} : { lineTotal: summary.unitPrice * quantity }) });
const plan: EventPlanFields = { occasion: 'wedding', days: 2, diet: 'jain', parts: [{ team: 'banquets & hotels', label: 'Darbar Hall for 250' }] };
const gifting: Gifting = { branding: 'logo-sleeve', delivery: 'city', city: 'Hyderabad' };

interface Seed {
  at: string;
  category: EnquiryCategory;
  subject?: SubjectSummary;
  items?: ListLine[];
  quantity?: number;
  plan?: EventPlanFields;
  gifting?: Gifting;
  /** Desk work, in order: a status or a note, minutes after receipt. */
  steps?: ({ status: EnquiryRecord['status']; after: number } | { note: string; after: number })[];
  alert?: 'sent' | 'failed';
}

const SEEDS: Record<string, Seed> = {
  E1: { at: '2026-10-04T18:29:00.000Z', category: 'sweets', steps: [{ status: 'contacted', after: 20 }], alert: 'sent' },
  E2: { at: '2026-10-04T18:31:00.000Z', category: 'sweets', subject: kaju, steps: [{ status: 'won', after: 30 }, { note: 'Paid in the shop', after: 60 }], alert: 'sent' },
  E3: { at: '2026-10-06T04:30:00.000Z', category: 'sweets', items: [line(kaju, 2), line(box, 4)], steps: [{ note: 'Called, sent prices', after: 90 }, { status: 'lost', after: 200 }], alert: 'failed' },
  E4: { at: '2026-10-07T06:00:00.000Z', category: 'corporate', gifting, items: [line(tin, 200)], alert: 'sent' },
  E5: { at: '2026-10-08T08:00:00.000Z', category: 'corporate', subject: campaign, steps: [{ status: 'contacted', after: 600 }] },
  E6: { at: '2026-10-09T08:00:00.000Z', category: 'banquets & hotels', plan, steps: [{ status: 'won', after: 45 }], alert: 'sent' },
  E7: { at: '2026-10-10T08:00:00.000Z', category: 'banquets & hotels', subject: hall, steps: [{ status: 'spam', after: 5 }] },
  E8: { at: '2026-10-11T18:29:00.000Z', category: 'sweets', subject: kaju, alert: 'failed' },
  E9: { at: '2026-10-11T18:31:00.000Z', category: 'sweets' },
  E10: { at: '2026-09-29T08:00:00.000Z', category: 'corporate', subject: tin, quantity: 100, steps: [{ status: 'won', after: 120 }], alert: 'sent' },
};

let superUser: StaffUser;
let subUser: StaffUser;
let superHeaders: Record<string, string>;
let subHeaders: Record<string, string>;

async function seed(name: string, spec: Seed): Promise<void> {
  const enquiries = openStore('enquiries');
  const indicative = spec.items?.reduce((sum, item) => sum + (item.lineTotal ?? 0), 0);
  const record = await createEnquiry(
    enquiries,
    { name: `Guest ${name}`, email: `${name.toLowerCase()}@example.com`, phone: '', category: spec.category, message: `Enquiry ${name}`, ...(spec.quantity === undefined ? {} : { quantity: spec.quantity }), ...(spec.plan ? { plan: spec.plan } : {}), ...(spec.gifting ? { gifting: spec.gifting } : {}) },
    new Date(spec.at),
    { reference: `RS-2610-${name.padStart(4, '0')}`, resolved: { ...(spec.subject ? { subject: spec.subject } : {}), ...(spec.items ? { items: spec.items, indicativeTotal: indicative ?? 0 } : {}) } },
  );
  for (const step of spec.steps ?? []) {
    const stored = await getEnquiry(enquiries, record._id);
    if (!stored) throw new Error(`${name} is gone`);
    if ('status' in step) await setEnquiryStatus(superUser, record._id, stored.etag, step.status, minutes(spec.at, step.after));
    else await addEnquiryNote(superUser, record._id, stored.etag, step.note, minutes(spec.at, step.after));
  }
  if (spec.alert) await recordEnquiryAlert(openStore('enquiryAlerts'), record._id, { state: spec.alert, attempts: spec.alert === 'sent' ? 1 : 3, at: minutes(spec.at, 1).toISOString(), ...(spec.alert === 'failed' ? { error: 'the receiver answered 500' } : {}) });
}

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  superUser = await makeUser({ email: 'overview-super@rasika.test', role: 'superadmin' });
  subUser = await makeUser({ email: 'overview-sub@rasika.test', role: 'subadmin', category: 'corporate' });
  superHeaders = bearer(await tokenFor(superUser));
  subHeaders = bearer(await tokenFor(subUser));
  blobFaults().setLatency(LATENCY_MS);
  await Promise.all(Object.entries(SEEDS).map(([name, spec]) => seed(name, spec)));
}, 60_000);

afterAll(() => {
  blobFaults().setLatency(0);
  vi.restoreAllMocks();
});

async function overview(headers: Record<string, string>, query: string): Promise<OverviewAnswer> {
  const res = await call(adminOverview, `/api/admin/overview?${query}`, { headers });
  expect(res.status, await res.clone().text()).toBe(200);
  const body: unknown = await res.json();
  // The answer is exactly what the contract (and the screen's client) parses.
  expect(overviewAnswer.safeParse(body).success).toBe(true);
  return body as OverviewAnswer;
}

const zero = Object.fromEntries(ENQUIRY_CATEGORIES.map((category) => [category, 0])) as Record<EnquiryCategory, number>;
const noStatuses = { new: 0, contacted: 0, won: 0, lost: 0, spam: 0 };

describe('GET /api/admin/overview (issue #43)', () => {
  test('#43 a superadmin\'s week: every figure as worked out by hand, on a fresh instance', async () => {
    forgetIndexCache();
    expect(await overview(superHeaders, 'from=2026-10-05&to=2026-10-11')).toEqual({
      period: { from: '2026-10-05', to: '2026-10-11', days: 7 },
      previous: { from: '2026-09-28', to: '2026-10-04', days: 7 },
      categories: [...ENQUIRY_CATEGORIES],
      bucket: 'day',
      volume: {
        buckets: [
          { start: '2026-10-05', counts: { ...zero, sweets: 1 }, total: 1 },
          { start: '2026-10-06', counts: { ...zero, sweets: 1 }, total: 1 },
          { start: '2026-10-07', counts: { ...zero, corporate: 1 }, total: 1 },
          { start: '2026-10-08', counts: { ...zero, corporate: 1 }, total: 1 },
          { start: '2026-10-09', counts: { ...zero, 'banquets & hotels': 1 }, total: 1 },
          { start: '2026-10-10', counts: { ...zero, 'banquets & hotels': 1 }, total: 1 },
          { start: '2026-10-11', counts: { ...zero, sweets: 1 }, total: 1 },
        ],
        total: 7,
        previousTotal: 2,
      },
      funnel: {
        counts: { new: 2, contacted: 1, won: 2, lost: 1, spam: 1 },
        previous: { ...noStatuses, contacted: 1, won: 1 },
        winRate: [
          { category: 'sweets', won: 1, lost: 1, rate: 0.5, counts: { ...noStatuses, new: 1, won: 1, lost: 1 } },
          { category: 'restaurants & catering', won: 0, lost: 0, rate: null, counts: noStatuses },
          { category: 'corporate', won: 0, lost: 0, rate: null, counts: { ...noStatuses, new: 1, contacted: 1 } },
          { category: 'banquets & hotels', won: 1, lost: 0, rate: 1, counts: { ...noStatuses, won: 1, spam: 1 } },
          { category: 'gifting', won: 0, lost: 0, rate: null, counts: noStatuses },
          { category: 'other', won: 0, lost: 0, rate: null, counts: noStatuses },
        ],
        overallWinRate: { won: 2, lost: 1, rate: 2 / 3 },
      },
      response: {
        // E2 30 (its later note aside), E3 90 (the note before its status), E5 600, E6 45, E7 5.
        overall: { answered: 5, medianMinutes: 45, p90Minutes: 600 },
        // E1 20, E10 120.
        previousOverall: { answered: 2, medianMinutes: 20, p90Minutes: 120 },
        perCategory: [
          { category: 'sweets', answered: 2, medianMinutes: 30, p90Minutes: 90, promiseHours: 4, waiting: 1 },
          { category: 'restaurants & catering', answered: 0, medianMinutes: null, p90Minutes: null, promiseHours: 24, waiting: 0 },
          { category: 'corporate', answered: 1, medianMinutes: 600, p90Minutes: 600, promiseHours: 24, waiting: 1 },
          { category: 'banquets & hotels', answered: 2, medianMinutes: 5, p90Minutes: 45, promiseHours: 4, waiting: 0 },
          { category: 'gifting', answered: 0, medianMinutes: null, p90Minutes: null, promiseHours: 4, waiting: 0 },
          { category: 'other', answered: 0, medianMinutes: null, p90Minutes: null, promiseHours: 24, waiting: 0 },
        ],
        promiseHours: 4,
        waiting: 2,
      },
      subjects: [
        { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', enquiries: 3, quantity: 4, indicativeValue: 5980 },
        { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', enquiries: 1, quantity: 200, indicativeValue: 250_000 },
        { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli Diwali box', enquiries: 1, quantity: 4, indicativeValue: 2600 },
        { kind: 'venue', id: 'darbar-hall', name: 'Darbar Hall', enquiries: 1, quantity: 1, indicativeValue: 0 },
      ],
      origins: [
        { origin: 'product', count: 3, previous: 1 },
        { origin: 'enquiry-list', count: 1, previous: 0 },
        { origin: 'quote-builder', count: 1, previous: 0 },
        { origin: 'event-planner', count: 1, previous: 0 },
        { origin: 'announcement', count: 1, previous: 0 },
        { origin: 'contact', count: 0, previous: 1 },
      ],
      alerts: { sent: 3, failed: 2, previousSent: 2, previousFailed: 0 },
    });
    // The read settled every mark a reader may remove: new enquiries and alert outcomes (a young `change`
    // mark stays for its writer until the grace period is over; its row is settled all the same).
    expect((await listAllKeys(openIndexStore(), 'pending/')).filter((key) => /_(new|alert)_/.test(key))).toEqual([]);
  });

  test('#43 a subadmin gets their own category only, this week and the week before', async () => {
    const answer = await overview(subHeaders, 'from=2026-10-05&to=2026-10-11');
    expect(answer.categories).toEqual(['corporate']);
    expect(answer.volume.buckets.map((bucket) => bucket.total)).toEqual([0, 0, 1, 1, 0, 0, 0]);
    expect([answer.volume.total, answer.volume.previousTotal]).toEqual([2, 1]);
    expect(answer.funnel).toEqual({
      counts: { ...noStatuses, new: 1, contacted: 1 },
      previous: { ...noStatuses, won: 1 },
      winRate: [{ category: 'corporate', won: 0, lost: 0, rate: null, counts: { ...noStatuses, new: 1, contacted: 1 } }],
      overallWinRate: { won: 0, lost: 0, rate: null },
    });
    expect(answer.response).toEqual({
      overall: { answered: 1, medianMinutes: 600, p90Minutes: 600 },
      previousOverall: { answered: 1, medianMinutes: 120, p90Minutes: 120 },
      perCategory: [{ category: 'corporate', answered: 1, medianMinutes: 600, p90Minutes: 600, promiseHours: 24, waiting: 1 }],
      promiseHours: 24,
      waiting: 1,
    });
    expect(answer.subjects).toEqual([{ kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', enquiries: 1, quantity: 200, indicativeValue: 250_000 }]);
    expect(answer.origins.filter((origin) => origin.count + origin.previous > 0)).toEqual([
      { origin: 'product', count: 0, previous: 1 },
      { origin: 'quote-builder', count: 1, previous: 0 },
      { origin: 'announcement', count: 1, previous: 0 },
    ]);
    expect(answer.alerts).toEqual({ sent: 1, failed: 0, previousSent: 1, previousFailed: 0 });
  });

  test('#43 India days: 00:01 India on 5 Oct is the 5th, 23:59 on the 4th the day before, 00:01 on the 12th is out', async () => {
    const fifth = await overview(superHeaders, 'from=2026-10-05&to=2026-10-05');
    expect([fifth.volume.total, fifth.volume.previousTotal, fifth.previous.from]).toEqual([1, 1, '2026-10-04']);
    expect(fifth.volume.buckets).toEqual([{ start: '2026-10-05', counts: { ...zero, sweets: 1 }, total: 1 }]);
    const twelfth = await overview(superHeaders, 'from=2026-10-12&to=2026-10-12');
    expect([twelfth.volume.total, twelfth.volume.previousTotal, twelfth.response.waiting]).toEqual([1, 1, 1]);
  });

  test('#43 a period over 31 days counts weeks from Monday, and the previous period is as long', async () => {
    const answer = await overview(superHeaders, 'from=2026-09-07&to=2026-10-11');
    expect(answer.bucket).toBe('week');
    expect(answer.previous).toEqual({ from: '2026-08-03', to: '2026-09-06', days: 35 });
    expect(answer.volume.buckets.map((bucket) => [bucket.start, bucket.total])).toEqual([
      ['2026-09-07', 0],
      ['2026-09-14', 0],
      ['2026-09-21', 0],
      ['2026-09-28', 2],
      ['2026-10-05', 7],
    ]);
    expect(answer.volume.previousTotal).toBe(0);
  });

  test('#43 a bad period is refused field by field; other methods, no session and a developer are refused', async () => {
    const bad = await call(adminOverview, '/api/admin/overview?from=2026-10-12&to=2026-10-05', { headers: superHeaders });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Please correct the period.', errors: { to: 'The start date is after the end date.' } });
    const missing = await call(adminOverview, '/api/admin/overview?to=2026-02-30', { headers: superHeaders });
    expect(await missing.json()).toEqual({ message: 'Please correct the period.', errors: { from: 'Use a date as YYYY-MM-DD.', to: 'Use a date as YYYY-MM-DD.' } });
    const long = await call(adminOverview, '/api/admin/overview?from=2025-01-01&to=2026-10-11', { headers: superHeaders });
    expect(await long.json()).toEqual({ message: 'Please correct the period.', errors: { from: 'Choose a period of at most 400 days.' } });
    expect((await call(adminOverview, '/api/admin/overview?from=2026-10-05&to=2026-10-11', { method: 'POST', headers: superHeaders })).status).toBe(405);
    expect((await call(adminOverview, '/api/admin/overview?from=2026-10-05&to=2026-10-11')).status).toBe(401);
    const developer = bearer(await tokenFor(await makeUser({ email: 'overview-dev@rasika.test', role: 'developer' })));
    expect((await call(adminOverview, '/api/admin/overview?from=2026-10-05&to=2026-10-11', { headers: developer })).status).toBe(403);
  });
});

describe('GET /api/admin/overview.csv (issue #43)', () => {
  async function csv(headers: Record<string, string>, query: string) {
    const res = await call(adminOverview, `/api/admin/overview.csv?${query}`, { headers });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), lines: (await res.text()).replace(/^\uFEFF/, '').split('\r\n') };
  }

  test('#43 each chart\'s table holds the same figures, as a named download', async () => {
    const subjects = await csv(superHeaders, 'from=2026-10-05&to=2026-10-11&chart=subjects');
    expect(subjects.status).toBe(200);
    expect(subjects.type).toBe('text/csv; charset=utf-8');
    expect(subjects.disposition).toBe('attachment; filename="overview-subjects-2026-10-05-to-2026-10-11.csv"');
    expect(subjects.lines).toEqual([
      'Rank,Kind,Name,Enquiries,Quantity,Indicative value (₹)',
      '1,Product,Kaju Katli,3,4,5980',
      '2,Product,Sohan Halwa Heritage Tin,1,200,250000',
      '3,Diwali pack,Kaju Katli Diwali box,1,4,2600',
      '4,Hall or stay,Darbar Hall,1,1,0',
      '',
    ]);
    expect((await csv(superHeaders, 'from=2026-10-05&to=2026-10-11&chart=response')).lines).toEqual([
      'Category,Answered,Median first response (minutes),90th percentile (minutes),Promised reply (hours),Waiting past the promise',
      'Sweets,2,30,90,4,1',
      'Restaurants & Catering,0,,,24,0',
      'Corporate,1,600,600,24,1',
      'Banquets & Hotels,2,5,45,4,0',
      'Gifting,0,,,4,0',
      'Other,0,,,24,0',
      'All categories,5,45,600,,2',
      '"All categories, previous period",2,20,120,,',
      '',
    ]);
  });

  test('#43 a subadmin\'s CSV holds their category only', async () => {
    expect((await csv(subHeaders, 'from=2026-10-05&to=2026-10-11&chart=volume')).lines).toEqual([
      'Day,Corporate,Total',
      '2026-10-05,0,0',
      '2026-10-06,0,0',
      '2026-10-07,1,1',
      '2026-10-08,1,1',
      '2026-10-09,0,0',
      '2026-10-10,0,0',
      '2026-10-11,0,0',
      'Previous period,,1',
      '',
    ]);
    expect((await csv(subHeaders, 'from=2026-10-05&to=2026-10-11&chart=alerts')).lines).toEqual(['Alert,This period,Previous period', 'Sent,1,1', 'Failed,0,0', '']);
  });

  test('#43 an unknown chart is a 400 with the field named', async () => {
    const res = await call(adminOverview, '/api/admin/overview.csv?from=2026-10-05&to=2026-10-11&chart=pie', { headers: superHeaders });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please correct the period.', errors: { chart: 'Unknown chart.' } });
  });
});

describe('rows from before the Overview (issue #43)', () => {
  /** Rewrites every shard as the index kept rows before issue #43: no format version, no facts. */
  async function downgradeIndex(): Promise<number> {
    const index = openIndexStore();
    let rows = 0;
    for (const key of await listAllKeys(index, 'month/')) {
      const shard = (await index.get(key, { type: 'json' })) as { rows: Record<string, unknown>[] };
      const old = shard.rows.map(({ id, createdAt, status, category, text, digits }) => ({ id, createdAt, status, category, text, digits }));
      rows += old.length;
      await index.setJSON(key, { rows: old });
    }
    forgetIndexCache();
    return rows;
  }

  async function outdatedRows(): Promise<number> {
    const index = openIndexStore();
    let outdated = 0;
    for (const key of await listAllKeys(index, 'month/')) {
      const shard = (await index.get(key, { type: 'json' })) as { rows: { v?: number }[] };
      outdated += shard.rows.filter((row) => row.v !== 2).length;
    }
    return outdated;
  }

  test('#43 the overview upgrades the months it reads from their records before counting: the same figures', async () => {
    const before = await overview(superHeaders, 'from=2026-10-05&to=2026-10-11');
    expect(await downgradeIndex()).toBe(10);
    expect(await overview(superHeaders, 'from=2026-10-05&to=2026-10-11')).toEqual(before);
    expect(await outdatedRows()).toBe(0);
  });

  test('#43 the daily repair upgrades every month', async () => {
    await downgradeIndex();
    const res = await call(enquiryIndexRepair, '/.netlify/functions/enquiry-index-repair', { method: 'POST' });
    expect(res.status).toBe(200);
    // Rows of enquiries with a pending mark are settled (so rewritten) first; the upgrade does the rest.
    const report = (await res.json()) as { settled: number; upgraded: number; upgradeComplete: boolean };
    expect([report.upgraded + report.settled, report.upgradeComplete]).toEqual([10, true]);
    expect(await outdatedRows()).toBe(0);
  });
});

describe('retention keeps the row right (issues #42, #43)', () => {
  test('#43 an enquiry anonymised past retention loses its alert record, and its row the alert with it', async () => {
    const enquiries = openStore('enquiries');
    const old = await createEnquiry(enquiries, { name: 'Old Guest', email: 'old@example.com', phone: '', category: 'other', message: 'Long ago' }, new Date('2023-01-10T05:00:00.000Z'));
    await recordEnquiryAlert(openStore('enquiryAlerts'), old._id, { state: 'sent', attempts: 1, at: '2023-01-10T05:00:01.000Z' });
    const rowOf = async () => ((await openIndexStore().get('month/2023-01', { type: 'json' })) as { rows: { id: string; alert?: string; text: string }[] } | null)?.rows.find((row) => row.id === old._id);
    await overview(superHeaders, 'from=2023-01-01&to=2023-01-31');
    expect((await rowOf())?.alert).toBe('sent');
    await runEnquiryRetention({ now: new Date('2026-10-20T00:00:00.000Z') });
    expect(await rowOf()).toMatchObject({ text: '\n\n\n\n', origin: 'contact' });
    expect((await rowOf())?.alert).toBeUndefined();
  });
});

describe('a real submission (issue #43)', () => {
  let site: Server;
  let origin = '';

  beforeAll(async () => {
    blobFaults().setLatency(0);
    site = createServer((req, res) => {
      if (req.url === '/data/enquiry-catalogue.json') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(CATALOGUE));
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  test('#43 an enquiry sent from a product page and one with a list count today with their origins and subjects', async () => {
    const base = { name: 'Asha Reddy', email: 'asha@example.com', phone: '', message: 'Please call me.' };
    const sent = [
      { ...base, category: 'sweets', context: { kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium' } },
      { ...base, category: 'sweets', items: [{ kind: 'product', id: 'demo-kaju-katli', size: '250g', quality: 'basic', quantity: 3 }, { kind: 'diwali', id: 'kaju-katli', quantity: 2 }] },
    ];
    for (const [at, json] of sent.entries()) {
      const res = await call(contactSubmit, `${origin}/api/contact/submit`, { method: 'POST', json, ip: `198.51.100.${at + 1}`, siteUrl: origin });
      expect(res.status).toBe(201);
    }
    const today = todayInIndia();
    const answer = await overview(superHeaders, `from=${addDays(today, -6)}&to=${today}`);
    expect(answer.volume.total).toBe(2);
    expect(answer.origins.filter((entry) => entry.count > 0)).toEqual([{ origin: 'product', count: 1, previous: 0 }, { origin: 'enquiry-list', count: 1, previous: 0 }]);
    expect(answer.subjects).toEqual([
      // 1kg premium from the page (1 × ₹1,495) and 3 × 250g basic on the list (3 × ₹270).
      { kind: 'product', id: 'demo-kaju-katli', name: 'Kaju Katli', enquiries: 2, quantity: 4, indicativeValue: 1495 + 3 * 270 },
      { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli', enquiries: 1, quantity: 2, indicativeValue: 1300 },
    ]);
    expect(answer.response.overall).toEqual({ answered: 0, medianMinutes: null, p90Minutes: null });
  });
});
