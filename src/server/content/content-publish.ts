/**
 * Publishing the content draft (docs/content-editing.md §3, §5): publish snapshots the draft into the
 * next version and requests it, revert publishes a copy of an earlier version and makes it the draft,
 * preview asks for a build of the draft. On Netlify each then POSTs its build hook; locally nothing is
 * posted: the local server watches the publish and preview state and builds by itself.
 */
import type { ContentPublishAnswer, ContentVersionsAnswer, ContentVersionSummary } from '../../lib/api/content.ts';
import { draftProblems, schemaRefusal } from '../../lib/content-layer/check-entry.ts';
import { findCollection } from '../../lib/content-layer/collections.ts';
import { defaultOf, entryIn, isRemoved, layerChanges, REMOVED, snapshotLayer, type Layer, type LayerValue } from '../../lib/content-layer/layer.ts';
import { draftLayer, layerValueOf, versionLayer, type VersionRecord } from '../../lib/content-layer/layer-records.ts';
import { jsonEqual } from '../../lib/content-layer/merge-patch.ts';
import { pictureKeysIn } from '../../lib/content-layer/picture-rule.ts';
import {
  buildFailed, previewFailed, requestPreview, requestPublish, statusOf, type PreviewState, type PublishState,
} from '../../lib/content-layer/publish-state.ts';
import { buildHookUrl, previewBuildHookUrl } from '../env.ts';
import { HttpError } from '../http/http-error.ts';
import type { Store } from '../storage/blob-stores.ts';
import {
  createNextVersion, listDraftItems, listVersionNumbers, overwriteDraftItem, readDraftStamp, readPublishState, readVersion,
  storedPictureKeys, updatePreviewState, updatePublishState,
} from '../storage/content-layer-repository.ts';
import { mapBounded } from '../storage/map-bounded.ts';
import type { StaffUser } from '../storage/user-repository.ts';
import { postBuildHook } from './build-hooks.ts';
import { auditContent, boundedDetails } from './content-audit.ts';
import { ARTWORK_MANIFEST, CONTENT_DEFAULTS } from './content-defaults.ts';
import { loadContentState, publishView, viewOf } from './content-state.ts';

export const NOTHING_NEW = 'Nothing new to publish: the live site already shows every saved change.';

/** Problems listed in a refused publish's message (all are in `errors`). */
const PROBLEMS_IN_MESSAGE = 3;

const actorOf = (user: StaffUser) => ({ id: user._id, email: user.email });

/** Every item of a layer that the build would refuse, and every cross-collection problem, keyed "{collection}/{id}". */
async function unbuildable(store: Store, layer: Layer): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const pictures = await storedPictureKeys(store, pictureKeysIn(layer));
  const rule = { artwork: ARTWORK_MANIFEST, pictures };
  for (const [name, items] of Object.entries(layer)) {
    const collection = findCollection(name);
    for (const id of Object.keys(items)) {
      const entry = entryIn(CONTENT_DEFAULTS, layer, name, id);
      if (!entry) continue;
      const refusal = collection ? schemaRefusal(collection, entry, rule) : { errors: { _: 'This collection is no longer editable.' } };
      if (refusal) problems[`${name}/${id}`] = Object.entries(refusal.errors).map(([field, message]) => `${field}: ${message}`).join('; ');
    }
  }
  draftProblems(viewOf(layer)).forEach((problem, index) => {
    problems[`cross-check/${index + 1}`] = problem;
  });
  return problems;
}

/** Requests `version` and posts the build hook when there is one; a hook that fails marks the build failed. */
async function requestBuild(store: Store, version: number): Promise<PublishState> {
  const requested = await updatePublishState(store, (state) => requestPublish(state, version));
  const hook = buildHookUrl();
  if (!hook) return requested;
  const reason = await postBuildHook(hook, `Publish content version ${version}`);
  return reason === null ? requested : updatePublishState(store, (state) => buildFailed(state, version, new Date().toISOString(), reason));
}

function changesText(changes: readonly { collection: string; id: string }[]): string {
  return changes.length === 0 ? 'no item changed' : `changed: ${changes.map((change) => `${change.collection}/${change.id}`).join(', ')}`;
}

export async function publishDraft(store: Store, actor: StaffUser, note: string): Promise<ContentPublishAnswer> {
  const state = await loadContentState(store);
  const snapshot = snapshotLayer(CONTENT_DEFAULTS, state.draft);
  // With a build queued or running, or the last one failed, a publish always goes ahead: the builder
  // takes the highest version, and a failed one may be tried again.
  if (statusOf(state.publish) === 'live' && layerChanges(CONTENT_DEFAULTS, state.publishedLayer, snapshot).length === 0) throw new HttpError(409, NOTHING_NEW);
  const problems = await unbuildable(store, snapshot);
  const lines = Object.entries(problems).map(([item, problem]) => (item.startsWith('cross-check/') ? problem : `${item}: ${problem}`));
  if (lines.length > 0) {
    throw new HttpError(400, `The draft cannot be published until this is corrected: ${lines.slice(0, PROBLEMS_IN_MESSAGE).join(' | ')}${lines.length > PROBLEMS_IN_MESSAGE ? ` (and ${lines.length - PROBLEMS_IN_MESSAGE} more)` : ''}`, { errors: problems });
  }
  let first = true;
  const version = await createNextVersion(store, async (number) => {
    // A number another publish took first: the snapshot is taken again, so it has every save before it.
    const layer = first ? snapshot : snapshotLayer(CONTENT_DEFAULTS, draftLayer(await listDraftItems(store)));
    first = false;
    return { version: number, publishedAt: new Date().toISOString(), publishedBy: actorOf(actor), note, layer };
  });
  const changes = layerChanges(CONTENT_DEFAULTS, state.publishedLayer, versionLayer(version));
  await auditContent(actor, 'content.publish', versionTarget(version.version), boundedDetails(`${note ? `${note}; ` : ''}${changesText(changes)}`));
  return { version: version.version, publish: publishView(await requestBuild(store, version.version)) };
}

