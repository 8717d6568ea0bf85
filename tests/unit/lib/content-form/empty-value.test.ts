import { describe, expect, test } from 'vitest';
import { emptyValue } from '../../../../src/lib/content-form/empty-value.ts';
import type { JsonSchema } from '../../../../src/lib/content-form/json-schema.ts';

describe('emptyValue (a new item, list row or group starts here)', () => {
  test('the default when the schema has one, a copy each time', () => {
    const node: JsonSchema = { type: 'array', default: [], items: { type: 'string' } };
    const first = emptyValue(node, node);
    expect(first).toEqual([]);
    expect(first).not.toBe(emptyValue(node, node));
  });

  test('an object holds its required fields only; a constant is itself; a list has its fewest rows', () => {
    const node: JsonSchema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        category: { type: 'string', const: 'Gift Hampers' },
        images: { type: 'array', minItems: 1, items: { type: 'object', properties: { src: { type: 'string' }, alt: { type: 'string' } }, required: ['src', 'alt'] } },
        price: { type: 'integer' },
        inStock: { type: 'boolean', default: true },
        subtitle: { type: 'string' },
      },
      required: ['name', 'category', 'images', 'price'],
    };
    expect(emptyValue(node, node)).toEqual({ name: '', category: 'Gift Hampers', images: [{ src: '', alt: '' }] });
  });

  test('records start empty, a union with its first form, yes/no as no', () => {
    expect(emptyValue({ type: 'object', additionalProperties: { type: 'string' } }, {})).toEqual({});
    expect(emptyValue({ anyOf: [{ type: 'boolean' }, { type: 'string' }] }, {})).toBe(false);
  });
});
