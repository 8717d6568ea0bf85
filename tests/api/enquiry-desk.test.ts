import { beforeAll, describe, expect, test } from 'vitest';
import contact from '../../netlify/functions/contact.mts';
import contactCounts from '../../netlify/functions/contact-counts.mts';
import contactExport from '../../netlify/functions/contact-export.mts';
import enquiry from '../../netlify/functions/enquiry.mts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { createEnquiry, getEnquiry } from '../../src/server/storage/enquiry-repository.ts';
import type { EnquiryRecord } from '../../src/lib/enquiry/enquiry-schema.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';
import { bearer, makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let superToken: Record<string, string>;
let subToken: Record<string, string>;
let superUser: StaffUser;
let reddy: EnquiryRecord;
let corporate: EnquiryRecord;
let formula: EnquiryRecord;

const base = { email: 'guest@example.com', phone: '+91 98480 22338', message: 'Hello' };

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  const store = openStore('enquiries');
  reddy = await createEnquiry(store, { ...base, name: 'Sravani Réddy', category: 'banquets & hotels', message: 'Wedding for 300 guests' }, new Date('2026-11-10T10:00:00Z'), { reference: 'RS-2611-AB12' });
  corporate = await createEnquiry(store, { ...base, name: 'Ravi Kumar', email: 'ravi@acme.example', category: 'corporate', message: 'Diwali boxes' }, new Date('2026-11-12T10:00:00Z'), { reference: 'RS-2611-CD34' });
  formula = await createEnquiry(store, { ...base, name: '=HYPERLINK("http://evil")', category: 'corporate', message: '+1 ₹500 ఆర్డర్, "quoted"\nline two', phone: '-2' }, new Date('2026-11-13T10:00:00Z'));
  superUser = await makeUser({ email: 'desk-super@rasika.test', role: 'superadmin' });
  superToken = bearer(await tokenFor(superUser));
  subToken = bearer(await tokenFor(await makeUser({ email: 'desk-sub@rasika.test', role: 'subadmin', category: 'banquets & hotels' })));
});

async function detailOf(id: string, headers = superToken) {
  const res = await call(enquiry, `/api/enquiries/${id}`, { headers, params: { id } });
  return { res, body: (await res.json()) as { enquiry: EnquiryRecord; etag: string; alert: unknown; message?: string } };
}

