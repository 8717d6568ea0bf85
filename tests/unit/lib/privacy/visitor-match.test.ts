import { describe, expect, test } from 'vitest';
import { indexRowOf } from '../../../../src/lib/enquiry/enquiry-index-row.ts';
import type { EnquiryRecord } from '../../../../src/lib/enquiry/enquiry-schema.ts';
import { isVisitorsEnquiry, normaliseEmail, normalisePhone, rowMayBeVisitors } from '../../../../src/lib/privacy/visitor-match.ts';

const enquiry = (email: string, phone: string): EnquiryRecord => ({
  _id: '20261110T100000000Z_00000000-0000-4000-8000-000000000001',
  name: 'Asha Rao',
  email,
  phone,
  category: 'sweets',
  message: 'Kaju katli for 40 guests',
  createdAt: '2026-11-10T10:00:00.000Z',
  status: 'new',
});

describe('normalisePhone', () => {
  test.each([
    ['+91 98480 22338', '9848022338', 'drops the country code 91'],
    ['098480-22338', '9848022338', 'drops the trunk 0'],
    ['0091 9848022338', '9848022338', 'drops the international 00 and 91'],
    ['(+91) 98480 22338', '9848022338', 'ignores brackets and spaces'],
    ['9848022338', '9848022338', 'leaves a 10-digit mobile alone'],
    ['+91 40 2345 6789', '4023456789', 'treats a landline with its area code alike'],
    ['040 2345 6789', '4023456789', 'the same landline written with its trunk 0'],
    ['+1 415 555 0100', '14155550100', 'keeps another country\'s code'],
    ['9191919191', '9191919191', 'keeps a 10-digit number that starts with 91'],
    ['', '', 'has nothing for no number'],
  ])('%s is %s (%s)', (phone, digits) => {
    expect(normalisePhone(phone)).toBe(digits);
  });
});

describe('normaliseEmail', () => {
  test('trims and lower-cases', () => {
    expect(normaliseEmail('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });
});

describe('isVisitorsEnquiry', () => {
  const asha = enquiry('Asha.Rao@example.com', '+91 98480 22338');

  test('matches the email whatever its case', () => {
    expect(isVisitorsEnquiry(asha, { email: 'asha.rao@EXAMPLE.com' })).toBe(true);
  });

  test('never matches a part of an email', () => {
    expect(isVisitorsEnquiry(asha, { email: 'rao@example.com' })).toBe(false);
    expect(isVisitorsEnquiry(enquiry('sha.rao@example.com', ''), { email: 'asha.rao@example.com' })).toBe(false);
  });

  test('matches the phone however it is written', () => {
    expect(isVisitorsEnquiry(asha, { phone: '09848022338' })).toBe(true);
    expect(isVisitorsEnquiry(asha, { phone: '98480 22338' })).toBe(true);
  });

  test('never matches a part of a phone number', () => {
    expect(isVisitorsEnquiry(asha, { phone: '8480 22338' })).toBe(false);
  });

  test('matches either when both are given', () => {
    expect(isVisitorsEnquiry(asha, { email: 'someone@else.example', phone: '9848022338' })).toBe(true);
    expect(isVisitorsEnquiry(asha, { email: 'asha.rao@example.com', phone: '1234567' })).toBe(true);
  });

  test('an enquiry without a phone is not found by an empty phone', () => {
    expect(isVisitorsEnquiry(enquiry('a@b.example', ''), { phone: '' })).toBe(false);
  });
});

describe('rowMayBeVisitors', () => {
  test('passes every row whose record is the visitor\'s', () => {
    const row = indexRowOf(enquiry('Asha.Rao@example.com', '+91 98480 22338'));
    expect(rowMayBeVisitors(row, { email: 'ASHA.RAO@example.com' })).toBe(true);
    expect(rowMayBeVisitors(row, { phone: '098480 22338' })).toBe(true);
  });

  test('drops rows with neither', () => {
    const row = indexRowOf(enquiry('other@example.com', '+91 90000 00000'));
    expect(rowMayBeVisitors(row, { email: 'asha.rao@example.com', phone: '9848022338' })).toBe(false);
  });
});
