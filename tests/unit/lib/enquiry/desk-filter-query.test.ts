import { describe, expect, test } from 'vitest';
import { filterParams, readFilterParams } from '../../../../src/lib/enquiry/desk-filter-query.ts';

describe('filterParams', () => {
  test('writes each non-empty part, trimmed, in a fixed order', () => {
    expect(filterParams({ to: '2026-11-30', status: 'won', q: '  Reddy ', from: '2026-11-01', category: 'sweets' }).toString()).toBe(
      'q=Reddy&status=won&category=sweets&from=2026-11-01&to=2026-11-30',
    );
  });

  test('leaves out empty and blank parts', () => {
    expect(filterParams({ q: '   ', status: undefined, from: '' }).toString()).toBe('');
  });
});

describe('readFilterParams', () => {
  test('reads back what filterParams wrote', () => {
    const filter = { q: 'RS-2611-4K7Q', status: 'contacted', category: 'banquets & hotels', from: '2026-11-01', to: '2026-11-30' } as const;
    expect(readFilterParams(filterParams(filter))).toEqual(filter);
  });

  test('reads nothing from an empty query', () => {
    expect(readFilterParams(new URLSearchParams(''))).toEqual({});
  });

  test('leaves out a part the endpoints would refuse, keeping the others', () => {
    const params = new URLSearchParams({ q: 'katli', status: 'archived', category: 'toys', from: '1 Nov', to: '2026-11-30' });
    expect(readFilterParams(params)).toEqual({ q: 'katli', to: '2026-11-30' });
  });

  test('leaves out a search longer than the 200 characters the endpoints accept', () => {
    expect(readFilterParams(new URLSearchParams({ q: 'a'.repeat(201), status: 'new' }))).toEqual({ status: 'new' });
  });

  test('drops an end day before the start day', () => {
    expect(readFilterParams(new URLSearchParams({ from: '2026-11-10', to: '2026-11-09' }))).toEqual({ from: '2026-11-10' });
  });

  test('keeps one day as start and end', () => {
    expect(readFilterParams(new URLSearchParams({ from: '2026-11-10', to: '2026-11-10' }))).toEqual({ from: '2026-11-10', to: '2026-11-10' });
  });
});
