/**
 * The only module that opens Netlify Blobs stores. Repositories receive a store
 * from here (or from a test) and never call getStore themselves.
 *
 * Every Blobs call has a time limit (BLOB_CALL_TIMEOUT_MS) and is made once: a request
 * that fails, hangs or answers 5xx/429 becomes a storage failure at once instead of
 * @netlify/blobs' own retries (up to 5, 5 s apart), so an endpoint answers 503 within
 * seconds, and a write that timed out is never retried behind the caller's back.
 */
import { getStore, type Store } from '@netlify/blobs';

export const STORE_NAMES = {
  products: 'products',
  images: 'images',
  enquiries: 'enquiries',
  /** Derived from `enquiries`: the desk's month shards (enquiry-index.ts). */
  enquiryIndex: 'enquiry-index',
  enquiryReferences: 'enquiry-references',
  enquiryAlerts: 'enquiry-alerts',
  users: 'users',
  blogStats: 'blog-stats',
  audit: 'audit',
  throttle: 'throttle',
  sessions: 'sessions',
  meta: 'site-meta',
  /** Daily snapshots of the other stores (server/storage/backup-repository.ts). */
  backups: 'backups',
  /** Enquiry export jobs and their gzip'd CSV files, kept a day (server/storage/export-repository.ts). */
  exports: 'exports',
  /** The staff content layer: drafts, published versions, publish/preview state, pictures (content-layer-repository.ts). */
  siteContent: 'site-content',
} as const;

export type StoreKey = keyof typeof STORE_NAMES;
export type { Store };

/** One Blobs request may take this long: a request that hangs makes its endpoint answer 503 within seconds. */
export const BLOB_CALL_TIMEOUT_MS = 4_000;

/**
 * The status given to @netlify/blobs for a request that failed: below 500 and not 429,
 * so the library does not retry it, and not 200, 404 or 412, so it reports a failure
 * (reads and unconditional writes throw; conditional writes answer `modified` with no
 * etag, which records.ts turns into a StorageUnavailableError).
 */
const FAILED_STATUS = 424;

/** Thrown when storage did not do what was asked; handle() answers 503. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

function failed(reason: string): Response {
  return new Response(null, { status: FAILED_STATUS, statusText: reason, headers: { 'x-storage-failure': reason } });
}

/** fetch for @netlify/blobs: one attempt, time-limited, every failure answered as FAILED_STATUS. */
const boundedFetch: typeof fetch = async (input, init) => {
  try {
    const res = await fetch(input, { ...init, signal: AbortSignal.timeout(BLOB_CALL_TIMEOUT_MS) });
    if (res.status >= 500 || res.status === 429) {
      await res.body?.cancel();
      return failed(`storage answered ${res.status}`);
    }
    return res;
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return failed(timedOut ? `no answer within ${BLOB_CALL_TIMEOUT_MS} ms` : 'storage unreachable');
  }
};

/** Opens a site-wide store; reads see the latest write (staff screens, auth, throttles). */
export function openStore(key: StoreKey): Store {
  return getStore({ name: STORE_NAMES[key], consistency: 'strong', fetch: boundedFetch });
}

/** Opens a store for public reads that may lag a few seconds behind writes. */
export function openEventualStore(key: StoreKey): Store {
  return getStore({ name: STORE_NAMES[key], consistency: 'eventual', fetch: boundedFetch });
}

/**
 * Every key of a store under an optional prefix, following every page of the
 * listing (the Blobs API pages at 1,000 keys).
 */
export async function listAllKeys(store: Store, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  const pages = store.list({ paginate: true, ...(prefix === undefined ? {} : { prefix }) });
  for await (const page of pages) {
    for (const blob of page.blobs) keys.push(blob.key);
  }
  return keys;
}

/** The outcome of a conditional write: written (with its etag), refused by its condition, or a storage failure (thrown). */
export function writeOutcome(result: { modified: boolean; etag?: string }, what: string): boolean {
  if (!result.modified) return false;
  if (!result.etag) throw new StorageUnavailableError(`Storage did not confirm the write of ${what}.`);
  return true;
}
