import { describe, expect, test } from 'vitest';
import { CHECK_MESSAGES, checkRecordKey, checkValue, chooseVariant } from '../../../../src/lib/content-form/check-value.ts';
import type { JsonSchema } from '../../../../src/lib/content-form/json-schema.ts';
import { diwaliSweetSchema } from '../../../../src/lib/content/diwali-sweet-schema.ts';
import { festivalSchema } from '../../../../src/lib/content/festival-schema.ts';
import { jsonSchemaOf, KAJU_ENTRY, textImage } from '../../../support/content-form.ts';

const sweet = jsonSchemaOf(diwaliSweetSchema(textImage));
const festival = jsonSchemaOf(festivalSchema);
const KAJU = KAJU_ENTRY;

describe('checkValue over the real content schemas (issue #41 item 3)', () => {
  test('a valid sweet has no problems; the ones zod refuses are keyed by dotted path', () => {
    expect(checkValue(sweet, KAJU)).toEqual({});
    const broken = { ...KAJU, name: '  ', price: { custom: 0 }, images: [{ src: 'x', alt: 'short' }], order: 1.5, createdAt: 'yesterday', category: 'Other' };
    expect(checkValue(sweet, broken)).toEqual({
      name: CHECK_MESSAGES.required,
      'price.custom': 'Must be more than 0.',
      'images.0.alt': 'Write at least 8 characters.',
      order: CHECK_MESSAGES.integer,
      createdAt: CHECK_MESSAGES.dateTime,
      category: CHECK_MESSAGES.fixed,
    });
    // Each of these the server's zod refuses too.
    for (const key of ['name', 'price', 'images', 'order', 'createdAt', 'category'] as const) {
      expect(diwaliSweetSchema(textImage).safeParse({ ...KAJU, [key]: broken[key] }).success, key).toBe(false);
    }
  });

  test('a missing required field, a list below its fewest and a number written as text', () => {
    const { shelfLife: _gone, ...withoutShelfLife } = KAJU;
    expect(checkValue(sweet, { ...withoutShelfLife, images: [], price: { custom: '95o' } })).toEqual({
      shelfLife: CHECK_MESSAGES.required,
      images: 'Add at least 1 item.',
      'price.custom': CHECK_MESSAGES.integer,
    });
  });

  test('a field with a default may be left out; list items past the most allowed are refused', () => {
    expect(checkValue(sweet, { ...KAJU, isActive: undefined })).toEqual({});
    expect(checkValue(sweet, { ...KAJU, aliases: Array.from({ length: 13 }, (_, i) => `alias ${i}`) })).toEqual({ aliases: 'Keep at most 12 items.' });
  });

  test('a record\u2019s keys follow its key pattern and its values their schema (festival dates by year)', () => {
    const diwali = { name: 'Diwali', description: 'Lights', peak: true, dates: { '2026': '2026-11-08', '2027': '2027-10-29' } };
    expect(checkValue(festival, diwali)).toEqual({});
    expect(checkValue(festival, { ...diwali, dates: { '26': '2026-11-08', '2027': '2027-02-30' } })).toEqual({
      'dates.26': `"26": ${CHECK_MESSAGES.pattern}`,
      'dates.2027': CHECK_MESSAGES.date,
    });
  });

  test('strings: lengths, patterns (with the schema\u2019s example), formats; enums; null where nullable', () => {
    const node: JsonSchema = {
      type: 'object',
      properties: {
        code: { type: 'string', pattern: '^5\\d{5}$', examples: ['500034'] },
        note: { type: 'string', maxLength: 5 },
        site: { type: 'string', format: 'uri' },
        page: { type: 'string', enum: ['home', 'hotels'] },
        until: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
      },
      required: ['code', 'page'],
    };
    expect(checkValue(node, { code: '50003', note: 'too long', site: 'maps', page: '', until: null })).toEqual({
      code: `${CHECK_MESSAGES.pattern} For example: 500034`,
      note: 'Write at most 5 characters.',
      site: CHECK_MESSAGES.uri,
      page: CHECK_MESSAGES.required,
    });
    expect(checkValue(node, { code: '500034', site: 'https://maps.example/x', page: 'home', until: '2026-01-14' })).toEqual({});
    expect(checkValue(node, { code: '500034', page: 'shop' })).toEqual({ page: CHECK_MESSAGES.option });
  });

  test('number bounds: inclusive and exclusive', () => {
    expect(checkValue({ type: 'number', minimum: 1, maximum: 5 }, 6)).toEqual({ _: 'Must be 5 or less.' });
    expect(checkValue({ type: 'number', minimum: 1, maximum: 5 }, 0.5)).toEqual({ _: 'Must be 1 or more.' });
    expect(checkValue({ type: 'number', exclusiveMaximum: 10 }, 10)).toEqual({ _: 'Must be less than 10.' });
  });

  test('a union: the value fits one form, or gets the errors of the form it is closest to', () => {
    const options: JsonSchema[] = [
      { type: 'object', properties: { kind: { const: 'closed' }, date: { type: 'string', format: 'date' } }, required: ['kind', 'date'] },
      { type: 'object', properties: { kind: { const: 'hours' }, opens: { type: 'string' } }, required: ['kind', 'opens'] },
    ];
    expect(chooseVariant(options, { kind: 'hours', opens: '10:00' }, {})).toBe(1);
    expect(checkValue({ anyOf: options }, { kind: 'closed', date: 'soon' })).toEqual({ date: CHECK_MESSAGES.date });
  });

  test('checkRecordKey', () => {
    expect(checkRecordKey({ type: 'string', pattern: '^\\d{4}$' }, '2028')).toBeUndefined();
    expect(checkRecordKey({ type: 'string', pattern: '^\\d{4}$' }, ' ')).toBe(CHECK_MESSAGES.required);
  });
});
