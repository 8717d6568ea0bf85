import { describe, expect, test } from 'vitest';
import { indexRowOf, INDEX_ROW_VERSION, isCurrentRow, sameRow, type EnquiryIndexRow } from '../../../../src/lib/enquiry/enquiry-index-row.ts';
import type { EnquiryRecord } from '../../../../src/lib/enquiry/enquiry-schema.ts';

const record: EnquiryRecord = {
  _id: '20261102T100000000Z_00000000-0000-4000-8000-000000000001',
  reference: 'RS-2611-AB12',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98490 45678',
  category: 'sweets',
  message: 'Kaju katli for Diwali',
  createdAt: '2026-11-02T10:00:00.000Z',
  status: 'new',
  subject: { kind: 'product', id: 'kaju-katli', name: 'Kaju Katli', unitPrice: 1495, label: 'Kaju Katli, 1kg', category: 'sweets' },
};
const by = { id: 'u1', email: 'desk@rasika.test' };

describe('indexRowOf (issues #42, #43)', () => {
  test('#43 a row carries the desk fields, its format and the Overview facts', () => {
    expect(indexRowOf(record, { state: 'sent' })).toEqual({
      v: INDEX_ROW_VERSION,
      id: record._id,
      createdAt: record.createdAt,
      status: 'new',
      category: 'sweets',
      text: 'rs-2611-ab12\nasha rao\nasha@example.com\n+91 98490 45678\nkaju katli for diwali',
      digits: '919849045678',
      origin: 'product',
      subjects: [['product:kaju-katli', 1, 1495]],
      alert: 'sent',
    });
  });

  test('#43 a row from before the facts is outdated; a row made now is current', () => {
    const { v: _v, origin: _origin, subjects: _subjects, ...old } = indexRowOf(record);
    expect(isCurrentRow(old as EnquiryIndexRow)).toBe(false);
    expect(isCurrentRow(indexRowOf(record))).toBe(true);
  });

  test('#43 the first note changes the row (its first response), a second note does not', () => {
    const first = { ...record, notes: [{ text: 'Called', by, at: '2026-11-02T10:20:00.000Z' }] };
    const second = { ...first, notes: [...first.notes, { text: 'Sent prices', by, at: '2026-11-02T11:00:00.000Z' }] };
    expect(sameRow(indexRowOf(record), indexRowOf(first))).toBe(false);
    expect(sameRow(indexRowOf(first), indexRowOf(second))).toBe(true);
  });

  test('#43 rows differ by their alert and their format', () => {
    expect(sameRow(indexRowOf(record), indexRowOf(record, { state: 'failed' }))).toBe(false);
    expect(sameRow(indexRowOf(record), { ...indexRowOf(record), v: undefined })).toBe(false);
    expect(sameRow(indexRowOf(record, { state: 'sent' }), indexRowOf(record, { state: 'sent' }))).toBe(true);
  });
});
