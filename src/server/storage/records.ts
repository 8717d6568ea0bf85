/**
 * JSON records in a Blobs store, read through a schema and written conditionally:
 * new records with onlyIfNew, edits with onlyIfMatch and the etag read with the
 * record, so concurrent writers never silently overwrite each other.
 */
import { z } from 'astro/zod';
import { writeOutcome, type Store } from './blob-stores.ts';

export interface StoredRecord<T> {
  value: T;
  etag: string;
}

/** Reads and parses a record; a blob that no longer fits the schema is reported, not trusted. */
export async function readRecord<S extends z.core.$ZodType>(
  store: Store,
  key: string,
  schema: S,
): Promise<StoredRecord<z.output<S>> | null> {
  let entry = await store.getWithMetadata(key, { type: 'json' });
  if (!entry) return null;
  let etag = entry.etag;
  if (!etag) {
    // Netlify and `npm start`'s local Blobs platform answer every read with its etag; the
    // plain emulator of `npm run dev` (@netlify/vite-plugin's BlobsServer) sends none, only
    // in listings. Take it from the listing first and read the data again: if a write
    // lands in between, the data is newer than the etag and a conditional write
    // fails safely with a conflict instead of overwriting.
    etag = await etagFromListing(store, key);
    entry = await store.getWithMetadata(key, { type: 'json' });
    if (!entry) return null;
  }
  const parsed = z.safeParse(schema, entry.data);
  if (!parsed.success) {
    console.error(`Stored record ${key} does not match its schema:`, parsed.error.issues);
    return null;
  }
  return { value: parsed.data, etag };
}

async function etagFromListing(store: Store, key: string): Promise<string> {
  const { blobs } = await store.list({ prefix: key });
  return blobs.find((blob) => blob.key === key)?.etag ?? '';
}

/**
 * Writes a record only if the key is new: true when written, false when the key exists;
 * a write storage did not confirm (no etag) throws StorageUnavailableError.
 */
export async function createRecord(store: Store, key: string, value: unknown): Promise<boolean> {
  return writeOutcome(await store.setJSON(key, value, { onlyIfNew: true }), key);
}

/** Replaces a record only if it still has the etag that was read: true when written, false on a conflict. */
export async function replaceRecord(store: Store, key: string, value: unknown, etag: string): Promise<boolean> {
  return (await replaceRecordTagged(store, key, value, etag)) !== null;
}

/** Like replaceRecord, answering the new etag (null on a conflict), so the write can be undone. */
export async function replaceRecordTagged(store: Store, key: string, value: unknown, etag: string): Promise<string | null> {
  const result = await store.setJSON(key, value, { onlyIfMatch: etag });
  return writeOutcome(result, key) ? (result.etag ?? null) : null;
}

/** Reads this many records at once when listing. */
const LIST_READ_CONCURRENCY = 25;

export interface RecordVersion {
  key: string;
  etag: string;
}

/** The key and etag of every record under a prefix, following every listing page; reads no data. */
export async function listRecordVersions(store: Store, prefix?: string): Promise<RecordVersion[]> {
  const listed: RecordVersion[] = [];
  for await (const page of store.list({ paginate: true, ...(prefix === undefined ? {} : { prefix }) })) {
    for (const blob of page.blobs) listed.push({ key: blob.key, etag: blob.etag });
  }
  return listed;
}

/** Reads and parses the listed records, a batch at a time; gone or unparsable ones are left out (logged). */
export async function readListedRecords<S extends z.core.$ZodType>(
  store: Store,
  listed: readonly RecordVersion[],
  schema: S,
): Promise<(StoredRecord<z.output<S>> & { key: string })[]> {
  const records: (StoredRecord<z.output<S>> & { key: string })[] = [];
  for (let start = 0; start < listed.length; start += LIST_READ_CONCURRENCY) {
    const batch = listed.slice(start, start + LIST_READ_CONCURRENCY);
    const entries = await Promise.all(batch.map(({ key }) => store.getWithMetadata(key, { type: 'json' })));
    entries.forEach((entry, index) => {
      const listedEntry = batch[index];
      if (!entry || !listedEntry) return;
      const parsed = z.safeParse(schema, entry.data);
      if (!parsed.success) {
        console.error(`Stored record ${listedEntry.key} does not match its schema:`, parsed.error.issues);
        return;
      }
      records.push({ key: listedEntry.key, value: parsed.data, etag: entry.etag ?? listedEntry.etag });
    });
  }
  return records;
}

/**
 * Every record under a prefix that still parses, with its etag, following every
 * listing page. The listing (which carries etags) is taken before the data is read,
 * so a record changed in between can only make a later conditional write fail.
 */
export async function listRecords<S extends z.core.$ZodType>(
  store: Store,
  schema: S,
  prefix?: string,
): Promise<(StoredRecord<z.output<S>> & { key: string })[]> {
  return readListedRecords(store, await listRecordVersions(store, prefix), schema);
}

export interface RecordPage<T> {
  records: (StoredRecord<T> & { key: string })[];
  /** The last key looked at when more keys remain (pass it back as the cursor), else null. */
  nextCursor: string | null;
}

/**
 * Reads records of `keys` in the order given, LIST_READ_CONCURRENCY at a time, until `limit`
 * of them are accepted: a listing page that reads only what it returns (plus at most one
 * batch), never every record of the store.
 */
export async function readPage<S extends z.core.$ZodType>(
  store: Store,
  schema: S,
  keys: readonly string[],
  limit: number,
  accept: (value: z.output<S>) => boolean = () => true,
): Promise<RecordPage<z.output<S>>> {
  const records: (StoredRecord<z.output<S>> & { key: string })[] = [];
  let next = 0;
  while (next < keys.length && records.length < limit) {
    const batch = keys.slice(next, next + Math.min(LIST_READ_CONCURRENCY, limit - records.length));
    const read = await Promise.all(batch.map((key) => readRecord(store, key, schema)));
    for (const [index, record] of read.entries()) {
      next += 1;
      const key = batch[index];
      if (record && key !== undefined && accept(record.value)) records.push({ key, ...record });
      if (records.length >= limit) break;
    }
  }
  return { records, nextCursor: next < keys.length ? (keys[next - 1] ?? null) : null };
}
