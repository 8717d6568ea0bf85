/**
 * A per-instance cache of parsed records, kept fresh by the listing's etags: each call lists the keys
 * (one request per 1,000 keys, no data) and reads only the records that are new or whose etag
 * changed, so a warm function answers from memory after one listing instead of reading every blob.
 * An etag is the record's content version, so an unchanged etag means an unchanged record; deleted
 * keys drop out. Nothing is shared between writers: this is a read-side cache inside one instance.
 */
import type { z } from 'astro/zod';
import type { Store } from './blob-stores.ts';
import { listRecordVersions, readListedRecords } from './records.ts';

export interface Listing<T> {
  /** Changes whenever a record is added, changed or removed (the keys and etags listed). */
  version: string;
  /** Every record that parses, in listing order. */
  values: T[];
}

export interface ListingCache<T> {
  list(store: Store): Promise<Listing<T>>;
}

export function createListingCache<S extends z.ZodType>(schema: S): ListingCache<z.infer<S>> {
  let cache = new Map<string, { etag: string; value: z.infer<S> }>();

  return {
    async list(store) {
      const listed = await listRecordVersions(store);
      const next = new Map<string, { etag: string; value: z.infer<S> }>();
      const stale = listed.filter(({ key, etag }) => {
        const known = cache.get(key);
        if (known && etag !== '' && known.etag === etag) next.set(key, known);
        return !next.has(key);
      });
      const listedEtag = new Map(stale.map(({ key, etag }) => [key, etag]));
      // A record gone or unparsable since the listing is left out (logged), and read again next time.
      for (const record of await readListedRecords(store, stale, schema)) {
        next.set(record.key, { etag: listedEtag.get(record.key) ?? '', value: record.value });
      }
      cache = next;
      return {
        version: listed.map(({ key, etag }) => `${key}\u0000${etag}`).join('\u0001'),
        values: listed.flatMap(({ key }) => {
          const found = next.get(key);
          return found ? [found.value] : [];
        }),
      };
    },
  };
}
