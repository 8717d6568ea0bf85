/**
 * The only module that opens Netlify Blobs stores. Repositories receive a store
 * from here (or from a test) and never call getStore themselves.
 */
import { getStore, type Store } from '@netlify/blobs';

export const STORE_NAMES = {
  products: 'products',
  images: 'images',
  enquiries: 'enquiries',
  enquiryReferences: 'enquiry-references',
  users: 'users',
  blogStats: 'blog-stats',
  audit: 'audit',
  throttle: 'throttle',
  meta: 'site-meta',
} as const;

export type StoreKey = keyof typeof STORE_NAMES;
export type { Store };

/** Opens a site-wide store; reads see the latest write (staff screens, auth, throttles). */
export function openStore(key: StoreKey): Store {
  return getStore({ name: STORE_NAMES[key], consistency: 'strong' });
}

/** Opens a store for public reads that may lag a few seconds behind writes. */
export function openEventualStore(key: StoreKey): Store {
  return getStore({ name: STORE_NAMES[key], consistency: 'eventual' });
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
