/**
 * The staff content layer in the `site-content` store (docs/content-editing.md §2):
 *   draft/{collection}/{id}   { patch, updatedAt, updatedBy } or { removed: true, updatedAt, updatedBy }   (etag)
 *   versions/{NNNNNN}         an immutable snapshot of the whole draft layer (onlyIfNew)
 *   publish/state             PublishState (conditional, retried on conflict)
 *   preview/state             PreviewState (conditional, retried on conflict)
 *   pictures/{hash}.{ext}     a staff picture's bytes, metadata { contentType, width, height, uploadedBy, uploadedAt }
 */
import { createHash } from 'node:crypto';
import { z } from 'astro/zod';
import {
  DRAFT_PREFIX, draftItemOf, draftKey, draftRecordSchema, versionKey, versionOf, versionRecordSchema, VERSIONS_PREFIX,
  pictureBlobKey, type DraftRecord, type VersionRecord,
} from '../../lib/content-layer/layer-records.ts';
import {
  INITIAL_PREVIEW_STATE, INITIAL_PUBLISH_STATE, previewStateSchema, publishStateSchema, type PreviewState, type PublishState,
} from '../../lib/content-layer/publish-state.ts';
import { listAllKeys, StorageUnavailableError, writeOutcome, type Store } from './blob-stores.ts';
import { createRecord, listRecords, listRecordVersions, readRecord, replaceRecordTagged, type StoredRecord } from './records.ts';

export const PUBLISH_STATE_KEY = 'publish/state';
export const PREVIEW_STATE_KEY = 'preview/state';

/** A state write meeting this many conflicts in a row gives up (each conflict is another writer's step). */
const STATE_WRITE_ATTEMPTS = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The publish state (the initial one before anything was published). */
export async function readPublishState(store: Store): Promise<PublishState> {
  return (await readRecord(store, PUBLISH_STATE_KEY, publishStateSchema))?.value ?? INITIAL_PUBLISH_STATE;
}

/** The preview state (idle before any preview was asked for). */
export async function readPreviewState(store: Store): Promise<PreviewState> {
  return (await readRecord(store, PREVIEW_STATE_KEY, previewStateSchema))?.value ?? INITIAL_PREVIEW_STATE;
}

/**
 * Applies `step` (a transition of lib/content-layer/publish-state.ts) to the stored publish state with a
 * conditional write, reading again and re-applying it when another writer got there first. Answers the
 * state written (or the unchanged one when the step changed nothing).
 */
export async function updatePublishState(store: Store, step: (state: PublishState) => PublishState): Promise<PublishState> {
  return updateState(store, PUBLISH_STATE_KEY, publishStateSchema, INITIAL_PUBLISH_STATE, step);
}

/** Like updatePublishState, for the preview state. */
export async function updatePreviewState(store: Store, step: (state: PreviewState) => PreviewState): Promise<PreviewState> {
  return updateState(store, PREVIEW_STATE_KEY, previewStateSchema, INITIAL_PREVIEW_STATE, step);
}

async function updateState<S extends z.core.$ZodType>(
  store: Store,
  key: string,
  schema: S,
  initial: z.output<S>,
  step: (state: z.output<S>) => z.output<S>,
): Promise<z.output<S>> {
  for (let attempt = 0; attempt < STATE_WRITE_ATTEMPTS; attempt += 1) {
    const current = await readRecord(store, key, schema);
    const before = current?.value ?? initial;
    const next = z.parse(schema, step(before));
    if (current && JSON.stringify(next) === JSON.stringify(before)) return before;
    const written = current ? (await replaceRecordTagged(store, key, next, current.etag)) !== null : await createRecord(store, key, next);
    if (written) return next;
    await pause(5 + Math.random() * 20 * (attempt + 1));
  }
  throw new StorageUnavailableError(`Could not update ${key}: it kept changing.`);
}

export interface DraftItemRecord {
  collection: string;
  id: string;
  record: DraftRecord;
  etag: string;
}

/** One draft item with its etag, or null when staff never changed it. */
export async function readDraftItem(store: Store, collection: string, id: string): Promise<StoredRecord<DraftRecord> | null> {
  return readRecord(store, draftKey(collection, id), draftRecordSchema);
}

