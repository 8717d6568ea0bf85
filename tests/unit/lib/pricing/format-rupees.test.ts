import { describe, expect, test } from 'vitest';
import { formatRupees } from '../../../../src/lib/pricing/format-rupees.ts';

describe('formatRupees (G-17)', () => {
  test.each([
    [0, '₹0'],
    [60, '₹60'],
    [950, '₹950'],
    [1250, '₹1,250'],
    [100000, '₹1,00,000'],
    [1234567, '₹12,34,567'],
  ])('shows %d as %s in whole rupees with Indian grouping', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  test.each([
    [450, '₹450.00'],
    [1250.5, '₹1,250.50'],
    [100000, '₹1,00,000.00'],
  ])('PDP-09 shows %d as %s with 2 decimals', (amount, text) => {
    expect(formatRupees(amount, 'decimal')).toBe(text);
  });

  test('rounds whole rupees for cards', () => {
    expect(formatRupees(649.6)).toBe('₹650');
  });
});
