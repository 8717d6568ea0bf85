/** The enquiry list as its page and the contact form show it (issue #10; lib since issue #14). */
import { describe, expect, test } from 'vitest';
import type { ListItemRef } from '../../../../src/lib/enquiry/enquiry-subject.ts';
import { checkingText, listView } from '../../../../src/lib/enquiry/list-view.ts';
import { lookUpSubjects } from '../../../../src/lib/enquiry/subject-lookup.ts';
import { CATALOGUE } from './enquiry-fixtures.ts';

const ITEMS: ListItemRef[] = [
  { kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium', quantity: 2 },
  { kind: 'product', id: 'kaju-barfi-special', quantity: 1 },
  { kind: 'diwali', id: 'kaju-katli', quantity: 3 },
  { kind: 'product', id: 'gone', quantity: 4 },
  { kind: 'product', id: 'far-away', quantity: 5 },
];

describe('listView', () => {
  const view = listView(ITEMS, lookUpSubjects(ITEMS, CATALOGUE, { 'product:gone': 'missing', 'product:far-away': 'unreachable' }));

  test('keeps the known lines in list order, each with its line key, quantity and line total', () => {
    expect(view.lines.map((line) => [line.key, line.label, line.quantity, line.lineTotal])).toEqual([
      ['product:demo-kaju-katli:1kg:premium', 'Kaju Katli, 1kg, Premium, ₹1,495', 2, 2990],
      ['diwali:kaju-katli::', 'Kaju Katli, 500 g box, ₹650 / pack', 3, 1950],
    ]);
    expect(view.items).toBe(ITEMS);
  });

  test('counts lines still looked up and lines the site could not be asked about as waiting', () => {
    expect(view.waiting).toBe(2);
  });

  test('names the items the site no longer has, to be dropped', () => {
    expect(view.stale).toEqual(['product:gone::']);
  });

  test('an empty list has no lines, nothing waiting and nothing stale', () => {
    expect(listView([], {})).toEqual({ items: [], lines: [], waiting: 0, stale: [] });
  });
});

describe('checkingText', () => {
  test('says how many items are being checked, and nothing when none is', () => {
    expect(checkingText(1)).toBe('Checking 1 item with our shop…');
    expect(checkingText(3)).toBe('Checking 3 items with our shop…');
    expect(checkingText(0)).toBeNull();
  });
});
