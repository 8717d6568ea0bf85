/**
 * The content editor's calls (issue #41, docs/content-editing.md §3), over api-client.ts; answers
 * parsed with the contract in src/lib/api/content.ts. Never cached: staff must see the draft and the
 * publish state as stored right now.
 */
import {
  contentCollectionAnswer,
  contentItemAnswer,
  contentOverviewAnswer,
  contentPictureAnswer,
  contentPublishAnswer,
  contentVersionsAnswer,
  previewStateSchema,
  type ContentCollectionAnswer,
  type ContentItemAnswer,
  type ContentOverview,
  type ContentPictureAnswer,
  type ContentPublishAnswer,
  type ContentVersionsAnswer,
} from '../lib/api/content.ts';
import type { PreviewState } from '../lib/content-layer/publish-state.ts';
import { bearer, getJson, getWithHeaders, parseWith, postJson, send } from './api-client.ts';

const BASE = '/api/admin/content';

const itemPath = (collection: string, id: string) => `${BASE}/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`;

const jsonHeaders = (token: string) => ({ ...bearer(token), 'Content-Type': 'application/json' });

/** GET /api/admin/content: the collections with their draft counts, the publish and preview state. */
export async function fetchContentOverview(token: string): Promise<ContentOverview> {
  return getJson(BASE, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(contentOverviewAnswer) });
}

/** GET /api/admin/content/{collection}: its JSON Schema, ui hints and items. */
export async function fetchContentCollection(token: string, collection: string): Promise<ContentCollectionAnswer> {
  return getJson(`${BASE}/${encodeURIComponent(collection)}`, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(contentCollectionAnswer) });
}

/** GET /api/admin/content/{collection}/{id}: the draft, live and default values and the draft's etag. */
export async function fetchContentItem(token: string, collection: string, id: string): Promise<ContentItemAnswer> {
  return getJson(itemPath(collection, id), { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(contentItemAnswer) });
}

/** PUT …/{collection}/{id}: saves the draft (400 per field, 409 when another save came first). */
export async function saveContentItem(token: string, collection: string, id: string, etag: string | null, entry: Record<string, unknown>): Promise<ContentItemAnswer> {
  const answer = await send('PUT', itemPath(collection, id), JSON.stringify({ etag, entry }), { headers: jsonHeaders(token) });
  return parseWith(contentItemAnswer)(answer);
}

/** POST …/{collection}: adds a staff item. */
export async function createContentItem(token: string, collection: string, id: string, entry: Record<string, unknown>): Promise<ContentItemAnswer> {
  const answer = await postJson(`${BASE}/${encodeURIComponent(collection)}`, { id, entry }, { headers: bearer(token) });
  return parseWith(contentItemAnswer)(answer);
}

/** POST …/{collection}/{id}/discard: the item back at its live value. */
export async function discardContentItem(token: string, collection: string, id: string, etag: string | null): Promise<ContentItemAnswer> {
  const answer = await postJson(`${itemPath(collection, id)}/discard`, { etag }, { headers: bearer(token) });
  return parseWith(contentItemAnswer)(answer);
}

/** DELETE …/{collection}/{id}: removes a staff-added item (in the draft). */
export async function removeContentItem(token: string, collection: string, id: string, etag: string | null): Promise<void> {
  await send('DELETE', itemPath(collection, id), JSON.stringify({ etag }), { headers: jsonHeaders(token) });
}

/** POST /api/admin/content/pictures (multipart `file`): the value for the image field. */
export async function uploadContentPicture(token: string, file: File): Promise<ContentPictureAnswer> {
  const form = new FormData();
  form.append('file', file);
  return parseWith(contentPictureAnswer)(await send('POST', `${BASE}/pictures`, form, { headers: bearer(token) }));
}

/** GET /api/admin/content/pictures/{key}: the picture's bytes (staff only, so fetched with the session). */
export async function fetchContentPicture(token: string, key: string): Promise<Blob> {
  return (await getWithHeaders(`${BASE}/pictures/${encodeURIComponent(key)}`, token)).blob();
}

/** POST /api/admin/content/preview: asks for a preview build of the current draft. */
export async function requestContentPreview(token: string): Promise<PreviewState> {
  return parseWith(previewStateSchema)(await postJson(`${BASE}/preview`, {}, { headers: bearer(token) }));
}

/** POST /api/admin/content/publish: the draft becomes a new version, and that version is built (409 when nothing is new). */
export async function publishContent(token: string, note: string): Promise<ContentPublishAnswer> {
  const body = note.trim() === '' ? {} : { note: note.trim() };
  return parseWith(contentPublishAnswer)(await postJson(`${BASE}/publish`, body, { headers: bearer(token) }));
}

/** GET /api/admin/content/versions, newest first; `before` pages to older ones. */
export async function fetchContentVersions(token: string, before?: number): Promise<ContentVersionsAnswer> {
  const query = before === undefined ? '' : `?before=${before}`;
  return getJson(`${BASE}/versions${query}`, { headers: bearer(token), cacheTtlMs: 0, parse: parseWith(contentVersionsAnswer) });
}

/** POST /api/admin/content/versions/{n}/revert: version n's content, published as a new version. */
export async function revertContentVersion(token: string, version: number): Promise<ContentPublishAnswer> {
  return parseWith(contentPublishAnswer)(await postJson(`${BASE}/versions/${version}/revert`, {}, { headers: bearer(token) }));
}
