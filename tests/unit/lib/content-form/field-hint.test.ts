import { describe, expect, test } from 'vitest';
import { fieldHint } from '../../../../src/lib/content-form/field-hint.ts';
import { fromIndiaLocal, toIndiaLocal } from '../../../../src/lib/content-form/india-time.ts';
import { pictureFileProblem } from '../../../../src/lib/content-form/picture-file.ts';

describe('fieldHint (bounds in words under a control)', () => {
  test.each([
    [{ type: 'number', minimum: 1, maximum: 5 }, 'From 1 to 5.'],
    [{ type: 'integer', minimum: 1, maximum: 9007199254740991 }, '1 or more.'],
    [{ type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 }, 'More than 0.'],
    [{ type: 'string', minLength: 1, maxLength: 80 }, 'Up to 80 characters.'],
    [{ type: 'string', minLength: 8 }, 'At least 8 characters.'],
    [{ type: 'string', minLength: 1, maxLength: 100000 }, 'Up to 1,00,000 characters.'],
    [{ type: 'array', minItems: 1 }, 'At least 1 item.'],
    [{ type: 'array', maxItems: 12 }, 'Up to 12 items.'],
    [{ type: 'string', format: 'date-time', description: 'When it was added.' }, 'When it was added. India time.'],
  ] as const)('%j -> %s', (node, hint) => {
    expect(fieldHint(node)).toBe(hint);
  });

  test('nothing to say: no hint', () => {
    expect(fieldHint({ type: 'string', minLength: 1 })).toBeUndefined();
    // A weekday's group describes itself by its own name.
    expect(fieldHint({ type: 'object', description: 'Monday' }, 'Monday')).toBeUndefined();
    expect(fieldHint({ type: 'object', description: 'Monday' }, 'Hours')).toBe('Monday');
  });
});

describe('India time of a timestamp field', () => {
  test('shows +05:30 and stores UTC', () => {
    expect(toIndiaLocal('2025-09-20T10:00:00.000Z')).toBe('2025-09-20T15:30:00');
    expect(fromIndiaLocal('2025-09-20T15:30:00')).toBe('2025-09-20T10:00:00.000Z');
    expect(fromIndiaLocal('2025-09-21T01:15')).toBe('2025-09-20T19:45:00.000Z');
    expect(toIndiaLocal('soon')).toBe('');
    expect(fromIndiaLocal('soon')).toBeUndefined();
  });
});

describe('pictureFileProblem (checked before upload)', () => {
  test('JPEG, PNG and WebP up to 5 MB pass; anything else says why', () => {
    expect(pictureFileProblem({ name: 'a.webp', size: 1000, type: 'image/webp' })).toBeNull();
    expect(pictureFileProblem({ name: 'a.gif', size: 1000, type: 'image/gif' })).toBe('\u201ca.gif\u201d is not a JPEG, PNG or WebP picture.');
    expect(pictureFileProblem({ name: 'big.jpg', size: 7.25 * 1024 * 1024, type: 'image/jpeg' })).toBe('\u201cbig.jpg\u201d is 7.3 MB; a picture may be at most 5 MB.');
  });
});
