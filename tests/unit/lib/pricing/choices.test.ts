import { describe, expect, test } from 'vitest';
import { QUALITY_LEVELS, SIZES } from '../../../../src/lib/catalogue/product-schema.ts';
import { QUALITY_CHOICES, SIZE_CHOICES } from '../../../../src/lib/pricing/choices.ts';

describe('size and quality choices (CONST-16, CONST-18)', () => {
  test('are the schema lists, in the same order', () => {
    expect(SIZE_CHOICES).toEqual(SIZES);
    expect(QUALITY_CHOICES).toEqual(QUALITY_LEVELS);
  });
});
