/**
 * The staff content layer in the `site-content` store (docs/content-editing.md §2):
 *   draft/{collection}/{id}   { patch, updatedAt, updatedBy } or { removed: true, updatedAt, updatedBy }   (etag)
 *   versions/{NNNNNN}         an immutable snapshot of the whole draft layer (onlyIfNew)
 *   publish/state             PublishState (conditional, retried on conflict)
 *   preview/state             PreviewState (conditional, retried on conflict)
 *   pictures/{hash}.{ext}     a staff picture's bytes, metadata { contentType, width, height, uploadedBy, uploadedAt }
 */
import { z } from 'astro/zod';
import {
  INITIAL_PREVIEW_STATE, INITIAL_PUBLISH_STATE, previewStateSchema, publishStateSchema, type PreviewState, type PublishState,
} from '../../lib/content-layer/publish-state.ts';
import { StorageUnavailableError, type Store } from './blob-stores.ts';
import { createRecord, readRecord, replaceRecordTagged } from './records.ts';

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
