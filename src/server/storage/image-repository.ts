/**
 * Uploaded and seeded product images in the `images` store.
 * Key layout: `{uuid}` -> the image bytes, with `{ contentType }` as metadata.
 * Keys are never reused, so an image URL can be cached forever.
 */
import { randomUUID } from 'node:crypto';
import { writeOutcome, type Store } from './blob-stores.ts';

export const IMAGE_URL_PREFIX = '/api/images/';

export interface StoredImage {
  bytes: ArrayBuffer;
  contentType: string;
}

export async function saveImage(store: Store, bytes: ArrayBuffer | Uint8Array, contentType: string): Promise<string> {
  const key = randomUUID();
  const data = bytes instanceof Uint8Array ? new Blob([new Uint8Array(bytes)]) : bytes;
  const written = writeOutcome(await store.set(key, data, { metadata: { contentType }, onlyIfNew: true }), `image ${key}`);
  if (!written) throw new Error(`Image key collision for ${key}`);
  return key;
}

export async function getImage(store: Store, key: string): Promise<StoredImage | null> {
  const entry = await store.getWithMetadata(key, { type: 'arrayBuffer' });
  if (!entry) return null;
  const contentType = typeof entry.metadata['contentType'] === 'string' ? entry.metadata['contentType'] : 'application/octet-stream';
  return { bytes: entry.data, contentType };
}

export async function deleteImage(store: Store, key: string): Promise<void> {
  await store.delete(key);
}

export const imageUrl = (key: string) => `${IMAGE_URL_PREFIX}${key}`;

/** The store key of an image URL this site issued, or null for any other URL. */
export function imageKeyFromUrl(url: string): string | null {
  if (!url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return /^[0-9a-f-]{36}$/.test(key) ? key : null;
}
