import { describe, expect, test } from 'vitest';
import { isRecordId } from '../../../../src/lib/api/record-id.ts';

describe('isRecordId (issue #15 item 5)', () => {
  test.each(['kaju-katli', 'gift-12', 'pista-lauj-4f9a2c', '0b6f1c2e-8a7d-4c1e-9f3a-2b5d6e7f8a9b', 'a'.repeat(64)])('accepts %s', (id) => {
    expect(isRecordId(id)).toBe(true);
  });

  test.each([['empty', ''], ['65 characters', 'a'.repeat(65)], ['upper case', 'Kaju'], ['a dot', 'a.b'], ['a slash', 'a/b'], ['a space', 'a b'], ['undefined', undefined]])(
    'refuses %s',
    (_name, id) => {
      expect(isRecordId(id)).toBe(false);
    },
  );
});
