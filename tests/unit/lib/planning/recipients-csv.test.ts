/** The recipients CSV of a corporate quote (PLAN-08). */
import { describe, expect, test } from 'vitest';
import { RECIPIENTS_TEMPLATE, parseCsv, readRecipientsCsv } from '../../../../src/lib/planning/recipients-csv.ts';

const header = 'name,phone,address,city,pincode';

describe('readRecipientsCsv', () => {
  test('reads the template as one valid recipient', () => {
    const result = readRecipientsCsv(RECIPIENTS_TEMPLATE, 2000);
    expect(result).toEqual({
      ok: true,
      recipients: [{ name: 'Asha Rao', phone: '+91 98480 12345', address: 'Flat 4B, Lake View Apartments, Begumpet', city: 'Hyderabad', pincode: '500016' }],
    });
  });
  test('names each bad line of the file, counting the header as line 1', () => {
    const text = `${header}\r\nRavi,9848012345,Road 1,Hyderabad,500001\nSita,12,Road 2,Pune,41100\n,9848012345,,Delhi,110001\n`;
    expect(readRecipientsCsv(text, 2000)).toEqual({
      ok: false,
      errors: [
        { line: 3, message: 'phone needs 10 to 15 digits; pincode must be 6 digits' },
        { line: 4, message: 'name is empty; address is empty' },
      ],
    });
  });
  test('a quoted address spanning lines keeps the next row on its own file line', () => {
    const text = `${header}\nRavi,9848012345,"Road 1\nBanjara Hills",Hyderabad,500001\nSita,9848012345,Road 2,Pune,4110\n`;
    expect(parseCsv(text).map((row) => row.line)).toEqual([1, 2, 4]);
    expect(readRecipientsCsv(text, 2000)).toEqual({ ok: false, errors: [{ line: 4, message: 'pincode must be 6 digits' }] });
  });
  test('refuses a wrong header, an empty file, a short row and more rows than allowed', () => {
    expect(readRecipientsCsv('name,phone\n', 10)).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(readRecipientsCsv('', 10)).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(readRecipientsCsv(`${header}\nRavi,9848012345\n`, 10)).toEqual({ ok: false, errors: [{ line: 2, message: 'expected 5 columns, found 2' }] });
    const row = 'Ravi,9848012345,Road 1,Hyderabad,500001';
    expect(readRecipientsCsv([header, row, row, row].join('\n'), 2)).toEqual({ ok: false, errors: [{ line: 4, message: 'At most 2 recipients per file.' }] });
  });
});

describe('quote in the address (PLAN-14)', async () => {
  const { quoteFromParams, quoteToParams, EMPTY_QUOTE } = await import('../../../../src/lib/planning/quote-url.ts');
  test('round-trips the choices and keeps other parameters', () => {
    const state = { ...EMPTY_QUOTE, lines: [{ id: 'gift-1', quantity: 70 }, { id: 'gift-2', quantity: 50 }], branding: 'printed-message' as const, printedMessage: 'Happy Diwali', date: '2026-12-20', city: 'Pune' };
    const params = quoteToParams(state, new URLSearchParams('utm_source=x'));
    expect(params.toString()).toBe('utm_source=x&gifts=gift-1%3A70%2Cgift-2%3A50&brand=printed-message&msg=Happy+Diwali&date=2026-12-20&city=Pune');
    expect(quoteFromParams(params, ['gift-1', 'gift-2'])).toEqual(state);
  });
  test('drops unknown gifts, bad quantities, brands and dates', () => {
    const params = new URLSearchParams('gifts=gift-1:0,gift-99:5,gift-2:abc,gift-3:4&brand=gold&date=2026-02-30&delivery=several');
    expect(quoteFromParams(params, ['gift-1', 'gift-2', 'gift-3'])).toEqual({ ...EMPTY_QUOTE, lines: [{ id: 'gift-3', quantity: 4 }], delivery: 'several' });
  });
});

describe('plan in the address (PLAN-16)', async () => {
  const { planFromParams, planToParams, EMPTY_PLAN } = await import('../../../../src/lib/planning/plan-url.ts');
  test('round-trips a plan', () => {
    const plan = { occasion: 'wedding' as const, date: '2027-02-14', guests: 300, days: 2, diet: 'jain' as const, dropped: ['rooms' as const] };
    const params = planToParams(plan, new URLSearchParams());
    expect(params.toString()).toBe('occasion=wedding&date=2027-02-14&guests=300&days=2&diet=jain&drop=rooms');
    expect(planFromParams(params)).toEqual(plan);
  });
  test('falls back on unknown values', () => {
    expect(planFromParams(new URLSearchParams('occasion=party&guests=-3&days=x&diet=keto&drop=dessert'))).toEqual(EMPTY_PLAN);
  });
});
