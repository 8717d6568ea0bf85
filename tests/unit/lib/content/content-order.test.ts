/** The order content lists are shown in (content/README.md), and the slide links other pages borrow artwork by. */
import { describe, expect, test } from 'vitest';
import { byGiftNumber, byOrder } from '../../../../src/lib/content/content-order.ts';
import { slideLeadsTo } from '../../../../src/lib/content/hero-slide-schema.ts';

const entry = (id: string, order: number) => ({ id, data: { order } });

describe('byOrder', () => {
  test('puts the lowest order first', () => {
    const sorted = [entry('c', 3), entry('a', 1), entry('b', 2)].toSorted(byOrder);
    expect(sorted.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  test('orders entries with the same order by id, whatever order they were read in', () => {
    const forwards = [entry('kaju', 2), entry('barfi', 2), entry('laddu', 1)].toSorted(byOrder);
    const backwards = [entry('barfi', 2), entry('kaju', 2), entry('laddu', 1)].toSorted(byOrder);
    expect(forwards.map(({ id }) => id)).toEqual(['laddu', 'barfi', 'kaju']);
    expect(backwards).toEqual(forwards);
  });

  test('keeps the whole entry', () => {
    const sorted = [{ id: 'b', data: { order: 2, title: 'Two' } }, { id: 'a', data: { order: 1, title: 'One' } }].toSorted(byOrder);
    expect(sorted.map(({ data }) => data.title)).toEqual(['One', 'Two']);
  });
});

describe('byGiftNumber', () => {
  test('lists corporate gifts 1, 2, … 19 by number, not as text', () => {
    const gifts = [10, 2, 19, 1].map((id) => ({ data: { id } }));
    expect(gifts.toSorted(byGiftNumber).map(({ data }) => data.id)).toEqual([1, 2, 10, 19]);
  });
});

describe('slideLeadsTo', () => {
  const slide = { cta: { href: '/mithai' }, actions: [{ href: '/catering-events' }, { href: '/contact' }] };

  test('is true for the link of the slide itself', () => {
    expect(slideLeadsTo(slide, '/mithai')).toBe(true);
  });

  test('is true for the link of one of its buttons', () => {
    expect(slideLeadsTo(slide, '/catering-events')).toBe(true);
  });

  test('is false for a page the slide does not link to', () => {
    expect(slideLeadsTo(slide, '/corporate-gifting')).toBe(false);
    expect(slideLeadsTo({ cta: { href: '/' }, actions: [] }, '/catering-events')).toBe(false);
  });
});
