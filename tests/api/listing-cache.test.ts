import { getStore } from '@netlify/blobs';
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import type { Store } from '../../src/server/storage/blob-stores.ts';
import { createListingCache } from '../../src/server/storage/listing-cache.ts';

const recordSchema = z.object({ name: z.string() });

/** The store, counting the records it is asked to read. */
function countingStore(name: string): { store: Store; reads: string[] } {
  const real = getStore({ name, consistency: 'strong' });
  const reads: string[] = [];
  const store = new Proxy(real, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property === 'get' || property === 'getWithMetadata') && typeof value === 'function') {
        return (key: string, options: unknown) => {
          reads.push(key);
          return (value as (k: string, o: unknown) => Promise<unknown>).call(target, key, options);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { store, reads };
}

describe('createListingCache (issue 14: one listing instead of N reads)', () => {
  test('reads every record once, then only new or changed ones, and drops deleted ones', async () => {
    const { store, reads } = countingStore('listing-cache-test');
    await store.setJSON('a', { name: 'Kaju Katli' });
    await store.setJSON('b', { name: 'Motichoor Laddu' });
    await store.setJSON('c', { name: 'Mysore Pak' });
    const cache = createListingCache(recordSchema);

    const first = await cache.list(store);
    expect(first.values.map((r) => r.name).sort()).toEqual(['Kaju Katli', 'Motichoor Laddu', 'Mysore Pak']);
    expect(reads.sort()).toEqual(['a', 'b', 'c']);

    reads.length = 0;
    const again = await cache.list(store);
    expect(again.values).toHaveLength(3);
    expect(again.version).toBe(first.version);
    expect(reads).toEqual([]);

    await store.setJSON('b', { name: 'Boondi Laddu' });
    await store.setJSON('d', { name: 'Ariselu' });
    await store.delete('c');
    reads.length = 0;
    const changed = await cache.list(store);
    expect(changed.values.map((r) => r.name).sort()).toEqual(['Ariselu', 'Boondi Laddu', 'Kaju Katli']);
    expect(changed.version).not.toBe(first.version);
    expect(reads.sort()).toEqual(['b', 'd']);
  });

  test('leaves out a record that no longer fits its schema, without failing the others', async () => {
    const { store } = countingStore('listing-cache-bad');
    await store.setJSON('good', { name: 'Pista Barfi' });
    await store.setJSON('bad', { title: 'not a product' });
    const cache = createListingCache(recordSchema);
    expect((await cache.list(store)).values).toEqual([{ name: 'Pista Barfi' }]);
  });
});
