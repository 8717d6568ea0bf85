import { getStore } from '@netlify/blobs';
import { z } from 'astro/zod';
import { describe, expect, test } from 'vitest';
import type { Store } from '../../src/server/storage/blob-stores.ts';
import { createListingCache, createRecordCache } from '../../src/server/storage/listing-cache.ts';
import { listRecordVersions } from '../../src/server/storage/records.ts';

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

describe('createRecordCache (issue 11: a year of enquiries searched from memory)', () => {
  test('answers unchanged records from memory, in the order listed, and reads changed ones again', async () => {
    const { store, reads } = countingStore('record-cache-test');
    await store.setJSON('2', { name: 'Rao wedding' });
    await store.setJSON('1', { name: 'Reddy wedding' });
    const cache = createRecordCache(recordSchema);
    const newestFirst = async () => (await listRecordVersions(store)).sort((a, b) => b.key.localeCompare(a.key));

    expect((await cache.read(store, await newestFirst())).map((r) => r.value.name)).toEqual(['Rao wedding', 'Reddy wedding']);
    reads.length = 0;
    await store.setJSON('1', { name: 'Reddy wedding, 300 guests' });
    const again = await cache.read(store, await newestFirst());
    expect(again.map((r) => r.value.name)).toEqual(['Rao wedding', 'Reddy wedding, 300 guests']);
    expect(reads).toEqual(['1']);
  });

  test('never serves a cached copy of a record that changed and then could not be read', async () => {
    const { store } = countingStore('record-cache-gone');
    await store.setJSON('a', { name: 'Kaju Katli' });
    const cache = createRecordCache(recordSchema);
    const listedBefore = await listRecordVersions(store);
    await cache.read(store, listedBefore);
    await store.setJSON('a', { title: 'no longer an enquiry' });
    expect(await cache.read(store, await listRecordVersions(store))).toEqual([]);
  });

  test('holds at most the bound: past it, it starts again and still answers every record', async () => {
    const { store, reads } = countingStore('record-cache-bound');
    for (const key of ['a', 'b', 'c']) await store.setJSON(key, { name: key });
    const cache = createRecordCache(recordSchema, 2);
    const listed = await listRecordVersions(store);
    expect((await cache.read(store, listed)).map((r) => r.value.name).sort()).toEqual(['a', 'b', 'c']);
    reads.length = 0;
    expect((await cache.read(store, listed)).map((r) => r.value.name).sort()).toEqual(['a', 'b', 'c']);
    expect(reads).toEqual(['c']);
  });
});
