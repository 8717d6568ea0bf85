/**
 * Staff changes to the content draft (docs/content-editing.md §3): save, add, discard and remove an
 * item. Each reads the draft, checks the change as the build would (the collection's schema with the
 * picture rule, then the cross-collection checks over the merged draft), writes the item's draft key
 * conditionally (a stale etag answers 409 and stores nothing), then audits it with the patch before
 * and after; when the audit entry cannot be written the change is undone.
 */
import type { ContentCreateRequest, ContentEtagRequest, ContentItemAnswer, ContentSaveRequest } from '../../lib/api/content.ts';
import { crossCheckRefusal, schemaRefusal, type Refusal } from '../../lib/content-layer/check-entry.ts';
import { itemTitle, newIdProblem, normaliseEntry, type ContentCollection } from '../../lib/content-layer/collections.ts';
import { defaultOf, entryIn, isRemoved, REMOVED, withItem, type LayerValue } from '../../lib/content-layer/layer.ts';
import { layerValueOf, type DraftRecord } from '../../lib/content-layer/layer-records.ts';
import { diffMergePatch, isJsonObject, type JsonObject } from '../../lib/content-layer/merge-patch.ts';
import { collectingImage, pictureKeysIn, type PictureRule } from '../../lib/content-layer/picture-rule.ts';
import { HttpError } from '../http/http-error.ts';
import { auditOrUndo } from '../staff/audit-or-undo.ts';
import type { Store } from '../storage/blob-stores.ts';
import { forgetDraftItem, storedPictureKeys, writeDraftItem } from '../storage/content-layer-repository.ts';
import type { StaffUser } from '../storage/user-repository.ts';
import { auditContent, itemTarget, patchDetails, type ContentAuditAction } from './content-audit.ts';
import { ARTWORK_MANIFEST, CONTENT_DEFAULTS } from './content-defaults.ts';
import { draftItemOf, itemAnswer, loadContentState, viewOf, type ContentState } from './content-state.ts';

export const STALE_ITEM = 'Someone else changed this item since you opened it. Reload it to see their change, then make yours again.';
export const NO_SUCH_ITEM = 'There is no such item in this collection.';

const refuse = (refusal: Refusal): never => {
  throw new HttpError(400, refusal.message, { errors: refusal.errors });
};

/** The image values an entry already has (accepted again whatever the manifest says). */
function imageValuesOf(collection: ContentCollection, entries: readonly (JsonObject | null)[]): Set<string> {
  const seen = new Set<string>();
  for (const entry of entries) if (entry) collection.schema(collectingImage(seen)).safeParse(entry);
  return seen;
}

async function pictureRuleFor(store: Store, collection: ContentCollection, entry: unknown, kept: readonly (JsonObject | null)[]): Promise<PictureRule> {
  return { artwork: ARTWORK_MANIFEST, pictures: await storedPictureKeys(store, pictureKeysIn(entry)), kept: imageValuesOf(collection, kept) };
}

/** Checks `entry` as the value of (collection, id) and answers its layer value, or throws the 400. */
async function checkedValue(store: Store, state: ContentState, collection: ContentCollection, id: string, raw: Record<string, unknown>, idField: string): Promise<JsonObject> {
  const entry = normaliseEntry(collection, id, raw);
  const defaultEntry = defaultOf(CONTENT_DEFAULTS, collection.name, id);
  const live = entryIn(CONTENT_DEFAULTS, state.publishedLayer, collection.name, id);
  const rule = await pictureRuleFor(store, collection, entry, [defaultEntry, live]);
  const refusal = schemaRefusal(collection, entry, rule);
  if (refusal) refuse(refusal);
  const value = defaultEntry ? diffMergePatch(defaultEntry, entry) : entry;
  if (!isJsonObject(value)) throw new HttpError(400, 'The entry must be an object.');
  refuseBrokenReferences(state, collection.name, id, value, idField);
  return value;
}

function refuseBrokenReferences(state: ContentState, collection: string, id: string, value: LayerValue, idField = '_'): void {
  const refusal = crossCheckRefusal(viewOf(state.draft), viewOf(withItem(state.draft, collection, id, value)), { collection, id }, idField);
  if (refusal) refuse(refusal);
}

interface Write {
  action: ContentAuditAction;
  collection: ContentCollection;
  id: string;
  value: LayerValue;
  /** The etag the change was made over: null for an item with no draft key yet. */
  etag: string | null;
}

