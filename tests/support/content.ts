/** Calls of the content-editing API (issue #41) for API tests, and what the store holds. */
import adminContent from '../../netlify/functions/admin-content.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { bodyOf, call } from './make-request.ts';
import { bearer } from './staff-users.ts';

export const contentPath = (...parts: string[]) => ['/api/admin/content', ...parts].join('/');

/** GET a content path; `params` are what Netlify would pass (unused by the handler, which reads the path). */
export const getContent = (token: string, ...parts: string[]) => call(adminContent, contentPath(...parts), { headers: bearer(token) });

export const sendContent = (token: string, method: string, json: unknown, ...parts: string[]) =>
  call(adminContent, contentPath(...parts), { method, json, headers: bearer(token) });

export interface ItemBody {
  id: string;
  entry: Record<string, unknown> | null;
  live: Record<string, unknown> | null;
  default: Record<string, unknown> | null;
  etag: string | null;
}

export async function readItem(token: string, collection: string, id: string): Promise<ItemBody> {
  const res = await getContent(token, collection, id);
  if (res.status !== 200) throw new Error(`GET ${collection}/${id}: ${res.status} ${JSON.stringify(await bodyOf(res))}`);
  return (await res.json()) as ItemBody;
}

/** Reads the item, applies `change` to its draft entry and saves it with the etag read. */
export async function editItem(token: string, collection: string, id: string, change: (entry: Record<string, unknown>) => Record<string, unknown>): Promise<Response> {
  const item = await readItem(token, collection, id);
  return sendContent(token, 'PUT', { etag: item.etag, entry: change(structuredClone(item.entry ?? {})) }, collection, id);
}

/** Every key of the site-content store under a prefix, with its etag (to show nothing was stored). */
export async function storedKeys(prefix = ''): Promise<string[]> {
  const { blobs } = await openStore('siteContent').list({ prefix });
  return blobs.map((blob) => `${blob.key} ${blob.etag}`).sort();
}
