/**
 * A per-instance cache of parsed records, kept fresh by the listing's etags: each call lists the keys
 * (one request per 1,000 keys) and reads only the records that are new or whose etag changed, so a
 * warm function answers from memory after one listing instead of reading every blob. An etag is the
 * record's content version, so an unchanged etag means an unchanged record; deleted keys drop out.
 * Nothing is shared between writers: this is a read-side cache inside one function instance.
 */
import type { z } from 'astro/zod';
import type { Store } from './blob-stores.ts';

interface Cached<T> {
  etag: string;
  value: T | undefined;
}

/** Reads this many changed records at once. */
const READ_CONCURRENCY = 25;

export interface ListingCache<T> {
  /** Every record that parses, in listing order, as of this call. */
  list(store: Store): Promise<T[]>;
}

export function createListingCache<S extends z.ZodType>(schema: S): ListingCache<z.infer<S>> {
  let cache = new Map<string, Cached<z.infer<S>>>();

  return {
    async list(store) {
      const listed: { key: string; etag: string }[] = [];
      for await (const page of store.list({ paginate: true })) {
        for (const blob of page.blobs) listed.push({ key: blob.key, etag: blob.etag });
      }
      const next = new Map<string, Cached<z.infer<S>>>();
      const stale: { key: string; etag: string }[] = [];
      for (const item of listed) {
        const known = cache.get(item.key);
        if (known && known.etag === item.etag && item.etag !== '') next.set(item.key, known);
        else stale.push(item);
      }
      for (let start = 0; start < stale.length; start += READ_CONCURRENCY) {
        const batch = stale.slice(start, start + READ_CONCURRENCY);
        const values = await Promise.all(batch.map(({ key }) => store.get(key, { type: 'json' })));
        batch.forEach(({ key, etag }, index) => {
          const parsed = schema.safeParse(values[index]);
          if (!parsed.success && values[index] !== null) console.error(`Stored record ${key} does not match its schema.`);
          // A record deleted between the listing and the read is left out, and read again next time.
          if (values[index] !== null) next.set(key, { etag, value: parsed.success ? parsed.data : undefined });
        });
      }
      cache = next;
      return listed.flatMap(({ key }) => {
        const value = next.get(key)?.value;
        return value === undefined ? [] : [value];
      });
    },
  };
}
