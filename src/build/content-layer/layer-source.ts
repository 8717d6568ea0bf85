/**
 * Reads the staff layer a build applies from the `site-content` store (docs/content-editing.md §2, §4),
 * through the content-layer repository:
 * - CONTENT_LAYER=draft: the current draft (every `draft/{collection}/{id}` key), for a preview;
 * - CONTENT_VERSION=n: published version n (`versions/{NNNNNN}`);
 * - otherwise the latest requested version (`publish/state.requested`), so a developer's push never
 *   drops what staff published; when that version's build failed, the live one instead, so one broken
 *   version does not stop every later build (the failure stays recorded until staff publish again).
 * Answers null when there is nothing to apply (no version published yet): the build copies content/.
 */
import { draftLayer, versionLayer } from '../../lib/content-layer/layer-records.ts';
import type { Store } from '../../server/storage/blob-stores.ts';
import {
  listDraftItems, readDraftStamp, readPicture, readPublishState, readVersion,
} from '../../server/storage/content-layer-repository.ts';
import type { LayerToApply } from './materialise-content.ts';

export type LayerChoice = { kind: 'draft'; draftStamp: string } | { kind: 'version'; version: number } | { kind: 'latest' };

const PICTURE_KEY = /^[a-f0-9]{20}\.(?:webp|jpg|png|svg)$/;

/** The layer the environment asks for (see the header). */
export function layerChoiceFromEnv(env: NodeJS.ProcessEnv = process.env): LayerChoice {
  if (env['CONTENT_LAYER'] === 'draft') return { kind: 'draft', draftStamp: env['CONTENT_DRAFT_STAMP'] ?? '' };
  if (env['CONTENT_LAYER']) throw new Error(`CONTENT_LAYER may only be "draft", not "${env['CONTENT_LAYER']}".`);
  const version = env['CONTENT_VERSION'];
  if (version === undefined || version === '') return { kind: 'latest' };
  if (!/^[1-9]\d{0,5}$/.test(version)) throw new Error(`CONTENT_VERSION must be a version number, not "${version}".`);
  return { kind: 'version', version: Number(version) };
}

/** The layer to apply, or null for content/ as shipped. */
export async function readLayer(store: Store, choice: LayerChoice): Promise<LayerToApply | null> {
  const picture = (key: string) => pictureBytes(store, key);
  if (choice.kind === 'draft') {
    // Without a stamp given (a Netlify preview build), the draft's own, read before the draft.
    const draftStamp = choice.draftStamp || (await readDraftStamp(store));
    return { stamp: { version: 0, source: 'draft', draftStamp }, layer: draftLayer(await listDraftItems(store)), picture };
  }
  const version = choice.kind === 'version' ? choice.version : await latestVersion(store);
  if (version === 0) return null;
  const record = await readVersion(store, version);
  if (!record) throw new Error(`Version ${version} is not in the store (or is not a valid version).`);
  return { stamp: { version, source: 'version' }, layer: versionLayer(record), picture };
}

async function latestVersion(store: Store): Promise<number> {
  const state = await readPublishState(store);
  if (state.failed && state.failed.version === state.requested) return state.live?.version ?? 0;
  return state.requested;
}

async function pictureBytes(store: Store, key: string): Promise<Uint8Array> {
  if (!PICTURE_KEY.test(key)) throw new Error(`"${key}" is not a picture key.`);
  const found = await readPicture(store, key);
  if (!found) throw new Error(`The picture ${key} is not in the store.`);
  return new Uint8Array(found.bytes);
}
