/** The recipients CSV of a corporate quote (PLAN-08). */
import { describe, expect, test } from 'vitest';
import { RECIPIENTS_TEMPLATE, parseCsv, readRecipientsCsv } from '../../../../src/lib/planning/recipients-csv.ts';

const header = 'name,phone,address,city,pincode';

describe('readRecipientsCsv', () => {
  test('the template is the header alone: sent back unedited it is refused, line 2 named', () => {
    expect(RECIPIENTS_TEMPLATE).toBe(`${header}\n`);
    expect(readRecipientsCsv(RECIPIENTS_TEMPLATE, 2000)).toEqual({ ok: false, errors: [{ line: 2, message: 'Add at least one recipient below the header.' }] });
    expect(readRecipientsCsv(`${RECIPIENTS_TEMPLATE}Asha Rao,+91 98480 12345,"Flat 4B, Begumpet",Hyderabad,500016\n`, 2000)).toEqual({
      ok: true,
      recipients: [{ name: 'Asha Rao', phone: '+91 98480 12345', address: 'Flat 4B, Begumpet', city: 'Hyderabad', pincode: '500016' }],
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
