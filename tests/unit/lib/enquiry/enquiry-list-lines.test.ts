import { describe, expect, test } from 'vitest';
import { describeFromCatalogue } from '../../../../src/lib/enquiry/describe-subject.ts';
import { indicativeTotal, lineText, toListLine, totalText } from '../../../../src/lib/enquiry/enquiry-list-lines.ts';
import type { ListItemRef } from '../../../../src/lib/enquiry/enquiry-subject.ts';
import { CATALOGUE } from './enquiry-fixtures.ts';

function line(item: ListItemRef) {
  const summary = describeFromCatalogue(item, CATALOGUE);
  if (!summary) throw new Error(`no summary for ${item.id}`);
  return toListLine(summary, item.quantity);
}

describe('indicativeTotal (issue #10)', () => {
  test('adds unit price times quantity over every line', () => {
    const lines = [
      line({ kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium', quantity: 2 }),
      line({ kind: 'diwali', id: 'kaju-katli', quantity: 3 }),
      line({ kind: 'product', id: 'gift-3', quantity: 25 }),
    ];
    expect(lines.map((item) => item.lineTotal)).toEqual([2990, 1950, 31250]);
    expect(indicativeTotal(lines)).toEqual({ amount: 36190, unpricedLines: 0, units: 30 });
    expect(totalText(indicativeTotal(lines))).toBe('Indicative total ₹36,190 (inclusive of all taxes)');
  });

  test('leaves lines priced on request out of the amount and says so', () => {
    const priced = line({ kind: 'diwali', id: 'kaju-katli', quantity: 1 });
    const { unitPrice: _unit, lineTotal: _total, ...unpriced } = priced;
    const onRequest = { ...unpriced, id: 'x', quantity: 2 };
    const total = indicativeTotal([priced, onRequest]);
    expect(total).toEqual({ amount: 650, unpricedLines: 1, units: 3 });
    expect(totalText(total)).toBe('Indicative total ₹650 (inclusive of all taxes), plus 1 item priced on request');
  });

  test('an empty list totals nothing', () => {
    expect(indicativeTotal([])).toEqual({ amount: 0, unpricedLines: 0, units: 0 });
  });

  test('reads one line as label, quantity and line total', () => {
    expect(lineText(line({ kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium', quantity: 2 }))).toBe(
      'Kaju Katli, 1kg, Premium, ₹1,495 × 2 = ₹2,990',
    );
  });
});
