import { describe, expect, test } from 'vitest';
import { matchesSearch, searchTest } from '../../../../src/lib/enquiry/enquiry-desk.ts';
import { indexRowOf } from '../../../../src/lib/enquiry/enquiry-index-row.ts';
import { enquiryRecordSchema, type EnquiryRecord } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { anonymiseEnquiry, isAnonymisedRow, isDueForRetention } from '../../../../src/lib/privacy/anonymise-enquiry.ts';

const NOW = new Date('2026-11-29T00:00:00.000Z');

const received: EnquiryRecord = {
  _id: '20241001T100000000Z_00000000-0000-4000-8000-000000000001',
  reference: 'RS-2410-AB12',
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '+91 98480 22338',
  category: 'corporate',
  message: 'Diwali boxes for 40 colleagues, call Asha on 98480 22338',
  createdAt: '2024-10-01T10:00:00.000Z',
  status: 'won',
  subject: { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', label: 'Sohan Halwa Heritage Tin', category: 'corporate', unitPrice: 1250 },
  items: [{ kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', label: 'Sohan Halwa Heritage Tin', category: 'corporate', quantity: 40, lineTotal: 50_000 }],
  indicativeTotal: 50_000,
  quantity: 40,
  neededBy: '2024-10-20',
  history: [{ from: 'new', to: 'won', by: { id: 'u1', email: 'desk@rasika.test' }, at: '2024-10-02T10:00:00.000Z' }],
  notes: [{ text: 'Asha prefers WhatsApp', by: { id: 'u1', email: 'desk@rasika.test' }, at: '2024-10-02T10:00:00.000Z' }],
  gifting: {
    branding: 'printed-message',
    printedMessage: 'Happy Diwali from Asha',
    delivery: 'several',
    recipients: [{ name: 'Ravi', phone: '9000000000', address: '1 Road', city: 'Hyderabad', pincode: '500001' }],
  },
};

describe('anonymiseEnquiry', () => {
  const anonymised = anonymiseEnquiry(received, NOW);

  test('removes the visitor\'s name, email, phone, message and the staff notes', () => {
    expect(anonymised).toMatchObject({ name: '', email: '', phone: '', message: '', anonymisedAt: NOW.toISOString() });
    expect(anonymised.notes).toBeUndefined();
  });

  test('removes a gift quote\'s printed message and recipients, keeping how it was to be sent', () => {
    expect(anonymised.gifting).toEqual({ branding: 'printed-message', delivery: 'several' });
  });

  test('keeps what the business counts: category, status, dates, subject, items and booking numbers', () => {
    const changed = new Set(['name', 'email', 'phone', 'message', 'notes', 'gifting', 'anonymisedAt']);
    const unchanged = (record: EnquiryRecord) => Object.fromEntries(Object.entries(record).filter(([field]) => !changed.has(field)));
    expect(unchanged(anonymised)).toEqual(unchanged(received));
    expect(Object.keys(unchanged(received))).toEqual(expect.arrayContaining(['category', 'status', 'createdAt', 'subject', 'items', 'quantity', 'history']));
  });

  test('is still a valid stored record, with nothing of the visitor left in it', () => {
    const text = JSON.stringify(enquiryRecordSchema.parse(anonymised));
    for (const personal of ['Asha', 'asha.rao', '98480', '9000000000', '1 Road']) expect(text).not.toContain(personal);
  });

  test('no search by the old name, email or phone finds it, the reference still does', () => {
    for (const q of ['Asha', 'asha.rao@example.com', '98480 22338']) {
      expect(matchesSearch(anonymised, q)).toBe(false);
      expect(searchTest(q)(indexRowOf(anonymised))).toBe(false);
    }
    expect(matchesSearch(anonymised, 'RS-2410-AB12')).toBe(true);
  });
});

describe('isAnonymisedRow', () => {
  test('is true for the row of an anonymised enquiry, with or without a reference', () => {
    expect(isAnonymisedRow(indexRowOf(anonymiseEnquiry(received, NOW)))).toBe(true);
    const { reference: _r, ...withoutReference } = received;
    expect(isAnonymisedRow(indexRowOf(anonymiseEnquiry(withoutReference, NOW)))).toBe(true);
  });

  test('is false for a received enquiry, even one without a phone', () => {
    expect(isAnonymisedRow(indexRowOf(received))).toBe(false);
    expect(isAnonymisedRow(indexRowOf({ ...received, phone: '' }))).toBe(false);
  });
});

describe('isDueForRetention', () => {
  const cutoff = '2024-11-29T00:00:00.000Z';

  test('takes an enquiry received before the cutoff', () => {
    expect(isDueForRetention(indexRowOf(received), cutoff)).toBe(true);
  });

  test('keeps one received at or after the cutoff', () => {
    expect(isDueForRetention(indexRowOf({ ...received, createdAt: cutoff }), cutoff)).toBe(false);
    expect(isDueForRetention(indexRowOf({ ...received, createdAt: '2026-01-01T00:00:00.000Z' }), cutoff)).toBe(false);
  });

  test('does not take one again once it is anonymised', () => {
    expect(isDueForRetention(indexRowOf(anonymiseEnquiry(received, NOW)), cutoff)).toBe(false);
  });
});
