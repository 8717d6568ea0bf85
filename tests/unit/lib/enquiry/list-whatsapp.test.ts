import { describe, expect, test } from 'vitest';
import { describeFromCatalogue } from '../../../../src/lib/enquiry/describe-subject.ts';
import { toListLine } from '../../../../src/lib/enquiry/enquiry-list-lines.ts';
import { WHATSAPP_URL_LIMIT, listWhatsappText, listWhatsappUrl } from '../../../../src/lib/enquiry/list-whatsapp.ts';
import type { ListItemRef } from '../../../../src/lib/enquiry/enquiry-subject.ts';
import { CATALOGUE } from './enquiry-fixtures.ts';

const WA = '919849045678';

function line(item: ListItemRef) {
  const summary = describeFromCatalogue(item, CATALOGUE);
  if (!summary) throw new Error(`no summary for ${item.id}`);
  return toListLine(summary, item.quantity);
}

const THREE = [
  line({ kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium', quantity: 2 }),
  line({ kind: 'diwali', id: 'kaju-katli', quantity: 3 }),
  line({ kind: 'product', id: 'gift-3', quantity: 25 }),
];

describe('listWhatsappText (issue #10)', () => {
  test('reads one line per item, then the indicative total', () => {
    expect(listWhatsappText(THREE, WA)).toBe(
      [
        'Hi, I would like to enquire about these items:',
        '1. Kaju Katli, 1kg, Premium, ₹1,495 × 2 = ₹2,990',
        '2. Kaju Katli, 500 g box, ₹650 / pack × 3 = ₹1,950',
        '3. Sohan Halwa Heritage Tin, MRP ₹1,250 × 25 = ₹31,250',
        'Indicative total ₹36,190 (inclusive of all taxes)',
      ].join('\n'),
    );
    expect(listWhatsappUrl(THREE, WA)).toBe(`https://wa.me/${WA}?text=${encodeURIComponent(listWhatsappText(THREE, WA))}`);
  });

  test('a full list of 30 items stays under the URL limit and says how many lines it left out', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => line({ kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium', quantity: 1000 + i }));
    const url = listWhatsappUrl(thirty, WA);
    expect(url.length).toBeLessThanOrEqual(WHATSAPP_URL_LIMIT);
    const text = listWhatsappText(thirty, WA);
    const shown = text.split('\n').filter((row) => /^\d+\. /.test(row)).length;
    expect(shown).toBeGreaterThan(5);
    expect(text).toContain(`…and ${30 - shown} more items`);
    expect(text.split('\n').at(-1)).toMatch(/^Indicative total ₹/);
  });
});
