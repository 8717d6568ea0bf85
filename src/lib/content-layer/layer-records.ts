/**
 * The records of the `site-content` store (docs/content-editing.md §2) and their keys, shared by the
 * functions (server/storage/content-layer-repository.ts) and the build's layer reader:
 *   draft/{collection}/{id}   DraftRecord
 *   versions/{NNNNNN}         VersionRecord (6 digits)
 *   pictures/{key}            a staff picture (picture-rule.ts PICTURE_KEY_PATTERN)
 */
import { z } from 'astro/zod';
import { isRemoved, type Layer, type LayerValue } from './layer.ts';
import type { JsonObject } from './merge-patch.ts';

export const contentActorSchema = z.object({ id: z.string(), email: z.string() });
export type ContentActorRecord = z.infer<typeof contentActorSchema>;

const jsonObjectSchema = z.record(z.string(), z.unknown());

export const draftRecordSchema = z.union([
  z.object({ removed: z.literal(true), updatedAt: z.string(), updatedBy: contentActorSchema }),
  z.object({ patch: jsonObjectSchema, updatedAt: z.string(), updatedBy: contentActorSchema }),
]);
export type DraftRecord = z.infer<typeof draftRecordSchema>;

export const layerSchema = z.record(z.string(), z.record(z.string(), jsonObjectSchema));

export const versionRecordSchema = z.object({
  version: z.number().int().min(1),
  publishedAt: z.string(),
  publishedBy: contentActorSchema,
  note: z.string(),
  /** The version this one copies (a revert). */
  revertOf: z.number().int().min(1).optional(),
  layer: layerSchema,
});
export type VersionRecord = z.infer<typeof versionRecordSchema>;

export const DRAFT_PREFIX = 'draft/';
export const VERSIONS_PREFIX = 'versions/';
export const PICTURES_PREFIX = 'pictures/';

export const draftKey = (collection: string, id: string) => `${DRAFT_PREFIX}${collection}/${id}`;
export const versionKey = (version: number) => `${VERSIONS_PREFIX}${String(version).padStart(6, '0')}`;
export const pictureBlobKey = (key: string) => `${PICTURES_PREFIX}${key}`;

/** The collection and id of a draft key, or null for another key. */
export function draftItemOf(key: string): { collection: string; id: string } | null {
  const match = /^draft\/([^/]+)\/([^/]+)$/.exec(key);
  return match?.[1] && match[2] ? { collection: match[1], id: match[2] } : null;
}

/** The number of a version key, or null for another key. */
export function versionOf(key: string): number | null {
  const match = /^versions\/(\d{6})$/.exec(key);
  return match?.[1] ? Number(match[1]) : null;
}

/** The layer value a draft record stands for. */
export function layerValueOf(record: DraftRecord): LayerValue {
  return 'removed' in record ? { removed: true } : (record.patch as JsonObject);
}

/** The draft as one layer, from its records. */
export function draftLayer(records: readonly { collection: string; id: string; record: DraftRecord }[]): Layer {
  const layer: Layer = {};
  for (const { collection, id, record } of records) (layer[collection] ??= {})[id] = layerValueOf(record);
  return layer;
}

/** A version's layer as a Layer (its values are patches or removal marks). */
export function versionLayer(record: VersionRecord): Layer {
  const layer: Layer = {};
  for (const [collection, items] of Object.entries(record.layer)) {
    for (const [id, value] of Object.entries(items)) (layer[collection] ??= {})[id] = isRemoved(value) ? { removed: true } : (value as JsonObject);
  }
  return layer;
}