/** Writes the item's draft key over `etag`, audits it (undoing the write if the audit fails) and answers the item. */
async function writeItem(store: Store, actor: StaffUser, state: ContentState, write: Write): Promise<ContentItemAnswer> {
  const { collection, id, value } = write;
  const previous = draftItemOf(state, collection.name, id);
  const updatedBy = { id: actor._id, email: actor.email };
  const record: DraftRecord = isRemoved(value) ? { removed: true, updatedAt: new Date().toISOString(), updatedBy } : { patch: value, updatedAt: new Date().toISOString(), updatedBy };
  const etag = await writeDraftItem(store, collection.name, id, record, write.etag);
  if (etag === null) throw new HttpError(409, STALE_ITEM);
  const after = { ...state, draft: withItem(state.draft, collection.name, id, value) };
  const title = itemTitle(collection, id, entryIn(CONTENT_DEFAULTS, after.draft, collection.name, id) ?? entryIn(CONTENT_DEFAULTS, state.draft, collection.name, id));
  await auditOrUndo(
    () => auditContent(actor, write.action, itemTarget(collection.name, id, title), patchDetails(previous ? layerValueOf(previous.record) : null, value)),
    () => (previous ? writeDraftItem(store, collection.name, id, previous.record, etag) : forgetDraftItem(store, collection.name, id)),
  );
  return itemAnswer(after, collection.name, id, etag);
}

/** The etag sent must be the draft key's current one (null: no draft key), else 409 before any check. */
function requireFreshEtag(state: ContentState, collection: string, id: string, etag: string | null): void {
  if ((draftItemOf(state, collection, id)?.etag ?? null) !== etag) throw new HttpError(409, STALE_ITEM);
}

export async function saveItem(store: Store, actor: StaffUser, collection: ContentCollection, id: string, body: ContentSaveRequest): Promise<ContentItemAnswer> {
  const state = await loadContentState(store);
  if (!entryIn(CONTENT_DEFAULTS, state.draft, collection.name, id)) throw new HttpError(404, NO_SUCH_ITEM);
  requireFreshEtag(state, collection.name, id, body.etag);
  const value = await checkedValue(store, state, collection, id, body.entry, '_');
  return writeItem(store, actor, state, { action: 'content.save', collection, id, value, etag: body.etag });
}

export async function createItem(store: Store, actor: StaffUser, collection: ContentCollection, body: ContentCreateRequest): Promise<ContentItemAnswer> {
  if (!collection.canAdd) throw new HttpError(400, `Items cannot be added to ${collection.label}: edit the ones there.`);
  const id = body.id;
  const problem = newIdProblem(id);
  if (problem) throw new HttpError(400, problem, { errors: { id: problem } });
  const state = await loadContentState(store);
  const existing = draftItemOf(state, collection.name, id);
  const taken = defaultOf(CONTENT_DEFAULTS, collection.name, id) !== null || (existing !== undefined && !('removed' in existing.record)) || entryIn(CONTENT_DEFAULTS, state.publishedLayer, collection.name, id) !== null;
  if (taken) throw new HttpError(400, 'An item with this id exists already. Choose another id.', { errors: { id: 'An item with this id exists already.' } });
  const value = await checkedValue(store, state, collection, id, body.entry, 'id');
  return writeItem(store, actor, state, { action: 'content.create', collection, id, value, etag: existing?.etag ?? null });
}

/** The draft value that puts the item back as the published layer has it. */
function publishedValue(state: ContentState, collection: string, id: string): LayerValue {
  const published = state.publishedLayer[collection]?.[id];
  if (published) return published;
  return defaultOf(CONTENT_DEFAULTS, collection, id) ? {} : REMOVED;
}

export async function discardItem(store: Store, actor: StaffUser, collection: ContentCollection, id: string, body: ContentEtagRequest): Promise<ContentItemAnswer> {
  const state = await loadContentState(store);
  const current = draftItemOf(state, collection.name, id);
  if (!current && !defaultOf(CONTENT_DEFAULTS, collection.name, id)) throw new HttpError(404, NO_SUCH_ITEM);
  requireFreshEtag(state, collection.name, id, body.etag);
  if (!current) return itemAnswer(state, collection.name, id);
  const value = publishedValue(state, collection.name, id);
  refuseBrokenReferences(state, collection.name, id, value);
  return writeItem(store, actor, state, { action: 'content.discard', collection, id, value, etag: current.etag });
}

export async function removeItem(store: Store, actor: StaffUser, collection: ContentCollection, id: string, body: ContentEtagRequest): Promise<void> {
  const state = await loadContentState(store);
  if (defaultOf(CONTENT_DEFAULTS, collection.name, id)) {
    throw new HttpError(400, 'This item is built in and cannot be removed: hide it instead (its own field, e.g. "Active", "Hidden" or the post\u2019s status).');
  }
  if (!entryIn(CONTENT_DEFAULTS, state.draft, collection.name, id)) throw new HttpError(404, NO_SUCH_ITEM);
  requireFreshEtag(state, collection.name, id, body.etag);
  refuseBrokenReferences(state, collection.name, id, REMOVED);
  await writeItem(store, actor, state, { action: 'content.remove', collection, id, value: REMOVED, etag: body.etag });
}
