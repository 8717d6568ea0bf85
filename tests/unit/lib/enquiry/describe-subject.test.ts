import { describe, expect, test } from 'vitest';
import { describeFromCatalogue } from '../../../../src/lib/enquiry/describe-subject.ts';
import type { SubjectRef } from '../../../../src/lib/enquiry/enquiry-subject.ts';
import { CATALOGUE } from './enquiry-fixtures.ts';

describe('describeFromCatalogue (issue #10 summary builder)', () => {
  test.each<[string, SubjectRef, string, string]>([
    ['a product with size and quality', { kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium' }, 'Kaju Katli, 1kg, Premium, ₹1,495', 'sweets'],
    ['a product at its default quality', { kind: 'product', id: 'demo-kaju-katli', size: '500g' }, 'Kaju Katli, 500g, Standard, ₹610', 'sweets'],
    ['a product without quality levels', { kind: 'product', id: 'plain-barfi', size: '500g' }, 'Plain Barfi, 500g, ₹380', 'sweets'],
    ['a corporate gift with its MRP', { kind: 'product', id: 'gift-3' }, 'Sohan Halwa Heritage Tin, MRP ₹1,250', 'corporate'],
    ['a hamper priced per pack', { kind: 'product', id: 'diwali-delight-box' }, 'Diwali Delight Box, ₹1,150 / pack', 'gifting'],
    ['a Diwali pack', { kind: 'diwali', id: 'kaju-katli' }, 'Kaju Katli, 500 g box, ₹650 / pack', 'sweets'],
    ['a catering package', { kind: 'package', id: 'premium' }, 'Premium package, Up to 100 guests, ₹50,000', 'restaurants & catering'],
    ['a catering service', { kind: 'service', id: 'wedding-catering' }, 'Wedding Catering', 'restaurants & catering'],
    ['a dish', { kind: 'dish', id: 'paneer-tikka' }, 'Paneer Tikka, ₹299', 'restaurants & catering'],
    ['a table', { kind: 'table', id: 'restaurant' }, 'A table at Rasika Grand Hotels & Banquets', 'restaurants & catering'],
    ['a hall', { kind: 'venue', id: 'darbar-hall' }, 'Darbar Hall, Up to 400 guests', 'banquets & hotels'],
    ['the announcement campaign', { kind: 'campaign', id: 'diwali-2026-bulk-orders' }, 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!', 'corporate'],
  ])('describes %s from the site data', (_case, ref, label, category) => {
    const summary = describeFromCatalogue(ref, CATALOGUE);
    expect(summary?.label).toBe(label);
    expect(summary?.category).toBe(category);
  });

  test('keeps the chosen size, quality and unit price as data', () => {
    expect(describeFromCatalogue({ kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium' }, CATALOGUE)).toEqual({
      kind: 'product',
      id: 'demo-kaju-katli',
      name: 'Kaju Katli',
      size: '1kg',
      quality: 'premium',
      unitPrice: 1495,
      label: 'Kaju Katli, 1kg, Premium, ₹1,495',
      category: 'sweets',
    });
  });

  test.each<[string, SubjectRef]>([
    ['an unknown id', { kind: 'product', id: 'no-such-sweet' }],
    ['an id of another kind', { kind: 'dish', id: 'premium' }],
    ['a size the product does not offer', { kind: 'product', id: 'plain-barfi', size: '1kg' }],
    ['a quality on a product without quality levels', { kind: 'product', id: 'plain-barfi', size: '250g', quality: 'premium' }],
    ['a size on a pack-priced product', { kind: 'product', id: 'gift-3', size: '500g' }],
    ['options on a package', { kind: 'package', id: 'premium', size: '1kg' }],
    ['an inherited object key', { kind: 'product', id: 'constructor' }],
  ])('gives no summary for %s', (_case, ref) => {
    expect(describeFromCatalogue(ref, CATALOGUE)).toBeNull();
  });
});
