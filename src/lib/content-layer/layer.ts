/**
 * The staff layer over `content/` (docs/content-editing.md §1, §2): for each edited item a merge patch
 * against its default entry (a staff-added item: the whole entry), or `{ removed: true }`. Pure
 * functions that read a layer with the defaults: an item's value, the merged view the cross checks
 * read, the snapshot a version keeps, and which items differ between two layers.
 */
import type { DraftView, ItemRef } from './cross-checks.ts';
import { applyMergePatch, isEmptyPatch, isJsonObject, jsonEqual, type JsonObject } from './merge-patch.ts';

/** Collection -> id -> default entry (content/ as shipped; a blog post with its `body`). */
export type ContentDefaults = Readonly<Record<string, Readonly<Record<string, JsonObject>>>>;

export const REMOVED = { removed: true } as const;
export type Removed = typeof REMOVED;

/** One item of a layer: its patch, or the mark of a staff-added item removed. */
export type LayerValue = JsonObject | Removed;

/** Collection -> id -> layer value; a version's `layer` and the draft read as one. */
export type Layer = Record<string, Record<string, LayerValue>>;

export function isRemoved(value: unknown): value is Removed {
  return isJsonObject(value) && value['removed'] === true && Object.keys(value).length === 1;
}

export function defaultOf(defaults: ContentDefaults, collection: string, id: string): JsonObject | null {
  return defaults[collection]?.[id] ?? null;
}

/** An item's value with a layer value applied: null when it does not exist (removed, or neither default nor patch). */
export function effectiveEntry(defaultEntry: JsonObject | null, value: LayerValue | undefined): JsonObject | null {
  if (value === undefined) return defaultEntry;
  if (isRemoved(value)) return null;
  const merged = applyMergePatch(defaultEntry ?? {}, value);
  return isJsonObject(merged) ? merged : null;
}

/** The value of (collection, id) in a layer. */
export function entryIn(defaults: ContentDefaults, layer: Layer, collection: string, id: string): JsonObject | null {
  return effectiveEntry(defaultOf(defaults, collection, id), layer[collection]?.[id]);
}

/** Every item of every collection named, as the build would read them with `layer` applied. */
export function mergedView(defaults: ContentDefaults, layer: Layer, collections: readonly string[]): DraftView {
  const view = new Map<string, Map<string, JsonObject>>();
  for (const collection of collections) {
    const entries = new Map<string, JsonObject>();
    const ids = new Set([...Object.keys(defaults[collection] ?? {}), ...Object.keys(layer[collection] ?? {})]);
    for (const id of [...ids].sort()) {
      const entry = entryIn(defaults, layer, collection, id);
      if (entry) entries.set(id, entry);
    }
    view.set(collection, entries);
  }
  return view;
}

/**
 * A layer as a version keeps it: only the items that differ from `content/`. Empty patches go
 * (the default as is), and so do removal marks of items with no default (absent is the same).
 */
export function snapshotLayer(defaults: ContentDefaults, layer: Layer): Layer {
  const snapshot: Layer = {};
  for (const [collection, items] of Object.entries(layer)) {
    for (const [id, value] of Object.entries(items)) {
      const hasDefault = defaultOf(defaults, collection, id) !== null;
      if (isRemoved(value) ? !hasDefault : isEmptyPatch(value)) continue;
      (snapshot[collection] ??= {})[id] = value;
    }
  }
  return snapshot;
}

/** The items whose value differs between two layers, by collection then id. */
export function layerChanges(defaults: ContentDefaults, before: Layer, after: Layer): ItemRef[] {
  const changes: ItemRef[] = [];
  const collections = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const collection of [...collections].sort()) {
    const ids = new Set([...Object.keys(before[collection] ?? {}), ...Object.keys(after[collection] ?? {})]);
    for (const id of [...ids].sort()) {
      if (!jsonEqual(entryIn(defaults, before, collection, id), entryIn(defaults, after, collection, id))) changes.push({ collection, id });
    }
  }
  return changes;
}

/** A layer with one item's value set (a copy). */
export function withItem(layer: Layer, collection: string, id: string, value: LayerValue): Layer {
  return { ...layer, [collection]: { ...layer[collection], [id]: value } };
}
