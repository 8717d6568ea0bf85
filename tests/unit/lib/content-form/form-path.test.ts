import { describe, expect, test } from 'vitest';
import { controlId, dottedPath, moveItem, valueAt, withValueAt } from '../../../../src/lib/content-form/form-path.ts';
import { sameValue } from '../../../../src/lib/content-form/same-value.ts';

describe('form paths (issue #41: errors keyed by dotted path)', () => {
  test('dottedPath writes the server\u2019s keys; the root is "_"', () => {
    expect(dottedPath(['images', 0, 'alt'])).toBe('images.0.alt');
    expect(dottedPath([])).toBe('_');
  });

  test('valueAt reads through objects and lists', () => {
    const entry = { images: [{ alt: 'a' }], dates: { '2026': 'x' } };
    expect(valueAt(entry, ['images', 0, 'alt'])).toBe('a');
    expect(valueAt(entry, ['dates', '2026'])).toBe('x');
    expect(valueAt(entry, ['images', 3, 'alt'])).toBeUndefined();
    expect(valueAt(entry, ['images', 'alt'])).toBeUndefined();
  });

  test('withValueAt copies only the way down, removes a key for undefined and makes missing steps', () => {
    const entry = { price: { custom: 950 }, images: [{ alt: 'a' }, { alt: 'b' }], keep: { x: 1 } };
    const next = withValueAt(entry, ['images', 1, 'alt'], 'c') as typeof entry;
    expect(next.images).toEqual([{ alt: 'a' }, { alt: 'c' }]);
    expect(next.keep).toBe(entry.keep);
    expect(entry.images[1]).toEqual({ alt: 'b' });
    expect(withValueAt(entry, ['price', 'custom'], undefined)).toEqual({ ...entry, price: {} });
    expect(withValueAt({}, ['dates', '2027'], '2027-10-29')).toEqual({ dates: { '2027': '2027-10-29' } });
    expect(withValueAt({}, ['rows', 0], 'x')).toEqual({ rows: ['x'] });
  });

  test('moveItem', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });

  test('controlId is a safe id, distinct for distinct paths', () => {
    expect(controlId('f', ['images', 0, 'alt'])).toBe('f-images-0-alt');
    expect(controlId('f', ['dates', '2026-x.y'])).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(controlId('f', ['a.b'])).not.toBe(controlId('f', ['a', 'b']));
    expect(controlId('f', [])).toBe('f-root');
  });
});

test('controlId keeps a dash inside a step apart from the dash between steps', () => {
  expect(controlId('f', ['a-b'])).not.toBe(controlId('f', ['a', 'b']));
});

describe('sameValue', () => {
  test('key order and undefined keys aside, deep', () => {
    expect(sameValue({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameValue({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});