/** Every draft item (the whole draft), with etags. */
export async function listDraftItems(store: Store): Promise<DraftItemRecord[]> {
  const records = await listRecords(store, draftRecordSchema, DRAFT_PREFIX);
  return records.flatMap(({ key, value, etag }) => {
    const item = draftItemOf(key);
    return item ? [{ ...item, record: value, etag }] : [];
  });
}

/**
 * Writes a draft item conditionally: `etag` null writes only a new key, a string only over that
 * etag. Answers the new etag, or null when the key changed meanwhile (a stale save).
 */
export async function writeDraftItem(store: Store, collection: string, id: string, record: DraftRecord, etag: string | null): Promise<string | null> {
  const key = draftKey(collection, id);
  if (etag !== null) return replaceRecordTagged(store, key, record, etag);
  const result = await store.setJSON(key, record, { onlyIfNew: true });
  return writeOutcome(result, key) ? (result.etag ?? null) : null;
}

/** Deletes a draft key just written (only to undo a change whose audit entry failed; a removal is a `removed` record). */
export async function forgetDraftItem(store: Store, collection: string, id: string): Promise<void> {
  await store.delete(draftKey(collection, id));
}

/** Overwrites a draft item whatever it holds (a revert replaces the whole draft). */
export async function overwriteDraftItem(store: Store, collection: string, id: string, record: DraftRecord): Promise<void> {
  await store.setJSON(draftKey(collection, id), record);
}

/**
 * What identifies the current draft: a hash of every draft key with its etag, so any save, discard or
 * removal gives a new stamp (the preview state and `.content-live/.layer.json` name the draft they show).
 */
export async function readDraftStamp(store: Store): Promise<string> {
  const listed = (await listRecordVersions(store, DRAFT_PREFIX)).map(({ key, etag }) => `${key} ${etag}`).sort();
  return createHash('sha256').update(listed.join('\n')).digest('hex').slice(0, 20);
}

/** The numbers of every stored version, lowest first. */
export async function listVersionNumbers(store: Store): Promise<number[]> {
  const keys = await listAllKeys(store, VERSIONS_PREFIX);
  return keys.flatMap((key) => versionOf(key) ?? []).sort((a, b) => a - b);
}

export async function readVersion(store: Store, version: number): Promise<VersionRecord | null> {
  return (await readRecord(store, versionKey(version), versionRecordSchema))?.value ?? null;
}

/** A version's key is written once; this many clashes with other publishers in a row give up. */
const VERSION_WRITE_ATTEMPTS = 20;

/**
 * Writes the next version: number = the highest stored + 1, written only if new; when another
 * publish took that number first, `make` is called again for the next one (so the snapshot it takes
 * includes everything saved before the number it finally gets).
 */
export async function createNextVersion(store: Store, make: (version: number) => Promise<VersionRecord>): Promise<VersionRecord> {
  let next = ((await listVersionNumbers(store)).at(-1) ?? 0) + 1;
  for (let attempt = 0; attempt < VERSION_WRITE_ATTEMPTS; attempt += 1) {
    const record = versionRecordSchema.parse(await make(next));
    if (await createRecord(store, versionKey(next), record)) return record;
    next = Math.max(next + 1, ((await listVersionNumbers(store)).at(-1) ?? 0) + 1);
  }
  throw new StorageUnavailableError('Could not number a new version: other publishes kept taking the numbers.');
}

export const pictureMetadataSchema = z.object({
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type PictureMetadata = z.infer<typeof pictureMetadataSchema>;

/** Stores a picture once under its content key: false when it is there already (the same bytes). */
export async function savePicture(store: Store, key: string, bytes: Uint8Array<ArrayBuffer>, metadata: PictureMetadata): Promise<boolean> {
  return writeOutcome(await store.set(pictureBlobKey(key), bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), { metadata, onlyIfNew: true }), pictureBlobKey(key));
}

export async function readPicture(store: Store, key: string): Promise<{ bytes: ArrayBuffer; metadata: PictureMetadata } | null> {
  const found = await store.getWithMetadata(pictureBlobKey(key), { type: 'arrayBuffer' });
  if (!found) return null;
  const metadata = pictureMetadataSchema.safeParse(found.metadata);
  return metadata.success ? { bytes: found.data, metadata: metadata.data } : null;
}

/** The keys among `keys` whose picture is stored. */
export async function storedPictureKeys(store: Store, keys: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(keys.map(async (key) => ((await store.getMetadata(pictureBlobKey(key))) ? key : null)));
  return new Set(found.filter((key): key is string => key !== null));
}
