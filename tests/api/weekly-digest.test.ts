/**
 * The weekly digest (issue #43): the scheduled function `weekly-digest`, run on Monday 9 Nov 2026 at
 * 09:00 India (its schedule), POSTs the week of Mon 2 to Sun 8 Nov to a real local receiver, signed
 * exactly as an enquiry alert (X-Enquiry-Signature: sha256 HMAC of the body); the figures are worked out
 * by hand from enquiries written through the real write paths. A failing receiver is retried and the
 * failure recorded; each outcome is in the activity log; with no webhook nothing is sent.
 *   D1  1 Nov 23:59 India  sweets     contact                              (week before)
 *   D2  2 Nov 00:01 India  sweets     product kaju-katli; won +30
 *   D3  3 Nov              corporate  list: gift tin ×50; note +125
 *   D4  4 Nov              gifting    list: kaju-katli ×1, Diwali box ×2; lost +240
 *   D5  5 Nov              banquets   Darbar Hall; unanswered (promise 4 h)
 *   D6  8 Nov 23:59 India  sweets     product kaju-katli; unanswered for 9 h at the run (promise 4 h)
 *   D7  9 Nov 00:01 India  sweets     contact                              (after the week)
 *   D8 28 Oct              corporate  contact; won +60                     (week before)
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import weeklyDigest, { config } from '../../netlify/functions/weekly-digest.mts';
import type { ListLine } from '../../src/lib/enquiry/enquiry-list-lines.ts';
import type { SubjectSummary } from '../../src/lib/enquiry/describe-subject.ts';
import type { EnquiryCategory, EnquiryStatus } from '../../src/lib/enquiry/enquiry-schema.ts';
import { addEnquiryNote, setEnquiryStatus } from '../../src/server/enquiries/enquiry-commands.ts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { createEnquiry, getEnquiry } from '../../src/server/storage/enquiry-repository.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import { nextRun, parseSchedule } from '../../scripts/local-platform/cron.mjs';
import { call } from '../support/make-request.ts';
import { makeUser, TEST_JWT_SECRET } from '../support/staff-users.ts';

const SECRET = 'digest-signing-secret';
const RUN_AT = new Date('2026-11-09T03:30:00.000Z');
const LINK = 'https://rasika.example/staff-dashboard/overview';

const kaju: SubjectSummary = { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', unitPrice: 1495, label: 'Kaju Katli, 1kg', category: 'sweets' };
const box: SubjectSummary = { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli Diwali box', unitPrice: 650, label: 'Kaju Katli Diwali box', category: 'sweets' };
const tin: SubjectSummary = { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', unitPrice: 1250, label: 'Sohan Halwa Heritage Tin', category: 'corporate' };
const hall: SubjectSummary = { kind: 'venue', id: 'darbar-hall', name: 'Darbar Hall', label: 'Darbar Hall', category: 'banquets & hotels' };
const line = (summary: SubjectSummary, quantity: number): ListLine => ({ ...summary, quantity, lineTotal: (summary.unitPrice ?? 0) * quantity });

interface Seed {
  at: string;
  category: EnquiryCategory;
  subject?: SubjectSummary;
  items?: ListLine[];
  step?: { status: EnquiryStatus; after: number } | { note: string; after: number };
}

const SEEDS: Record<string, Seed> = {
  D1: { at: '2026-11-01T18:29:00.000Z', category: 'sweets' },
  D2: { at: '2026-11-01T18:31:00.000Z', category: 'sweets', subject: kaju, step: { status: 'won', after: 30 } },
  D3: { at: '2026-11-03T05:00:00.000Z', category: 'corporate', items: [line(tin, 50)], step: { note: 'Quoted', after: 125 } },
  D4: { at: '2026-11-04T05:00:00.000Z', category: 'gifting', items: [line(kaju, 1), line(box, 2)], step: { status: 'lost', after: 240 } },
  D5: { at: '2026-11-05T05:00:00.000Z', category: 'banquets & hotels', subject: hall },
  D6: { at: '2026-11-08T18:29:00.000Z', category: 'sweets', subject: kaju },
  D7: { at: '2026-11-08T18:31:00.000Z', category: 'sweets' },
  D8: { at: '2026-10-28T05:00:00.000Z', category: 'corporate', step: { status: 'won', after: 60 } },
};

let status = 204;
const received: { body: string; signature: string | undefined; type: string | undefined }[] = [];
const receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    received.push({ body, signature: req.headers['x-enquiry-signature'] as string | undefined, type: req.headers['content-type'] });
    res.writeHead(status).end();
  });
});

let staff: StaffUser;

beforeAll(async () => {
  process.env['JWT_SECRET'] = TEST_JWT_SECRET;
  vi.useFakeTimers({ toFake: ['Date'], now: RUN_AT, shouldAdvanceTime: true });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  staff = await makeUser({ email: 'digest-desk@rasika.test', role: 'superadmin' });
  const enquiries = openStore('enquiries');
  for (const [name, spec] of Object.entries(SEEDS)) {
    const record = await createEnquiry(
      enquiries,
      { name: `Guest ${name}`, email: `${name.toLowerCase()}@example.com`, phone: '', category: spec.category, message: `Enquiry ${name}` },
      new Date(spec.at),
      { reference: `RS-2611-${name.padStart(4, '0')}`, resolved: { ...(spec.subject ? { subject: spec.subject } : {}), ...(spec.items ? { items: spec.items } : {}) } },
    );
    const step = spec.step;
    if (!step) continue;
    const etag = (await getEnquiry(enquiries, record._id))?.etag ?? '';
    const at = new Date(Date.parse(spec.at) + step.after * 60_000);
    if ('status' in step) await setEnquiryStatus(staff, record._id, etag, step.status, at);
    else await addEnquiryNote(staff, record._id, etag, step.note, at);
  }
}, 60_000);

afterEach(() => {
  delete process.env['DIGEST_WEBHOOK_URL'];
  delete process.env['ENQUIRY_WEBHOOK_URL'];
  delete process.env['ENQUIRY_WEBHOOK_SECRET'];
  received.length = 0;
  status = 204;
});

afterAll(async () => {
  vi.useRealTimers();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

function configure(variable: 'DIGEST_WEBHOOK_URL' | 'ENQUIRY_WEBHOOK_URL'): void {
  process.env[variable] = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/digest`;
  process.env['ENQUIRY_WEBHOOK_SECRET'] = SECRET;
}

const run = () => call(weeklyDigest, '/.netlify/functions/weekly-digest', { method: 'POST', json: { next_run: '2026-11-16T03:30:00.000Z' }, siteUrl: 'https://rasika.example' });

const digestEntries = async () => (await listAudit(openStore('audit'))).filter((entry) => entry.action.startsWith('digest.'));

describe('the weekly digest (issue #43)', () => {
  test('#43 runs on Mondays at 09:00 India (03:30 UTC), as the local server schedules it', () => {
    expect(config.schedule).toBe('30 3 * * 1');
    expect(nextRun(parseSchedule(config.schedule ?? ''), new Date('2026-11-04T12:00:00.000Z')).toISOString()).toBe('2026-11-09T03:30:00.000Z');
  });

  test('#43 POSTs the past week\'s headline figures to the receiver, signed like an enquiry alert, and logs it sent', async () => {
    configure('DIGEST_WEBHOOK_URL');
    const res = await run();
    expect(res.status).toBe(200);
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit?.type).toBe('application/json');
    expect(hit?.signature).toBe(`sha256=${createHmac('sha256', SECRET).update(hit?.body ?? '').digest('hex')}`);
    expect(JSON.parse(hit?.body ?? '{}')).toEqual({
      text: `Weekly digest, Mon, 2 Nov, 2026 to Sun, 8 Nov, 2026: 5 enquiries (2 the week before, +150%). Win rate 50% (1 won, 1 lost). Median first response 2 h 5 min. Most enquired: Kaju Katli (3), Sohan Halwa Heritage Tin (1), Kaju Katli Diwali box (1). 2 enquiries waiting past the promised reply. ${LINK}`,
      from: '2026-11-02',
      to: '2026-11-08',
      enquiries: 5,
      previousEnquiries: 2,
      won: 1,
      lost: 1,
      winRate: 0.5,
      medianFirstResponseMinutes: 125,
      topItems: [
        { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', enquiries: 3 },
        { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', enquiries: 1 },
        { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli Diwali box', enquiries: 1 },
      ],
      waiting: 2,
      link: LINK,
    });
    expect(await res.json()).toMatchObject({ from: '2026-11-02', to: '2026-11-08', state: 'sent', attempts: 1 });
    expect((await digestEntries()).map((entry) => [entry.action, entry.actor.email, entry.target.label, entry.details])).toEqual([
      ['digest.sent', 'weekly digest', 'Weekly digest 2026-11-02 to 2026-11-08', 'sent (5 enquiries)'],
    ]);
  });

  test('#43 without DIGEST_WEBHOOK_URL it goes to the enquiry alerts\' webhook; a receiver answering 500 is retried and the failure logged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    configure('ENQUIRY_WEBHOOK_URL');
    status = 500;
    const res = await run();
    expect(res.status).toBe(200);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((hit) => hit.body)).size).toBe(1);
    expect(await res.json()).toMatchObject({ state: 'failed', attempts: 3, error: 'the receiver answered 500' });
    expect((await digestEntries())[0]).toMatchObject({ action: 'digest.failed', details: 'failed after 3 attempts: the receiver answered 500' });
  }, 15_000);

  test('#43 with no webhook configured nothing is sent or logged', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const before = (await digestEntries()).length;
    const res = await run();
    expect(await res.json()).toEqual({ from: '2026-11-02', to: '2026-11-08', state: 'not-configured' });
    expect(received).toHaveLength(0);
    expect(await digestEntries()).toHaveLength(before);
  });
});
