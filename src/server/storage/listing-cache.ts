/**
 * Per-instance caches of parsed records, kept fresh by the listing's etags. An etag is the record's
 * content version, so a record whose listed etag is unchanged is answered from memory and only new or
 * changed records are read; a warm function answers after one listing (one request per 1,000 keys,
 * no data) instead of reading every blob. Nothing is shared between writers: these are read-side
 * caches inside one instance.
 */
import type { z } from 'astro/zod';
import type { Store } from './blob-stores.ts';
import { listRecordVersions, readListedRecords, type RecordVersion } from './records.ts';

export interface Listing<T> {
  /** Changes whenever a record is added, changed or removed (the keys and etags listed). */
  version: string;
  /** Every record that parses, in listing order. */
  values: T[];
}

export interface ListingCache<T> {
  list(store: Store): Promise<Listing<T>>;
}

export interface CachedRecord<T> {
  key: string;
  etag: string;
  value: T;
}

export interface RecordCache<T> {
  /**
   * The listed records that parse, in the order given: those cached under the same etag from memory,
   * the rest read (a record gone or unparsable since the listing is left out, logged, and read
   * again next time).
   */
  read(store: Store, listed: readonly RecordVersion[]): Promise<CachedRecord<T>[]>;
  /** Keeps only the given keys (drops records deleted since). */
  retain(keys: ReadonlySet<string>): void;
}

/**
 * A record cache that holds at most `maxRecords` records; past that it starts again from what it has just
 * read, so an instance never holds more than a bounded number of records in memory.
 */
export function createRecordCache<S extends z.core.$ZodType>(schema: S, maxRecords = 20_000): RecordCache<z.output<S>> {
  let cache = new Map<string, CachedRecord<z.output<S>>>();

  return {
    async read(store, listed) {
      const known = new Map<string, z.output<S>>();
      const stale = listed.filter(({ key, etag }) => {
        const cached = cache.get(key);
        if (cached && etag !== '' && cached.etag === etag) known.set(key, cached.value);
        return !known.has(key);
      });
      const listedEtag = new Map(stale.map(({ key, etag }) => [key, etag]));
      const fresh = await readListedRecords(store, stale, schema);
      if (cache.size + fresh.length > maxRecords) cache = new Map();
      for (const record of fresh) {
        known.set(record.key, record.value);
        if (cache.size < maxRecords) cache.set(record.key, { key: record.key, etag: listedEtag.get(record.key) ?? '', value: record.value });
      }
      return listed.flatMap(({ key, etag }) => (known.has(key) ? [{ key, etag, value: known.get(key) as z.output<S> }] : []));
    },
    retain(keys) {
      for (const key of cache.keys()) if (!keys.has(key)) cache.delete(key);
    },
  };
}

export function createListingCache<S extends z.core.$ZodType>(schema: S): ListingCache<z.output<S>> {
  const records = createRecordCache(schema);

  return {
    async list(store) {
      const listed = await listRecordVersions(store);
      records.retain(new Set(listed.map(({ key }) => key)));
      return {
        version: listed.map(({ key, etag }) => `${key}\u0000${etag}`).join('\u0001'),
        values: (await records.read(store, listed)).map((record) => record.value),
      };
    },
  };
}
