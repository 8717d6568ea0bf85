import { describe, expect, test } from 'vitest';
import type { EnquiryRecord } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { enquiryFactsOf, firstResponseOf, sameFacts, type MaybeFacts, splitSubjectKey, subjectKey, subjectNameIn, subjectTallies } from '../../../../src/lib/overview/enquiry-facts.ts';
import { originOf } from '../../../../src/lib/overview/enquiry-origin.ts';

const by = { id: 'u1', email: 'desk@rasika.test' };
const base: EnquiryRecord = {
  _id: '20261102T100000000Z_00000000-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  category: 'sweets',
  message: 'Hello',
  createdAt: '2026-11-02T10:00:00.000Z',
  status: 'new',
};
const kaju = { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', size: '1kg', quality: 'premium', unitPrice: 1495, label: 'Kaju Katli, 1kg, Premium, ₹1,495', category: 'sweets' } as const;
const box = { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli', unitPrice: 650, label: 'Kaju Katli, 500 g box', category: 'sweets' } as const;
const hall = { kind: 'venue', id: 'darbar-hall', name: 'Darbar Hall', label: 'Darbar Hall, Up to 400 guests', category: 'banquets & hotels' } as const;
const campaign = { kind: 'campaign', id: 'diwali-2026-bulk-orders', name: 'Diwali bulk orders', label: 'Diwali bulk orders', category: 'corporate' } as const;

describe('firstResponseOf', () => {
  test('is the first status change or the first note, whichever came first; undefined when neither', () => {
    expect(firstResponseOf(base)).toBeUndefined();
    const history = [{ from: 'new', to: 'contacted', by, at: '2026-11-02T12:00:00.000Z' }, { from: 'contacted', to: 'won', by, at: '2026-11-02T09:00:00.000Z' }] as const;
    const notes = [{ text: 'Called', by, at: '2026-11-02T11:00:00.000Z' }];
    expect(firstResponseOf({ history: [...history] })).toBe('2026-11-02T12:00:00.000Z');
    expect(firstResponseOf({ notes })).toBe('2026-11-02T11:00:00.000Z');
    expect(firstResponseOf({ history: [...history], notes })).toBe('2026-11-02T11:00:00.000Z');
    expect(firstResponseOf({ history: [{ from: 'new', to: 'spam', by, at: '2026-11-02T10:05:00.000Z' }], notes })).toBe('2026-11-02T10:05:00.000Z');
  });
});

describe('subjectTallies', () => {
  test('the context counts the stated quantity (1 when none) at its unit price; list lines their quantity and line total', () => {
    expect(subjectTallies({ subject: kaju })).toEqual([['product:kaju-katli', 1, 1495]]);
    expect(subjectTallies({ subject: kaju, quantity: 3 })).toEqual([['product:kaju-katli', 3, 4485]]);
    expect(subjectTallies({ subject: hall })).toEqual([['venue:darbar-hall', 1, 0]]);
    expect(subjectTallies({ items: [{ ...kaju, quantity: 2, lineTotal: 2990 }, { ...box, quantity: 4, lineTotal: 2600 }, { ...kaju, size: '250g', unitPrice: 415, quantity: 1, lineTotal: 415 }] })).toEqual([
      ['product:kaju-katli', 3, 3405],
      ['diwali:kaju-katli', 4, 2600],
    ]);
  });

  test('a thing in the context and on the list is one subject; a campaign is not a subject; an unpriced line adds 0', () => {
    expect(subjectTallies({ subject: kaju, items: [{ ...kaju, quantity: 2, lineTotal: 2990 }, { ...box, unitPrice: undefined, quantity: 1 }] })).toEqual([
      ['product:kaju-katli', 3, 4485],
      ['diwali:kaju-katli', 1, 0],
    ]);
    expect(subjectTallies({ subject: campaign })).toEqual([]);
  });
});

describe('originOf', () => {
  test.each([
    [{ plan: { occasion: 'wedding', days: 1, style: 'modern', parts: [] } }, 'event-planner'],
    [{ gifting: { branding: 'none' }, items: [{ ...kaju, quantity: 2 }] }, 'quote-builder'],
    [{ items: [{ ...kaju, quantity: 2 }], subject: kaju }, 'enquiry-list'],
    [{ items: [] }, 'contact'],
    [{ subject: campaign }, 'announcement'],
    [{ subject: hall }, 'product'],
    [{}, 'contact'],
  ])('%j started at %s', (fields, origin) => {
    expect(originOf(fields as Parameters<typeof originOf>[0])).toBe(origin);
  });
});

describe('enquiryFactsOf and sameFacts', () => {
  test('a plain unanswered enquiry with no alert has only its origin', () => {
    expect(enquiryFactsOf(base)).toEqual({ origin: 'contact' });
    expect(enquiryFactsOf(base, null)).toEqual({ origin: 'contact' });
  });

  test('an answered enquiry with a list and a failed alert has every fact', () => {
    const record: EnquiryRecord = { ...base, items: [{ ...kaju, quantity: 2, lineTotal: 2990 }], notes: [{ text: 'Called back', by, at: '2026-11-02T10:30:00.000Z' }] };
    expect(enquiryFactsOf(record, { state: 'failed' })).toEqual({ firstResponseAt: '2026-11-02T10:30:00.000Z', origin: 'enquiry-list', subjects: [['product:kaju-katli', 2, 2990]], alert: 'failed' });
  });

  test('sameFacts compares every fact, the subjects by value', () => {
    const facts: MaybeFacts = { origin: 'product', subjects: [['product:kaju-katli', 1, 1495]] };
    expect(sameFacts({ ...facts, subjects: [['product:kaju-katli', 1, 1495]] }, { ...facts, subjects: [['product:kaju-katli', 1, 1495]] })).toBe(true);
    expect(sameFacts(facts, { ...facts, subjects: [['product:kaju-katli', 2, 2990]] })).toBe(false);
    expect(sameFacts(facts, { ...facts, alert: 'sent' })).toBe(false);
    expect(sameFacts(facts, { ...facts, firstResponseAt: '2026-11-02T10:30:00.000Z' })).toBe(false);
    expect(sameFacts(facts, { ...facts, origin: 'contact' })).toBe(false);
    expect(sameFacts({}, { subjects: [] })).toBe(true);
  });
});

describe('subject keys and names', () => {
  test('a key splits back into its kind and id', () => {
    expect(subjectKey('venue', 'darbar-hall')).toBe('venue:darbar-hall');
    expect(splitSubjectKey('venue:darbar-hall')).toEqual({ kind: 'venue', id: 'darbar-hall' });
  });

  test('the name comes from the context or the list line of that kind and id', () => {
    expect(subjectNameIn({ subject: hall, items: [{ ...box, quantity: 1 }] }, 'diwali:kaju-katli')).toBe('Kaju Katli');
    expect(subjectNameIn({ subject: hall }, 'venue:darbar-hall')).toBe('Darbar Hall');
    expect(subjectNameIn({ subject: hall }, 'product:kaju-katli')).toBeUndefined();
  });
});
