import { describe, expect, test } from 'vitest';
import { campaignHref, cardListRef, contactHref, productRef, subjectFromSearch, wantsList } from '../../../../src/lib/enquiry/subject-link.ts';
import { KAJU_KATLI_STAFF } from './enquiry-fixtures.ts';

describe('contact links (issue #10)', () => {
  test('carry the subject as query parameters', () => {
    expect(contactHref({ kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium' })).toBe('/contact?product=demo-kaju-katli&size=1kg&quality=premium');
    expect(contactHref({ kind: 'package', id: 'premium' })).toBe('/contact?package=premium');
    expect(contactHref()).toBe('/contact');
  });

  test('read back the same reference', () => {
    expect(subjectFromSearch('?product=demo-kaju-katli&size=1kg&quality=premium')).toEqual({ kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium' });
    expect(subjectFromSearch('?table=restaurant')).toEqual({ kind: 'table', id: 'restaurant' });
  });

  test.each(['?product=<script>', '?product=Kaju%20Katli', '?product=kaju-katli&size=5kg', '?product=kaju-katli&quality=royal', '?colour=red', ''])(
    'ignore an altered address %s',
    (search) => {
      expect(subjectFromSearch(search)).toBeNull();
    },
  );

  test('send the list with ?list=1 and the campaign from the announcement bar', () => {
    expect(wantsList('?list=1')).toBe(true);
    expect(wantsList('?list=yes')).toBe(false);
    expect(campaignHref('/contact', 'diwali-2026-bulk-orders')).toBe('/contact?campaign=diwali-2026-bulk-orders');
    expect(campaignHref('/corporate-gifting', 'diwali-2026-bulk-orders')).toBe('/corporate-gifting');
  });

  test('a product page refers to the chosen size and quality; pack-priced products to the pack', () => {
    expect(productRef({ _id: 'demo-kaju-katli', price: KAJU_KATLI_STAFF.price ?? {} }, { size: '1kg', level: 'premium' })).toEqual({
      kind: 'product', id: 'demo-kaju-katli', size: '1kg', quality: 'premium',
    });
    expect(productRef({ _id: 'gift-3', price: { custom: 1250 } }, { size: '250g', level: 'standard' })).toEqual({ kind: 'product', id: 'gift-3' });
    expect(productRef({ _id: 'barfi', price: { '250g': 200 } }, { size: '250g', level: 'standard' })).toEqual({ kind: 'product', id: 'barfi', size: '250g' });
  });

  test('a card adds Diwali Collection items as packs and others at 250g standard', () => {
    expect(cardListRef({ _id: 'kaju-katli', category: 'Diwali Collection', price: { custom: 650 } })).toEqual({ kind: 'diwali', id: 'kaju-katli' });
    expect(cardListRef({ _id: 'demo-kaju-katli', category: 'Sweets', price: KAJU_KATLI_STAFF.price ?? {} })).toEqual({
      kind: 'product', id: 'demo-kaju-katli', size: '250g', quality: 'standard',
    });
  });
});
