/**
 * The content layer as the staff screens read it (docs/content-editing.md §3): the draft (every
 * draft key), the published layer (the latest requested version, what the site shows once built),
 * and the views of one item, one collection and the whole (overview).
 */
import type {
  ContentCollectionAnswer, ContentCollectionMeta, ContentItemAnswer, ContentItemSummary, ContentOverview, PublishStatusView,
} from '../../lib/api/content.ts';
import { CONTENT_COLLECTIONS, findCollection, itemTitle, type ContentCollection } from '../../lib/content-layer/collections.ts';
import type { DraftView } from '../../lib/content-layer/cross-checks.ts';
import { editorForm } from '../../lib/content-layer/editor-schema.ts';
import { defaultOf, entryIn, mergedView, type Layer } from '../../lib/content-layer/layer.ts';
import { draftLayer, versionLayer, type VersionRecord } from '../../lib/content-layer/layer-records.ts';
import { jsonEqual } from '../../lib/content-layer/merge-patch.ts';
import { statusOf, type PublishState } from '../../lib/content-layer/publish-state.ts';
import { HttpError } from '../http/http-error.ts';
import { openStore, type Store } from '../storage/blob-stores.ts';
import {
  listDraftItems, readDraftItem, readPreviewState, readPublishState, readVersion, type DraftItemRecord,
} from '../storage/content-layer-repository.ts';
import { CONTENT_DEFAULTS } from './content-defaults.ts';

export const COLLECTION_NAMES = CONTENT_COLLECTIONS.map((collection) => collection.name);

export const contentStore = (): Store => openStore('siteContent');

export interface ContentState {
  draftItems: DraftItemRecord[];
  draft: Layer;
  publish: PublishState;
  /** The latest requested version, or null before the first publish. */
  published: VersionRecord | null;
  publishedLayer: Layer;
}

export async function loadContentState(store: Store): Promise<ContentState> {
  const [draftItems, publish] = await Promise.all([listDraftItems(store), readPublishState(store)]);
  return stateOf(store, draftItems, publish);
}

/**
 * The state as one item's answer needs it: that item's draft record only (an item without a draft key
 * is unchanged, so the answer is the same as over the whole draft), in three reads whatever the size of
 * the draft, where loadContentState reads every draft key. Not for saves: their checks need the whole draft.
 */
export async function loadItemState(store: Store, collection: string, id: string): Promise<ContentState> {
  const [stored, publish] = await Promise.all([readDraftItem(store, collection, id), readPublishState(store)]);
  return stateOf(store, stored ? [{ collection, id, record: stored.value, etag: stored.etag }] : [], publish);
}

async function stateOf(store: Store, draftItems: DraftItemRecord[], publish: PublishState): Promise<ContentState> {
  const published = publish.requested > 0 ? await readVersion(store, publish.requested) : null;
  return { draftItems, draft: draftLayer(draftItems), publish, published, publishedLayer: published ? versionLayer(published) : {} };
}

/** The merged view of a layer over every collection (what the cross checks read). */
export function viewOf(layer: Layer): DraftView {
  return mergedView(CONTENT_DEFAULTS, layer, COLLECTION_NAMES);
}

export function requireCollection(name: string | undefined): ContentCollection {
  const collection = name === undefined ? undefined : findCollection(name);
  if (!collection) throw new HttpError(404, 'There is no such content collection.');
  return collection;
}

export function publishView(state: PublishState): PublishStatusView {
  return { ...state, status: statusOf(state) };
}

export function draftItemOf(state: ContentState, collection: string, id: string): DraftItemRecord | undefined {
  return state.draftItems.find((item) => item.collection === collection && item.id === id);
}

/** One item as the editor opens it. */
export function itemAnswer(state: ContentState, collection: string, id: string, etag?: string | null): ContentItemAnswer {
  return {
    id,
    entry: entryIn(CONTENT_DEFAULTS, state.draft, collection, id),
    live: entryIn(CONTENT_DEFAULTS, state.publishedLayer, collection, id),
    default: defaultOf(CONTENT_DEFAULTS, collection, id),
    etag: etag === undefined ? (draftItemOf(state, collection, id)?.etag ?? null) : etag,
  };
}

/** Every id a collection has in the defaults, the draft or the published layer, in id order. */
function idsOf(state: ContentState, collection: string): string[] {
  const ids = new Set([
    ...Object.keys(CONTENT_DEFAULTS[collection] ?? {}),
    ...Object.keys(state.draft[collection] ?? {}),
    ...Object.keys(state.publishedLayer[collection] ?? {}),
  ]);
  return [...ids].sort();
}

function summaries(state: ContentState, collection: ContentCollection): ContentItemSummary[] {
  return idsOf(state, collection.name).flatMap((id) => {
    const entry = entryIn(CONTENT_DEFAULTS, state.draft, collection.name, id);
    const live = entryIn(CONTENT_DEFAULTS, state.publishedLayer, collection.name, id);
    if (!entry && !live) return [];
    return [{
      id,
      title: itemTitle(collection, id, entry ?? live),
      origin: defaultOf(CONTENT_DEFAULTS, collection.name, id) ? 'builtin' : 'staff',
      changed: !jsonEqual(entry, live),
      removed: entry === null,
    }];
  });
}

function meta(state: ContentState, collection: ContentCollection, items = summaries(state, collection)): ContentCollectionMeta {
  return {
    name: collection.name,
    label: collection.label,
    storage: collection.storage,
    canAdd: collection.canAdd,
    canRemove: collection.canAdd,
    count: items.filter((item) => !item.removed).length,
    drafts: items.filter((item) => item.changed).length,
  };
}

export function collectionAnswer(state: ContentState, collection: ContentCollection): ContentCollectionAnswer {
  const items = summaries(state, collection);
  const { schema, ui } = editorForm(collection);
  return { collection: meta(state, collection, items), schema, ui, items };
}

export async function overviewAnswer(store: Store): Promise<ContentOverview> {
  const [state, preview] = await Promise.all([loadContentState(store), readPreviewState(store)]);
  const collections = CONTENT_COLLECTIONS.map((collection) => meta(state, collection));
  return { collections, publish: publishView(state.publish), preview, draftChanges: collections.reduce((sum, collection) => sum + collection.drafts, 0) };
}
