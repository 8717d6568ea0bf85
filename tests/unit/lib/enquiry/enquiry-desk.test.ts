import { describe, expect, test } from 'vitest';
import { csvCell, csvHeader, enquiryCsvLine } from '../../../../src/lib/enquiry/enquiry-csv.ts';
import { addNote, changeStatus, enquiryLanguage, foldText, matchesFilter, matchesSearch } from '../../../../src/lib/enquiry/enquiry-desk.ts';
import type { EnquiryRecord } from '../../../../src/lib/enquiry/enquiry-schema.ts';

const enquiry: EnquiryRecord = {
  _id: '20261110T100000000Z_00000000-0000-4000-8000-000000000000',
  name: 'Sravani Réddy',
  email: 'sravani@example.com',
  phone: '+91 98480 22338',
  category: 'banquets & hotels',
  message: 'Wedding lunch for 300',
  createdAt: '2026-11-10T10:00:00.000Z',
  status: 'new',
  reference: 'RS-2611-AB12',
};
const by = { id: 'u1', email: 'staff@rasika.test' };
const now = new Date('2026-11-11T09:00:00Z');

describe('enquiry desk rules (issue #11)', () => {
  test('a status change appends who, when, from and to; the same status is refused', () => {
    const result = changeStatus(enquiry, 'contacted', by, now);
    expect(result).toEqual({ ok: true, record: { ...enquiry, status: 'contacted', history: [{ from: 'new', to: 'contacted', by, at: '2026-11-11T09:00:00.000Z' }] } });
    expect(changeStatus(enquiry, 'new', by, now)).toEqual({ ok: false, message: 'The enquiry already has this status.' });
  });

  test('notes are trimmed, at most 2,000 characters, appended', () => {
    expect(addNote(enquiry, '   ', by, now)).toEqual({ ok: false, message: 'Write a note first.' });
    expect(addNote(enquiry, 'x'.repeat(2_001), by, now)).toEqual({ ok: false, message: 'A note can be at most 2,000 characters.' });
    const result = addNote(enquiry, '  Called  ', by, now);
    expect(result.ok && result.record.notes).toEqual([{ text: 'Called', by, at: '2026-11-11T09:00:00.000Z' }]);
  });

  test('search is case- and accent-insensitive over reference, name, email, phone and message', () => {
    expect(foldText('RÉDDY Ünal')).toBe('reddy unal');
    for (const q of ['reddy', 'RS-2611-ab12', 'SRAVANI@', '9848022338', '98480 22338', 'wedding 300']) expect(matchesSearch(enquiry, q)).toBe(true);
    for (const q of ['kumar', '12345', 'wedding dinner']) expect(matchesSearch(enquiry, q)).toBe(false);
  });

  test('the date range is days in India time, both ends included', () => {
    const late = { ...enquiry, createdAt: '2026-11-10T18:45:00.000Z' }; // 00:15 on 11 Nov in India
    expect(matchesFilter(late, { from: '2026-11-11', to: '2026-11-11' })).toBe(true);
    expect(matchesFilter(late, { to: '2026-11-10' })).toBe(false);
    expect(matchesFilter(enquiry, { status: 'new', category: 'banquets & hotels', q: 'réddy' })).toBe(true);
    expect(matchesFilter(enquiry, { category: 'corporate' })).toBe(false);
  });

  test('CSV cells: formula starts neutralised, quotes doubled, header after a BOM', () => {
    expect(['=1+2', '+91', '-5', '@cmd', '\tx', 'plain', 'a,b', 'say "hi"'].map(csvCell)).toEqual(["'=1+2", "'+91", "'-5", "'@cmd", "'\tx", 'plain', '"a,b"', '"say ""hi"""']);
    expect(csvHeader().startsWith('\uFEFFReference,Received,Status,Name,')).toBe(true);
    expect(csvHeader().endsWith('\r\n')).toBe(true);
  });
});

describe('the language an enquiry was sent in (#44)', () => {
  test('#44 staff read it in English words; an enquiry from before languages is English', () => {
    expect([enquiryLanguage({ language: 'te' }), enquiryLanguage({ language: 'hi' }), enquiryLanguage({ language: 'en' }), enquiryLanguage({})]).toEqual(['Telugu', 'Hindi', 'English', 'English']);
  });

  test('#44 the CSV\u2019s last column is the language', () => {
    expect(csvHeader().trimEnd().endsWith(',Notes,Language')).toBe(true);
    expect(enquiryCsvLine({ ...enquiry, language: 'te', message: 'పెళ్లి భోజనం' }).trimEnd().endsWith(',Telugu')).toBe(true);
  });
});
