/** #41 JSON Merge Patch (RFC 7386): the staff layer's patches, applied and made. */
import { describe, expect, test } from 'vitest';
import { applyMergePatch, createMergePatch, type JsonValue } from '../../../../src/lib/content-layer/merge-patch.ts';

describe('applyMergePatch', () => {
  // RFC 7386 Appendix A, every example.
  const rfcCases: [JsonValue, JsonValue, JsonValue][] = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [['a', 'b'], ['c', 'd'], ['c', 'd']],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  test.each(rfcCases)('RFC 7386 example: %j patched with %j gives %j', (target, patch, result) => {
    expect(applyMergePatch(target, patch)).toEqual(result);
  });

  test('a price change keeps every field staff did not touch, and never changes its arguments', () => {
    const entry = { name: 'Kaju Katli', price: { '250g': 450, '500g': 880 }, badges: ['bestseller'] };
    const patch = { price: { '500g': 900 } };
    expect(applyMergePatch(entry, patch)).toEqual({ name: 'Kaju Katli', price: { '250g': 450, '500g': 900 }, badges: ['bestseller'] });
    expect(entry.price['500g']).toBe(880);
    expect(patch).toEqual({ price: { '500g': 900 } });
  });
});

describe('createMergePatch', () => {
  test('makes the smallest patch that turns one entry into the other', () => {
    const before = { name: 'Kaju Katli', price: { '250g': 450, '500g': 880 }, badges: ['bestseller'], note: 'x' };
    const after = { name: 'Kaju Katli', price: { '250g': 450, '500g': 900 }, badges: ['bestseller', 'new'] };
    const patch = createMergePatch(before, after);
    expect(patch).toEqual({ price: { '500g': 900 }, badges: ['bestseller', 'new'], note: null });
    expect(applyMergePatch(before, patch ?? {})).toEqual(after);
  });

  test('answers undefined for equal values', () => {
    expect(createMergePatch({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBeUndefined();
  });
});
