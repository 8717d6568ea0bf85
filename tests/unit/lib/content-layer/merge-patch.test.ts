import { describe, expect, test } from 'vitest';
import { applyMergePatch, diffMergePatch, isEmptyPatch, jsonEqual } from '../../../../src/lib/content-layer/merge-patch.ts';

describe('#41 applyMergePatch (RFC 7386 appendix A)', () => {
  test.each([
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
  ])('%j patched with %j is %j', (target, patch, expected) => {
    expect(applyMergePatch(target, patch)).toEqual(expected);
  });

  test('never mutates the target or the patch', () => {
    const target = { price: { custom: 100 }, name: 'Kaju Katli' };
    const patch = { price: { custom: 120 } };
    applyMergePatch(target, patch);
    expect(target).toEqual({ price: { custom: 100 }, name: 'Kaju Katli' });
    expect(patch).toEqual({ price: { custom: 120 } });
  });
});

describe('#41 diffMergePatch', () => {
  const source = { name: 'Kaju Katli', price: { custom: 950 }, images: [{ src: 'a.svg', alt: 'Kaju katli diamonds' }], inStock: true, description: 'Cashew fudge' };

  test('writes only the fields that changed, nested objects key by key and arrays whole', () => {
    const target = { ...source, price: { custom: 990 }, images: [{ src: 'picture:0123456789abcdef0123.webp', alt: 'Kaju katli diamonds' }], inStock: false };
    expect(diffMergePatch(source, target)).toEqual({ price: { custom: 990 }, images: target.images, inStock: false });
  });

  test('removes a field with null and adds new ones', () => {
    const { description: _dropped, ...rest } = source;
    expect(diffMergePatch(source, { ...rest, isBestseller: true })).toEqual({ description: null, isBestseller: true });
  });

  test('equal values give the empty patch', () => {
    expect(diffMergePatch(source, structuredClone(source))).toEqual({});
    expect(isEmptyPatch(diffMergePatch(source, structuredClone(source)))).toBe(true);
  });

  test('applying the diff gives the target back', () => {
    const target = { name: 'Kaju Roll', price: { custom: 990, extra: 5 }, images: [], dietary: { vegan: false } };
    expect(applyMergePatch(source, diffMergePatch(source, target))).toEqual(target);
  });

  test('jsonEqual ignores key order but not array order', () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
  });
});
