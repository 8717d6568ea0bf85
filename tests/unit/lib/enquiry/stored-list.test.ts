import { describe, expect, test } from 'vitest';
import { parseStoredList } from '../../../../src/lib/enquiry/stored-list.ts';

const good = { kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium', quantity: 2 };

describe('parseStoredList (issue #10)', () => {
  test('reads a stored list', () => {
    expect(parseStoredList(JSON.stringify([good, { kind: 'diwali', id: 'kaju-katli', quantity: 3 }]))).toEqual({
      items: [good, { kind: 'diwali', id: 'kaju-katli', quantity: 3 }],
      dropped: 0,
    });
  });

  test('drops bad items one by one and keeps the rest', () => {
    const stored = [good, { kind: 'dish', id: 'paneer-tikka', quantity: 1 }, { kind: 'product', id: 'x', quantity: 0 }, { kind: 'product', id: 'Bad Id', quantity: 1 },
      { kind: 'product', id: 'y', size: '5kg', quantity: 1 }, null, 'text', { kind: 'product', id: 'z', quantity: 10_001 }];
    expect(parseStoredList(JSON.stringify(stored))).toEqual({ items: [good], dropped: 7 });
  });

  test('drops corrupted JSON or another shape whole, with a count, never throwing', () => {
    expect(parseStoredList('[{"kind":')).toEqual({ items: [], dropped: 1 });
    expect(parseStoredList('{"items":[]}')).toEqual({ items: [], dropped: 1 });
    expect(parseStoredList(null)).toEqual({ items: [], dropped: 0 });
  });

  test('merges repeated lines and keeps at most 30', () => {
    const many = Array.from({ length: 32 }, (_, i) => ({ kind: 'diwali', id: `sweet-${i}`, quantity: 1 }));
    const { items, dropped } = parseStoredList(JSON.stringify([good, good, ...many]));
    expect(items).toHaveLength(30);
    expect(items[0]).toEqual({ ...good, quantity: 4 });
    expect(dropped).toBe(3);
  });
});