describe('enquiry status and notes (issue #11, conditional writes)', () => {
  test('marking contacted stores who and when, is audited, and a stale copy gets 409 with nothing changed', async () => {
    const { body: first } = await detailOf(reddy._id);
    expect(first.enquiry.status).toBe('new');
    const res = await call(enquiry, `/api/enquiries/${reddy._id}`, { method: 'PATCH', headers: superToken, params: { id: reddy._id }, json: { etag: first.etag, status: 'contacted' } });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as { enquiry: EnquiryRecord; etag: string };
    expect(saved.enquiry.status).toBe('contacted');
    expect(saved.enquiry.history).toEqual([{ from: 'new', to: 'contacted', by: { id: superUser._id, email: 'desk-super@rasika.test' }, at: expect.any(String) }]);

    const stale = await call(enquiry, `/api/enquiries/${reddy._id}`, { method: 'PATCH', headers: superToken, params: { id: reddy._id }, json: { etag: first.etag, status: 'won' } });
    expect(stale.status).toBe(409);
    expect((await bodyOf(stale))['message']).toBe('This enquiry was changed by someone else since you opened it. Please reload it and try again.');
    const staleNote = await call(enquiry, `/api/enquiries/${reddy._id}/notes`, { headers: superToken, params: { id: reddy._id }, json: { etag: first.etag, text: 'late' } });
    expect(staleNote.status).toBe(409);
    const stored = await getEnquiry(openStore('enquiries'), reddy._id);
    expect(stored?.value.status).toBe('contacted');
    expect(stored?.value.history).toHaveLength(1);
    expect(stored?.value.notes).toBeUndefined();
    expect(stored?.etag).toBe(saved.etag);

    const audit = await listAudit(openStore('audit'));
    expect(audit.find((entry) => entry.action === 'enquiry.status' && entry.target.id === reddy._id)?.details).toBe('new → contacted');
  });

  test('notes are appended with author and time; empty and over 2,000 characters are refused and change nothing', async () => {
    const { body } = await detailOf(corporate._id);
    const empty = await call(enquiry, `/api/enquiries/${corporate._id}/notes`, { headers: superToken, params: { id: corporate._id }, json: { etag: body.etag, text: '   ' } });
    expect(empty.status).toBe(400);
    expect((await bodyOf(empty))['message']).toBe('Write a note first.');
    const long = await call(enquiry, `/api/enquiries/${corporate._id}/notes`, { headers: superToken, params: { id: corporate._id }, json: { etag: body.etag, text: 'అ'.repeat(2_001) } });
    expect(long.status).toBe(400);
    expect((await bodyOf(long))['message']).toBe('A note can be at most 2,000 characters.');
    expect((await getEnquiry(openStore('enquiries'), corporate._id))?.etag).toBe(body.etag);

    const exact = await call(enquiry, `/api/enquiries/${corporate._id}/notes`, { headers: superToken, params: { id: corporate._id }, json: { etag: body.etag, text: ` ${'అ'.repeat(2_000)} ` } });
    expect(exact.status).toBe(200);
    const first = (await exact.json()) as { enquiry: EnquiryRecord; etag: string };
    const second = await call(enquiry, `/api/enquiries/${corporate._id}/notes`, { headers: superToken, params: { id: corporate._id }, json: { etag: first.etag, text: 'Called back, sending quote' } });
    const notes = ((await second.json()) as { enquiry: EnquiryRecord }).enquiry.notes ?? [];
    expect(notes.map((note) => [note.text.length, note.by.email])).toEqual([[2_000, 'desk-super@rasika.test'], [26, 'desk-super@rasika.test']]);
  });

  test('a subadmin gets 404 for another category through the API, and 403 asking the list or export for it', async () => {
    const other = await detailOf(corporate._id, subToken);
    expect(other.res.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('Ravi');
    const patch = await call(enquiry, `/api/enquiries/${corporate._id}`, { method: 'PATCH', headers: subToken, params: { id: corporate._id }, json: { etag: 'x', status: 'spam' } });
    expect(patch.status).toBe(404);
    expect((await call(contact, '/api/contact?category=corporate', { headers: subToken })).status).toBe(403);
    expect((await call(contactExport, '/api/contact/export?category=corporate', { headers: subToken })).status).toBe(403);
    const own = await call(contactExport, '/api/contact/export', { headers: subToken });
    const text = await own.text();
    expect(text).toContain('Sravani Réddy');
    expect(text).not.toContain('Ravi');
    expect((await detailOf(reddy._id, subToken)).res.status).toBe(200);
  });

  test('only an enquiry marked spam is deleted, by a superadmin, audited', async () => {
    const victim = await createEnquiry(openStore('enquiries'), { ...base, name: 'Buy followers', category: 'banquets & hotels' }, new Date('2026-11-14T10:00:00Z'));
    const { body } = await detailOf(victim._id);
    const notSpam = await call(enquiry, `/api/enquiries/${victim._id}`, { method: 'DELETE', headers: superToken, params: { id: victim._id }, json: { etag: body.etag } });
    expect(notSpam.status).toBe(400);
    const marked = await call(enquiry, `/api/enquiries/${victim._id}`, { method: 'PATCH', headers: superToken, params: { id: victim._id }, json: { etag: body.etag, status: 'spam' } });
    const { etag } = (await marked.json()) as { etag: string };
    const bySub = await call(enquiry, `/api/enquiries/${victim._id}`, { method: 'DELETE', headers: subToken, params: { id: victim._id }, json: { etag } });
    expect(bySub.status).toBe(403);
    const deleted = await call(enquiry, `/api/enquiries/${victim._id}`, { method: 'DELETE', headers: superToken, params: { id: victim._id }, json: { etag } });
    expect(deleted.status).toBe(200);
    expect(await getEnquiry(openStore('enquiries'), victim._id)).toBeNull();
    const audit = await listAudit(openStore('audit'));
    expect(audit.some((entry) => entry.action === 'enquiry.delete' && entry.target.id === victim._id)).toBe(true);
  });
});

describe('find and export (issue #11)', () => {
  const names = async (res: Response) => ((await res.json()) as { name: string }[]).map((e) => e.name);

  test('search by reference, accent-insensitive name, email, phone digits and message; filters and date range', async () => {
    const find = (query: string) => call(contact, `/api/contact?${query}`, { headers: superToken }).then(names);
    expect(await find('q=rs-2611-ab12')).toEqual(['Sravani Réddy']);
    expect(await find('q=REDDY')).toEqual(['Sravani Réddy']);
    expect(await find('q=ravi%40acme')).toEqual(['Ravi Kumar']);
    expect(await find('q=9848022338&category=banquets+%26+hotels')).toEqual(['Sravani Réddy']);
    expect(await find('q=wedding')).toEqual(['Sravani Réddy']);
    expect(await find('category=corporate')).toEqual(['=HYPERLINK("http://evil")', 'Ravi Kumar']);
    expect(await find('status=contacted')).toEqual(['Sravani Réddy']);
    expect(await find('from=2026-11-12&to=2026-11-12')).toEqual(['Ravi Kumar']);
    const bad = await call(contact, '/api/contact?status=maybe', { headers: superToken });
    expect(bad.status).toBe(400);
  });

  test('the export is RFC 4180 with a BOM and neutralised formula cells, newest first', async () => {
    const res = await call(contactExport, '/api/contact/export?category=corporate', { headers: superToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Reference,Received,Status,Name,Email,Phone,Category,Message,About,Event date,Guests,Quantity,Needed by,Notes,Language');
    expect(lines[1]).toBe(`,${formula.createdAt},new,"'=HYPERLINK(""http://evil"")",guest@example.com,'-2,Corporate,"'+1 ₹500 ఆర్డర్, ""quoted""\nline two",,,,,,,English`);
    expect(lines[2]?.startsWith(`RS-2611-CD34,${corporate.createdAt},new,Ravi Kumar,ravi@acme.example,'+91 98480 22338,`)).toBe(true);
  });

  test('counts of new enquiries per category, scoped to the reader', async () => {
    const all = await bodyOf(await call(contactCounts, '/api/contact/counts', { headers: superToken }));
    expect(all['counts']).toEqual({ corporate: 2 });
    const own = await bodyOf(await call(contactCounts, '/api/contact/counts', { headers: subToken }));
    expect(own).toEqual({ counts: {}, total: 0 });
  });
});

describe('paging while enquiries arrive (issue #11)', () => {
  test('following the cursor returns every enquiry stored before paging began exactly once', async () => {
    const store = openStore('enquiries');
    const before = await Promise.all(Array.from({ length: 120 }, (_, i) => createEnquiry(store, { ...base, name: `Paged ${i}`, category: 'gifting' }, new Date(Date.UTC(2026, 9, 1, 0, 0, i)))));
    const seen: string[] = [];
    let cursor: string | null = null;
    let arriving = 0;
    do {
      const path: string = `/api/contact?category=gifting&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      const [res] = await Promise.all([
        call(contact, path, { headers: superToken }),
        createEnquiry(store, { ...base, name: `Arrived ${arriving++}`, category: 'gifting' }),
      ]);
      seen.push(...((await res.json()) as { _id: string }[]).map((e) => e._id));
      cursor = res.headers.get('x-next-cursor');
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const record of before) expect(seen).toContain(record._id);
  });
});
