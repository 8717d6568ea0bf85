/**
 * Reads the staff layer a build applies from the `site-content` store (docs/content-editing.md §2, §4):
 * - CONTENT_LAYER=draft: the current draft (every `draft/{collection}/{id}` key), for a preview;
 * - CONTENT_VERSION=n: published version n (`versions/{NNNNNN}`);
 * - otherwise the latest requested version (`publish/state.requested`), so a developer's push never
 *   drops what staff published; when that version's build failed, the live one instead, so one broken
 *   version does not stop every later build (the failure stays recorded until staff publish again).
 * Answers null when there is nothing to apply (no version published yet): the build copies content/.
 * Stored values are parsed, never trusted.
 */
import { z } from 'astro/zod';
import { readPreviewState, readPublishState } from '../../server/storage/content-layer-repository.ts';
import type { Store } from '../../server/storage/blob-stores.ts';
import type { JsonObject } from '../../lib/content-layer/merge-patch.ts';
import type { Layer, LayerItem, LayerToApply } from './materialise-content.ts';

export type LayerChoice = { kind: 'draft'; draftStamp: string } | { kind: 'version'; version: number } | { kind: 'latest' };

const VERSION_DIGITS = 6;
const DRAFT_PREFIX = 'draft/';
const PICTURE_KEY = /^[a-f0-9]{20}\.(?:webp|jpg|png|svg)$/;

const removalSchema = z.object({ removed: z.literal(true) });
const patchSchema = z.record(z.string(), z.json());
const layerItemSchema = z.union([removalSchema, patchSchema]);
const versionSchema = z.object({ version: z.int().positive(), layer: z.record(z.string(), z.record(z.string(), layerItemSchema)) });
const draftItemSchema = z.union([removalSchema.loose(), z.object({ patch: patchSchema }).loose()]);

/** The layer the environment asks for (see the header). */
export function layerChoiceFromEnv(env: NodeJS.ProcessEnv = process.env): LayerChoice {
  if (env['CONTENT_LAYER'] === 'draft') return { kind: 'draft', draftStamp: env['CONTENT_DRAFT_STAMP'] ?? '' };
  if (env['CONTENT_LAYER']) throw new Error(`CONTENT_LAYER may only be "draft", not "${env['CONTENT_LAYER']}".`);
  const version = env['CONTENT_VERSION'];
  if (version === undefined || version === '') return { kind: 'latest' };
  if (!/^[1-9]\d{0,5}$/.test(version)) throw new Error(`CONTENT_VERSION must be a version number, not "${version}".`);
  return { kind: 'version', version: Number(version) };
}

export function versionKey(version: number): string {
  return `versions/${String(version).padStart(VERSION_DIGITS, '0')}`;
}

/** The layer to apply, or null for content/ as shipped. */
export async function readLayer(store: Store, choice: LayerChoice): Promise<LayerToApply | null> {
  const picture = (key: string) => readPicture(store, key);
  if (choice.kind === 'draft') {
    // Without a stamp given (a Netlify preview build), the one of the preview that was asked for.
    const draftStamp = choice.draftStamp || (await readPreviewState(store)).draftStamp;
    return { stamp: { version: 0, source: 'draft', draftStamp }, layer: await readDraftLayer(store), picture };
  }
  const version = choice.kind === 'version' ? choice.version : await latestVersion(store);
  if (version === 0) return null;
  return { stamp: { version, source: 'version' }, layer: await readVersionLayer(store, version), picture };
}

async function latestVersion(store: Store): Promise<number> {
  const state = await readPublishState(store);
  if (state.failed && state.failed.version === state.requested) return state.live?.version ?? 0;
  return state.requested;
}

async function readVersionLayer(store: Store, version: number): Promise<Layer> {
  const raw: unknown = await store.get(versionKey(version), { type: 'json' });
  if (raw === null) throw new Error(`Version ${version} does not exist in the store.`);
  const parsed = versionSchema.safeParse(raw);
  if (!parsed.success || parsed.data.version !== version) throw new Error(`Version ${version} in the store is not a valid version: ${parsed.error?.message ?? 'its number differs'}`);
  return parsed.data.layer as Layer;
}

async function readDraftLayer(store: Store): Promise<Layer> {
  const layer: Layer = {};
  for await (const page of store.list({ prefix: DRAFT_PREFIX, paginate: true })) {
    for (const { key } of page.blobs) {
      const [collection, id, ...rest] = key.slice(DRAFT_PREFIX.length).split('/');
      if (!collection || !id || rest.length > 0) throw new Error(`The draft key ${key} is not draft/{collection}/{id}.`);
      const parsed = draftItemSchema.safeParse(await store.get(key, { type: 'json' }));
      if (!parsed.success) throw new Error(`The draft item ${key} is not valid: ${parsed.error.message}`);
      const item: LayerItem = 'removed' in parsed.data ? { removed: true } : (parsed.data.patch as JsonObject);
      (layer[collection] ??= {})[id] = item;
    }
  }
  return layer;
}

async function readPicture(store: Store, key: string): Promise<Uint8Array> {
  if (!PICTURE_KEY.test(key)) throw new Error(`"${key}" is not a picture key.`);
  const bytes = await store.get(`pictures/${key}`, { type: 'arrayBuffer' });
  if (bytes === null) throw new Error(`The picture ${key} is not in the store.`);
  return new Uint8Array(bytes);
}
