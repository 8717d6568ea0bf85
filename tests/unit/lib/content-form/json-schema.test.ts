import { describe, expect, test } from 'vitest';
import { asSchema, fieldKind, normalise, resolveRef, type JsonSchema } from '../../../../src/lib/content-form/json-schema.ts';

const kindOf = (node: JsonSchema, root: JsonSchema = node) => fieldKind(normalise(node, root).node, root).kind;

describe('fieldKind (issue #41 item 3: every JSON Schema construct the content schemas use)', () => {
  test.each([
    [{ type: 'string', minLength: 1 }, 'string'],
    [{ type: 'integer', minimum: 1 }, 'number'],
    [{ type: 'number' }, 'number'],
    [{ type: 'boolean', default: true }, 'boolean'],
    [{ type: 'string', enum: ['home', 'hotels', 'sweets'] }, 'enum'],
    [{ type: 'string', const: 'Diwali Collection' }, 'const'],
    [{ anyOf: [{ const: 'a' }, { const: 'b' }] }, 'enum'],
    [{ type: 'array', items: { type: 'string' } }, 'array'],
    [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, 'object'],
    [{ type: 'object', propertyNames: { type: 'string', pattern: '^\\d{4}$' }, additionalProperties: { type: 'string', format: 'date' } }, 'record'],
    [{ anyOf: [{ type: 'string' }, { type: 'object', properties: { a: { type: 'number' } } }] }, 'variant'],
    [{}, 'unknown'],
  ] as [JsonSchema, string][])('%j is %s', (node, kind) => {
    expect(kindOf(node)).toBe(kind);
  });

  test('an integer knows it is whole; an object lists its properties and required names', () => {
    expect(fieldKind({ type: 'integer' }, {})).toEqual({ kind: 'number', integer: true });
    const object = fieldKind({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } }, required: ['a'] }, {});
    expect(object.kind === 'object' && [object.properties.map(([name]) => name), [...object.required]]).toEqual([['a', 'b'], ['a']]);
  });
});

describe('normalise', () => {
  test('takes null out of a union and says the field is nullable', () => {
    expect(normalise({ anyOf: [{ type: 'string', minLength: 2 }, { type: 'null' }] }, {})).toEqual({ node: { type: 'string', minLength: 2 }, nullable: true });
    expect(normalise({ type: ['integer', 'null'] }, {})).toEqual({ node: { type: 'integer' }, nullable: true });
    expect(normalise({ type: 'string' }, {}).nullable).toBe(false);
  });

  test('merges allOf into one object and follows $ref into $defs (keeping the referring node\u2019s own keywords)', () => {
    const root: JsonSchema = { $defs: { Link: { type: 'object', properties: { href: { type: 'string' } }, required: ['href'] } } };
    expect(resolveRef({ $ref: '#/$defs/Link', description: 'Where it goes' }, root)).toMatchObject({ type: 'object', description: 'Where it goes' });
    expect(resolveRef({ $ref: '#/$defs/Missing' }, root)).toEqual({});
    const merged = normalise({ allOf: [{ $ref: '#/$defs/Link' }, { type: 'object', properties: { label: { type: 'string' } }, required: ['label'] }] }, root).node;
    expect([Object.keys(merged.properties ?? {}), merged.required]).toEqual([['href', 'label'], ['href', 'label']]);
  });

  test('asSchema takes only objects', () => {
    expect(asSchema(null)).toEqual({});
    expect(asSchema([1])).toEqual({});
    expect(asSchema({ type: 'string' })).toEqual({ type: 'string' });
  });
});
