/**
 * Retention and erasure (issue #42 item 5): an enquiry older than the retention period is anonymised by
 * the scheduled job and a newer one is untouched; after a superadmin erases a visitor by email, no answer
 * of the desk, the export, the activity log, nor a backup taken afterwards holds their email or phone.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminActivity from '../../netlify/functions/admin-activity.mts';
import visitorData from '../../netlify/functions/admin-visitor-data.mts';
import contact from '../../netlify/functions/contact.mts';
import contactExport from '../../netlify/functions/contact-export.mts';
import enquiry from '../../netlify/functions/enquiry.mts';
import enquiryRetention from '../../netlify/functions/enquiry-retention.mts';
import type { EnquiryRecord } from '../../src/lib/enquiry/enquiry-schema.ts';
import { takeBackup } from '../../src/server/backups/take-backup.ts';
import { ENQUIRY_RETENTION_MONTHS } from '../../src/server/privacy/enquiry-retention.ts';
import { listAudit, recordAudit } from '../../src/server/storage/audit-repository.ts';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { getAlert, recordAlert } from '../../src/server/storage/enquiry-alert-repository.ts';
import { createEnquiry, getEnquiry } from '../../src/server/storage/enquiry-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let superToken: Record<string, string>;
let subToken: Record<string, string>;
let developerToken: Record<string, string>;

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const sent = { state: 'sent' as const, attempts: 1, at: new Date().toISOString() };

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  superToken = bearer(await tokenFor(await makeUser({ email: 'privacy-super@rasika.test', role: 'superadmin' })));
  subToken = bearer(await tokenFor(await makeUser({ email: 'privacy-sub@rasika.test', role: 'subadmin', category: 'sweets' })));
  developerToken = bearer(await tokenFor(await makeUser({ email: 'privacy-dev@rasika.test', role: 'developer' })));
});

describe('the retention job (scheduled daily)', () => {
  let old: EnquiryRecord;
  let recent: EnquiryRecord;

  beforeAll(async () => {
    const store = openStore('enquiries');
    old = await createEnquiry(store, { name: 'Lalitha Menon', email: 'lalitha@old.example', phone: '+91 91234 56780', category: 'corporate', message: 'Hampers for 2023' }, monthsAgo(ENQUIRY_RETENTION_MONTHS + 2), { reference: 'RS-2301-OLD1' });
    recent = await createEnquiry(store, { name: 'Lalitha Menon', email: 'lalitha@new.example', phone: '+91 91234 56781', category: 'sweets', message: 'Laddus' }, monthsAgo(ENQUIRY_RETENTION_MONTHS - 1), { reference: 'RS-2501-NEW1' });
    await recordAlert(openStore('enquiryAlerts'), old._id, sent);
    await recordAlert(openStore('enquiryAlerts'), recent._id, sent);
  });

  test('anonymises an enquiry older than the period, removes its alert, leaves a newer one, and logs the count', async () => {
    const res = await call(enquiryRetention, '/.netlify/functions/enquiry-retention', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toMatchObject({ anonymised: 1, left: 0 });

    const gone = (await getEnquiry(openStore('enquiries'), old._id))?.value;
    expect(gone).toMatchObject({ name: '', email: '', phone: '', message: '', category: 'corporate', reference: 'RS-2301-OLD1', createdAt: old.createdAt, anonymisedAt: expect.any(String) });
    expect(await getAlert(openStore('enquiryAlerts'), old._id)).toBeNull();
    expect((await getEnquiry(openStore('enquiries'), recent._id))?.value).toEqual(recent);
    expect(await getAlert(openStore('enquiryAlerts'), recent._id)).not.toBeNull();

    const entry = (await listAudit(openStore('audit'))).find((audit) => audit.action === 'enquiry.retention');
    expect(entry).toMatchObject({ actor: { id: 'system', email: 'retention job', role: 'system' } });
    expect(entry?.details).toMatch(/^1 anonymised/);
  });

  test('no search by the old email, phone or name finds it any more', async () => {
    for (const q of ['lalitha@old.example', '91234 56780', 'Hampers']) {
      const res = await call(contact, `/api/contact?q=${encodeURIComponent(q)}`, { headers: superToken });
      expect((await res.json()) as EnquiryRecord[]).toEqual([]);
    }
    const byName = (await (await call(contact, '/api/contact?q=Lalitha', { headers: superToken })).json()) as EnquiryRecord[];
    expect(byName.map((found) => found._id)).toEqual([recent._id]);
  });

  test('a second run has nothing left to do', async () => {
    const res = await call(enquiryRetention, '/.netlify/functions/enquiry-retention', { method: 'POST' });
    expect(await bodyOf(res)).toMatchObject({ anonymised: 0, left: 0 });
  });
});

describe('erasing a visitor (superadmins only)', () => {
  const EMAIL = 'Asha.Rao@Example.com';
  const PHONE = '+91 98480 22338';
  const traces = ['asha.rao@example.com', '98480 22338', '9848022338', '919848022338', '098480-22338', 'asha rao', 'asha r.'];
  /** Every place the text holds the trace as itself, not inside a longer word (the neighbour is basha.rao@…). */
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const holdsTrace = (text: string, trace: string) => new RegExp(`(?<![a-z0-9._%+-])${escape(trace)}`).test(text.toLowerCase());
  let first: EnquiryRecord;
  let second: EnquiryRecord;
  let neighbour: EnquiryRecord;

  beforeAll(async () => {
    const store = openStore('enquiries');
    first = await createEnquiry(store, { name: 'Asha Rao', email: EMAIL, phone: PHONE, category: 'sweets', message: 'Kaju katli for 40' }, monthsAgo(3), { reference: 'RS-2608-ASH1' });
    second = await createEnquiry(store, { name: 'Asha R.', email: 'asha.rao@example.com', phone: '098480-22338', category: 'banquets & hotels', message: 'A hall for 200' }, monthsAgo(1), { reference: 'RS-2610-ASH2' });
    neighbour = await createEnquiry(store, { name: 'Basha Rao', email: 'basha.rao@example.com', phone: '+91 90000 11111', category: 'sweets', message: 'Kaju katli too' }, monthsAgo(2), { reference: 'RS-2609-BAS1' });
    await recordAlert(openStore('enquiryAlerts'), first._id, sent);
    // A staff change through the desk, and an entry as the log wrote them before labels dropped the name.
    const { etag } = (await (await call(enquiry, `/api/enquiries/${first._id}`, { headers: superToken, params: { id: first._id } })).json()) as { etag: string };
    expect((await call(enquiry, `/api/enquiries/${first._id}`, { method: 'PATCH', headers: superToken, params: { id: first._id }, json: { etag, status: 'contacted' } })).status).toBe(200);
    await recordAudit(openStore('audit'), { _id: 'u-old', email: 'desk@rasika.test', role: 'superadmin' }, 'enquiry.note', { type: 'enquiry', id: second._id, label: 'RS-2610-ASH2 (Asha R.)' }, 'note 1');
  });

  const find = (query: string, headers = superToken) => call(visitorData, `/api/admin/visitor-data?${query}`, { headers });
  const erase = (json: unknown, headers = superToken) => call(visitorData, '/api/admin/visitor-data/erase', { headers, json });

  test('finds every enquiry, alert and activity entry by the exact email, never a neighbour\'s', async () => {
    const res = await find(`email=${encodeURIComponent(' ASHA.RAO@example.com ')}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { enquiries: { id: string; reference: string }[]; alerts: { enquiryId: string }[]; activity: { label: string }[] };
    expect(body.enquiries.map((found) => found.reference)).toEqual(['RS-2610-ASH2', 'RS-2608-ASH1']);
    expect(body.alerts.map((alert) => alert.enquiryId)).toEqual([first._id]);
    expect(body.activity.map((entry) => entry.label).toSorted()).toEqual(['RS-2608-ASH1', 'RS-2610-ASH2 (Asha R.)']);
  });

  test('finds the same enquiries by the phone however it is written', async () => {
    const body = (await (await find('phone=9848022338')).json()) as { enquiries: { id: string }[] };
    expect(body.enquiries.map((found) => found.id)).toEqual([second._id, first._id]);
  });

  test('bad input is refused with per-field errors', async () => {
    expect(await bodyOf(await find(''))).toMatchObject({ errors: { email: 'Enter an email address or a phone number.' } });
    expect((await find('email=not-an-email')).status).toBe(400);
    expect(await bodyOf(await find('phone=12'))).toMatchObject({ errors: { phone: 'Enter a phone number of 7 to 15 digits.' } });
    const unconfirmed = await erase({ email: EMAIL });
    expect(unconfirmed.status).toBe(400);
    expect(await bodyOf(unconfirmed)).toMatchObject({ errors: { confirm: 'Confirm the erasure first.' } });
  });

  test('a subadmin or a developer is refused (403), a wrong method gets 405', async () => {
    expect((await find('email=asha.rao@example.com', subToken)).status).toBe(403);
    expect((await erase({ email: EMAIL, confirm: true }, subToken)).status).toBe(403);
    expect((await erase({ email: EMAIL, confirm: true }, developerToken)).status).toBe(403);
    expect((await call(visitorData, '/api/admin/visitor-data', { method: 'POST', headers: superToken, json: {} })).status).toBe(405);
    expect((await find('email=asha.rao@example.com', {})).status).toBe(401);
  });

  test('after an erasure by email, no answer and no backup taken afterwards holds the email or phone', async () => {
    const res = await erase({ email: 'asha.rao@example.com', confirm: true });
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toMatchObject({ erased: { enquiries: 2, alerts: 1, activityLabels: 1, references: ['RS-2610-ASH2', 'RS-2608-ASH1'] } });

    const bodies: string[] = [];
    const read = async (response: Response) => {
      bodies.push(await response.clone().text());
      return response;
    };
    for (const q of ['', 'asha.rao@example.com', '9848022338', '98480 22338', 'Asha Rao', 'Kaju']) {
      const listed = await read(await call(contact, `/api/contact?q=${encodeURIComponent(q)}`, { headers: superToken }));
      expect(listed.status).toBe(200);
    }
    expect((await read(await call(contactExport, '/api/contact/export', { headers: superToken }))).status).toBe(200);
    for (const erased of [first, second]) {
      expect((await read(await call(enquiry, `/api/enquiries/${erased._id}`, { headers: superToken, params: { id: erased._id } }))).status).toBe(404);
    }
    expect((await read(await call(adminActivity, '/api/admin/activity?limit=500', { headers: developerToken }))).status).toBe(200);
    const found = (await (await read(await find('email=asha.rao@example.com'))).json()) as { enquiries: unknown[]; alerts: unknown[] };
    expect(found.enquiries).toEqual([]);

    const backup = await takeBackup({ trigger: 'manual', by: 'privacy-super@rasika.test' });
    const backups = openStore('backups');
    for (const key of await listAllKeys(backups, `parts/${backup.id}/`)) bodies.push((await backups.get(key, { type: 'text' })) ?? '');

    const everything = bodies.join('\n');
    for (const trace of traces) expect(holdsTrace(everything, trace), trace).toBe(false);
    expect(holdsTrace(everything, 'basha.rao@example.com')).toBe(true);
    expect(await getAlert(openStore('enquiryAlerts'), first._id)).toBeNull();
    expect((await getEnquiry(openStore('enquiries'), neighbour._id))?.value).toEqual(neighbour);
  });

  test('the erasure is in the activity log with counts and references, not the email or phone', async () => {
    const entry = (await listAudit(openStore('audit'))).find((audit) => audit.action === 'visitor-data.erase');
    expect(entry).toMatchObject({ actor: { email: 'privacy-super@rasika.test' }, details: expect.stringContaining('2 enquiries deleted (RS-2610-ASH2, RS-2608-ASH1)') });
    const text = JSON.stringify(entry);
    for (const trace of [...traces, 'asha']) expect(holdsTrace(text, trace), trace).toBe(false);
  });
});
