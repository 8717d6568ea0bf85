/**
 * Staff content editing (issue #41; docs/content-editing.md §3), for staff with manage_content:
 *   GET    /api/admin/content                              -> overview: collections, publish and preview state
 *   GET    /api/admin/content/{collection}                 -> its JSON Schema, ui hints and items
 *   POST   /api/admin/content/{collection}                 { id, entry }  -> 201 the new item
 *   GET    /api/admin/content/{collection}/{id}            -> { id, entry, live, default, etag }
 *   PUT    /api/admin/content/{collection}/{id}            { etag, entry } -> the item (400 per field, 409 stale)
 *   DELETE /api/admin/content/{collection}/{id}            { etag }       -> { message } (staff-added items only)
 *   POST   /api/admin/content/{collection}/{id}/discard    { etag }       -> the item back at its published value
 *   POST   /api/admin/content/preview                                     -> 202 the preview state
 *   POST   /api/admin/content/publish                      { note? }      -> 202 { version, publish } (409 nothing new)
 *   GET    /api/admin/content/versions[?before=&limit=]                   -> { versions, live, nextBefore }
 *   POST   /api/admin/content/versions/{n}/revert                         -> 202 { version, publish }
 * Pictures are admin-content-pictures.mts.
 */
import type { Config } from '@netlify/functions';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import {
  CONTENT_VERSIONS_PAGE, contentCollectionAnswer, contentCreateRequest, contentEtagRequest, contentItemAnswer, contentOverviewAnswer,
  contentPublishAnswer, contentPublishRequest, contentSaveRequest, contentVersionsAnswer, contentVersionsQuery, previewStateSchema,
} from '../../src/lib/api/content.ts';
import { messageAnswer } from '../../src/lib/api/message.ts';
import { isRecordId } from '../../src/lib/api/record-id.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { createItem, discardItem, removeItem, saveItem, NO_SUCH_ITEM } from '../../src/server/content/content-commands.ts';
import { listVersions, publishDraft, requestDraftPreview, revertTo } from '../../src/server/content/content-publish.ts';
import { collectionAnswer, contentStore, itemAnswer, loadContentState, loadItemState, overviewAnswer, requireCollection } from '../../src/server/content/content-state.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import type * as z from 'zod/mini';

const BASE = '/api/admin/content';
/** A blog post's body may be long; every other entry is far smaller. */
const MAX_ENTRY_BODY_BYTES = 512 * 1024;
const MAX_SMALL_BODY_BYTES = 8 * 1024;

async function readBody<S extends z.ZodMiniType>(req: Request, schema: S, maxBytes: number): Promise<z.output<S>> {
  const parsed = schema.safeParse(await readJson(req, maxBytes));
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  return parsed.data as z.output<S>;
}

async function collectionRoute(req: Request, user: StaffUser, name: string): Promise<Response> {
  allowMethods(req, ['GET', 'POST']);
  const collection = requireCollection(name);
  const store = contentStore();
  if (req.method === 'POST') return answer(contentItemAnswer, 201, await createItem(store, user, collection, await readBody(req, contentCreateRequest, MAX_ENTRY_BODY_BYTES)));
  return answer(contentCollectionAnswer, 200, collectionAnswer(await loadContentState(store), collection));
}

async function itemRoute(req: Request, user: StaffUser, name: string, id: string): Promise<Response> {
  allowMethods(req, ['GET', 'PUT', 'DELETE']);
  const collection = requireCollection(name);
  if (!isRecordId(id)) throw new HttpError(404, NO_SUCH_ITEM);
  const store = contentStore();
  if (req.method === 'PUT') return answer(contentItemAnswer, 200, await saveItem(store, user, collection, id, await readBody(req, contentSaveRequest, MAX_ENTRY_BODY_BYTES)));
  if (req.method === 'DELETE') {
    await removeItem(store, user, collection, id, await readBody(req, contentEtagRequest, MAX_SMALL_BODY_BYTES));
    return answer(messageAnswer, 200, { message: 'The item was removed from the draft; publish to remove it from the site.' });
  }
  const item = itemAnswer(await loadItemState(store, collection.name, id), collection.name, id);
  if (!item.entry && !item.live) throw new HttpError(404, NO_SUCH_ITEM);
  return answer(contentItemAnswer, 200, item);
}

async function discardRoute(req: Request, user: StaffUser, name: string, id: string): Promise<Response> {
  allowMethods(req, ['POST']);
  const collection = requireCollection(name);
  if (!isRecordId(id)) throw new HttpError(404, NO_SUCH_ITEM);
  return answer(contentItemAnswer, 200, await discardItem(contentStore(), user, collection, id, await readBody(req, contentEtagRequest, MAX_SMALL_BODY_BYTES)));
}

async function versionsRoute(req: Request): Promise<Response> {
  allowMethods(req, ['GET']);
  const url = new URL(req.url);
  const parsed = contentVersionsQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new HttpError(400, 'Please correct the highlighted fields.', { errors: toFieldErrors(parsed.error) });
  return answer(contentVersionsAnswer, 200, await listVersions(contentStore(), { before: parsed.data.before, limit: parsed.data.limit ?? CONTENT_VERSIONS_PAGE }));
}

async function revertRoute(req: Request, user: StaffUser, raw: string): Promise<Response> {
  allowMethods(req, ['POST']);
  const version = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  if (version < 1) throw new HttpError(404, 'There is no such version.');
  return answer(contentPublishAnswer, 202, await revertTo(contentStore(), user, version));
}

/** The path's parts after /api/admin/content (a malformed escape is no path of ours). */
function pathParts(req: Request): string[] {
  try {
    return new URL(req.url).pathname.replace(/\/+$/, '').slice(BASE.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    throw new HttpError(404, 'Not found.');
  }
}

export default handle(async (req) => {
  const user = await requireUser(req, 'manage-content');
  const parts = pathParts(req);
  const [first, second, third] = parts;
  if (first === undefined) {
    allowMethods(req, ['GET']);
    return answer(contentOverviewAnswer, 200, await overviewAnswer(contentStore()));
  }
  if (parts.length === 1 && first === 'preview') {
    allowMethods(req, ['POST']);
    return answer(previewStateSchema, 202, await requestDraftPreview(contentStore()));
  }
  if (parts.length === 1 && first === 'publish') {
    allowMethods(req, ['POST']);
    const { note } = await readBody(req, contentPublishRequest, MAX_SMALL_BODY_BYTES);
    return answer(contentPublishAnswer, 202, await publishDraft(contentStore(), user, note ?? ''));
  }
  if (parts.length === 1 && first === 'versions') return versionsRoute(req);
  if (parts.length === 3 && first === 'versions' && third === 'revert' && second !== undefined) return revertRoute(req, user, second);
  if (parts.length === 1) return collectionRoute(req, user, first);
  if (parts.length === 2 && second !== undefined) return itemRoute(req, user, first, second);
  if (parts.length === 3 && third === 'discard' && second !== undefined) return discardRoute(req, user, first, second);
  throw new HttpError(404, 'Not found.');
});

export const config: Config = {
  path: [
    '/api/admin/content',
    '/api/admin/content/preview',
    '/api/admin/content/publish',
    '/api/admin/content/versions',
    '/api/admin/content/versions/:version/revert',
    '/api/admin/content/:collection',
    '/api/admin/content/:collection/:id',
    '/api/admin/content/:collection/:id/discard',
  ],
  excludedPath: ['/api/admin/content/pictures', '/api/admin/content/pictures/*'],
};
