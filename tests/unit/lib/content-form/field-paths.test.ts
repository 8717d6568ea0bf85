import { describe, expect, test } from 'vitest';
import { fieldPaths, unplacedErrors } from '../../../../src/lib/content-form/field-paths.ts';
import type { JsonSchema } from '../../../../src/lib/content-form/json-schema.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    images: { type: 'array', items: { type: 'object', properties: { src: { type: 'string' }, alt: { type: 'string' } } } },
    dates: { type: 'object', additionalProperties: { type: 'string' } },
    geo: { type: 'object', properties: { latitude: { type: 'number' } } },
  },
};

describe('fieldPaths / unplacedErrors (every server error on its field, the rest in the summary)', () => {
  test('lists the controls and groups the form draws for this value', () => {
    const paths = fieldPaths(schema, { name: 'x', images: [{ src: 'a', alt: 'b' }], dates: { '2026': 'd' } });
    expect([...paths].sort()).toEqual(['dates', 'dates.2026', 'geo', 'images', 'images.0', 'images.0.alt', 'images.0.src', 'name']);
  });

  test('errors of the whole entry and of paths the form does not show are unplaced', () => {
    const paths = fieldPaths(schema, { images: [] });
    expect(unplacedErrors({ _: 'Duplicate slug', 'images.0.alt': 'Too short', name: 'Required', 'geo.latitude': 'x' }, paths)).toEqual([
      ['_', 'Duplicate slug'],
      ['images.0.alt', 'Too short'],
      ['geo.latitude', 'x'],
    ]);
  });
});