const versionTarget = (version: number) => ({ type: 'content-version', id: String(version), label: `Content version ${version}` });

/** The draft value that makes an item read as `layer` has it. */
function valueIn(layer: Layer, collection: string, id: string): LayerValue {
  return layer[collection]?.[id] ?? (defaultOf(CONTENT_DEFAULTS, collection, id) ? {} : REMOVED);
}

export async function revertTo(store: Store, actor: StaffUser, target: number): Promise<ContentPublishAnswer> {
  const earlier = await readVersion(store, target);
  if (!earlier) throw new HttpError(404, `There is no version ${target}.`);
  const { draftItems, publishedLayer } = await loadContentState(store);
  const version = await createNextVersion(store, async (number) => ({
    version: number,
    publishedAt: new Date().toISOString(),
    publishedBy: actorOf(actor),
    note: `Revert to version ${target}`,
    revertOf: target,
    layer: earlier.layer,
  }));
  // The draft becomes the copy: every item it or the copy names takes the copy's value.
  const layer = versionLayer(version);
  const items = new Map<string, { collection: string; id: string }>();
  for (const { collection, id } of draftItems) items.set(`${collection}/${id}`, { collection, id });
  for (const [collection, entries] of Object.entries(layer)) for (const id of Object.keys(entries)) items.set(`${collection}/${id}`, { collection, id });
  const updatedAt = new Date().toISOString();
  await mapBounded([...items.values()], 10, async ({ collection, id }) => {
    const value = valueIn(layer, collection, id);
    const current = draftItems.find((item) => item.collection === collection && item.id === id);
    if (current ? jsonEqual(layerValueOf(current.record), value) : isRemoved(value)) return;
    const record = isRemoved(value) ? { removed: true as const, updatedAt, updatedBy: actorOf(actor) } : { patch: value, updatedAt, updatedBy: actorOf(actor) };
    await overwriteDraftItem(store, collection, id, record);
  });
  const changes = layerChanges(CONTENT_DEFAULTS, publishedLayer, layer);
  await auditContent(actor, 'content.revert', versionTarget(version.version), boundedDetails(`copy of version ${target}; ${changesText(changes)}`));
  return { version: version.version, publish: publishView(await requestBuild(store, version.version)) };
}

export async function requestDraftPreview(store: Store): Promise<PreviewState> {
  const stamp = await readDraftStamp(store);
  const at = new Date().toISOString();
  const queued = await updatePreviewState(store, (state) => requestPreview(state, stamp, at));
  const hook = previewBuildHookUrl();
  if (!hook) return queued;
  const reason = await postBuildHook(hook, 'Preview of the content draft');
  return reason === null ? queued : updatePreviewState(store, (state) => previewFailed(state, stamp, new Date().toISOString(), reason));
}

function summaryOf(version: VersionRecord, before: VersionRecord | null): ContentVersionSummary {
  return {
    version: version.version,
    publishedAt: version.publishedAt,
    publishedBy: version.publishedBy,
    note: version.note,
    revertOf: version.revertOf ?? null,
    changes: layerChanges(CONTENT_DEFAULTS, before ? versionLayer(before) : {}, versionLayer(version)),
  };
}

/** Versions newest first, `limit` of them below `before` (all when absent), each with what it changed. */
export async function listVersions(store: Store, query: { before?: number | undefined; limit: number }): Promise<ContentVersionsAnswer> {
  const [numbers, state] = await Promise.all([listVersionNumbers(store), readPublishState(store)]);
  const older = numbers.filter((number) => query.before === undefined || number < query.before).reverse();
  const page = older.slice(0, query.limit);
  const wanted = [...new Set(page.flatMap((number) => [number, numbers[numbers.indexOf(number) - 1] ?? 0]))].filter((number) => number > 0);
  const records = new Map((await mapBounded(wanted, 10, async (number) => [number, await readVersion(store, number)] as const)));
  const versions = page.flatMap((number) => {
    const record = records.get(number);
    if (!record) return [];
    const previous = numbers[numbers.indexOf(number) - 1];
    return [summaryOf(record, previous === undefined ? null : (records.get(previous) ?? null))];
  });
  const last = page.at(-1);
  return { versions, live: state.live?.version ?? null, nextBefore: older.length > page.length && last !== undefined ? last : null };
}
