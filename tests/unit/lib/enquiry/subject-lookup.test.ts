/**
 * The look-up of enquiry references in the browser (issue #10, moved out of the React hooks for
 * issue #14): which references only the API can answer, what its answers mean, and each
 * reference's result.
 */
import { describe, expect, test } from 'vitest';
import { lineKey, type SubjectRef } from '../../../../src/lib/enquiry/enquiry-subject.ts';
import { lookUpSubjects, refsToFetch, remoteEntry } from '../../../../src/lib/enquiry/subject-lookup.ts';
import { CATALOGUE } from './enquiry-fixtures.ts';

const STAFF_PRODUCT = { _id: 'kaju-barfi-special', name: 'Kaju Barfi Special', price: { '250g': 320, '500g': 600 } };

describe('refsToFetch', () => {
  test('names product and Diwali references the catalogue lacks, once per id and kind, in list order', () => {
    const refs: SubjectRef[] = [
      { kind: 'diwali', id: 'kaju-katli' },
      { kind: 'product', id: 'kaju-barfi-special', size: '250g' },
      { kind: 'product', id: 'plain-barfi' },
      { kind: 'diwali', id: 'new-pack' },
      { kind: 'product', id: 'kaju-barfi-special', size: '500g' },
      { kind: 'package', id: 'not-a-package' },
    ];
    expect(refsToFetch(refs, CATALOGUE)).toEqual([
      { kind: 'product', id: 'kaju-barfi-special', size: '250g' },
      { kind: 'diwali', id: 'new-pack' },
    ]);
  });

  test('asks nothing when every reference is in the catalogue', () => {
    expect(refsToFetch([{ kind: 'diwali', id: 'kaju-katli' }, { kind: 'product', id: 'gift-3' }], CATALOGUE)).toEqual([]);
  });
});

describe('remoteEntry', () => {
  test('turns a product into an entry of the kind asked for', () => {
    expect(remoteEntry(STAFF_PRODUCT, 'product')).toEqual({ kind: 'product', id: 'kaju-barfi-special', name: 'Kaju Barfi Special', category: 'sweets', price: STAFF_PRODUCT.price });
    expect(remoteEntry({ ...STAFF_PRODUCT, price: { custom: 500 } }, 'diwali')).toMatchObject({ kind: 'diwali', id: 'kaju-barfi-special' });
  });

  test('an inactive product is missing; missing and unreachable stay what they are', () => {
    expect(remoteEntry({ ...STAFF_PRODUCT, isActive: false }, 'product')).toBe('missing');
    expect(remoteEntry('missing', 'product')).toBe('missing');
    expect(remoteEntry('unreachable', 'diwali')).toBe('unreachable');
  });
});

describe('lookUpSubjects', () => {
  const staff = { kind: 'product', id: 'kaju-barfi-special', size: '500g' } as const;

  test('summarises catalogue references at once and keeps product ids the site was not asked about pending', () => {
    const katli = { kind: 'diwali', id: 'kaju-katli' } as const;
    const looked = lookUpSubjects([katli, staff], CATALOGUE, {});
    expect(looked[lineKey(katli)]).toMatchObject({ label: 'Kaju Katli, 500 g box, ₹650 / pack', unitPrice: 650 });
    expect(looked[lineKey(staff)]).toBe('pending');
  });

  test('uses the answers: a found product is summarised, a missing one unknown, an unreachable one unreachable', () => {
    const other = { kind: 'product', id: 'gone' } as const;
    const far = { kind: 'diwali', id: 'far-away' } as const;
    const looked = lookUpSubjects([staff, other, far], CATALOGUE, {
      'product:kaju-barfi-special': remoteEntry(STAFF_PRODUCT, 'product'),
      'product:gone': 'missing',
      'diwali:far-away': 'unreachable',
    });
    expect(looked[lineKey(staff)]).toMatchObject({ label: 'Kaju Barfi Special, 500g, ₹600', unitPrice: 600 });
    expect(looked[lineKey(other)]).toBe('unknown');
    expect(looked[lineKey(far)]).toBe('unreachable');
  });

  test('a kind the API cannot answer and the catalogue lacks is unknown; so is a size the product does not offer', () => {
    const looked = lookUpSubjects([{ kind: 'package', id: 'gold' }, { kind: 'product', id: 'plain-barfi', size: '1kg' }], CATALOGUE, {});
    expect(looked).toEqual({ 'package:gold::': 'unknown', 'product:plain-barfi:1kg:': 'unknown' });
  });
});
