/** A quote and an event plan kept in the page address, so they can be shared (issue #17). */
import { describe, expect, test } from 'vitest';
import { EMPTY_PLAN, planFromParams, planToParams } from '../../../../src/lib/planning/plan-url.ts';
import { EMPTY_QUOTE, boxesFromInput, quoteFromParams, quoteToParams, withBoxes } from '../../../../src/lib/planning/quote-url.ts';

describe('quote in the address (PLAN-14)', () => {
  test('round-trips the choices and keeps other parameters', () => {
    const state = { ...EMPTY_QUOTE, lines: [{ id: 'gift-1', quantity: 70 }, { id: 'gift-2', quantity: 50 }], branding: 'printed-message' as const, printedMessage: 'Happy Diwali', date: '2026-12-20', city: 'Pune' };
    const params = quoteToParams(state, new URLSearchParams('utm_source=x'));
    expect(params.toString()).toBe('utm_source=x&gifts=gift-1%3A70%2Cgift-2%3A50&brand=printed-message&msg=Happy+Diwali&date=2026-12-20&city=Pune');
    expect(quoteFromParams(params, ['gift-1', 'gift-2'])).toEqual(state);
  });
  test('drops unknown gifts, bad quantities, brands and dates', () => {
    const params = new URLSearchParams('gifts=gift-1:0,gift-99:5,gift-2:abc,gift-3:4&brand=gold&date=2026-02-30&delivery=several');
    expect(quoteFromParams(params, ['gift-1', 'gift-2', 'gift-3'])).toEqual({ ...EMPTY_QUOTE, lines: [{ id: 'gift-3', quantity: 4 }], delivery: 'several' });
  });
  test('issue #14 boxes typed in a gift field set, add or take out that gift only', () => {
    const lines = [{ id: 'gift-1', quantity: 70 }, { id: 'gift-2', quantity: 50 }];
    expect(withBoxes(lines, 'gift-2', 20)).toEqual([{ id: 'gift-1', quantity: 70 }, { id: 'gift-2', quantity: 20 }]);
    expect(withBoxes(lines, 'gift-3', 5)).toEqual([...lines, { id: 'gift-3', quantity: 5 }]);
    expect(withBoxes(lines, 'gift-1', 0)).toEqual([{ id: 'gift-2', quantity: 50 }]);
    expect(['30', '12.7', '', '-4', 'abc'].map(boxesFromInput)).toEqual([30, 12, 0, 0, 0]);
  });
});

describe('plan in the address (PLAN-16)', () => {
  test('round-trips a plan', () => {
    const plan = { occasion: 'wedding' as const, date: '2027-02-14', guests: 300, days: 2, diet: 'jain' as const, dropped: ['rooms' as const] };
    const params = planToParams(plan, new URLSearchParams());
    expect(params.toString()).toBe('occasion=wedding&date=2027-02-14&guests=300&days=2&diet=jain&drop=rooms');
    expect(planFromParams(params)).toEqual(plan);
  });
  test('falls back on unknown values', () => {
    expect(planFromParams(new URLSearchParams('occasion=party&guests=-3&days=x&diet=keto&drop=dessert'))).toEqual(EMPTY_PLAN);
  });
});
