/** The browser's look-ups of staff-created products for enquiry summaries (issue #14: no framework). */
import { describe, expect, test, vi } from 'vitest';
import { createRemoteLookup } from '../../../../src/islands/enquiry-list/remote-lookup.ts';
import type { ProductAnswer } from '../../../../src/lib/enquiry/subject-lookup.ts';
import { CATALOGUE } from '../../lib/enquiry/enquiry-fixtures.ts';

const PRODUCT = { _id: 'kaju-barfi-special', name: 'Kaju Barfi Special', price: { '250g': 320 } };

describe('createRemoteLookup', () => {
  test('asks once per id the catalogue lacks and collects the answers', async () => {
    const lookUp = vi.fn(async (id: string): Promise<ProductAnswer> => (id === PRODUCT._id ? PRODUCT : 'missing'));
    const lookup = createRemoteLookup(lookUp);
    const refs = [{ kind: 'product', id: 'kaju-barfi-special' }, { kind: 'diwali', id: 'kaju-katli' }, { kind: 'product', id: 'gone' }] as const;
    lookup.request(refs, CATALOGUE);
    lookup.request(refs, CATALOGUE);
    expect(lookUp.mock.calls).toEqual([['kaju-barfi-special'], ['gone']]);
    await vi.waitFor(() => expect(Object.keys(lookup.$entries.get())).toHaveLength(2));
    expect(lookup.$entries.get()).toEqual({
      'product:kaju-barfi-special': { kind: 'product', id: 'kaju-barfi-special', name: 'Kaju Barfi Special', category: 'sweets', price: PRODUCT.price },
      'product:gone': 'missing',
    });
  });

  test('a look-up that fails is unreachable (the item is kept)', async () => {
    const lookup = createRemoteLookup(() => Promise.reject(new Error('chunk failed to load')));
    lookup.request([{ kind: 'product', id: 'kaju-barfi-special' }], CATALOGUE);
    await vi.waitFor(() => expect(lookup.$entries.get()).toEqual({ 'product:kaju-barfi-special': 'unreachable' }));
  });

  test('asks nothing when the catalogue has every reference', () => {
    const lookUp = vi.fn(async (): Promise<ProductAnswer> => 'missing');
    createRemoteLookup(lookUp).request([{ kind: 'diwali', id: 'kaju-katli' }], CATALOGUE);
    expect(lookUp).not.toHaveBeenCalled();
  });
});
