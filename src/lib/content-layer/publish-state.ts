/**
 * The publish and preview state machines of the content layer (docs/content-editing.md §2, §5), as pure
 * transitions: each takes the current state and answers the next one, never mutating its argument. The
 * repository (server/storage/content-layer-repository.ts `updatePublishState`, `updatePreviewState`)
 * applies them with conditional writes, so two writers never lose each other's step.
 *
 * Versions only grow (a revert publishes a new, higher version), so a step about an older version than
 * the one already live is a late report and leaves `live` alone.
 */
import * as z from 'zod/mini';

const versionNumber = z.int().check(z.nonnegative());

export const publishStateSchema = z.object({
  /** Highest version asked for (0: none). */
  requested: versionNumber,
  building: z.nullable(z.object({ version: versionNumber, startedAt: z.string() })),
  /** What the public site shows. */
  live: z.nullable(z.object({ version: versionNumber, at: z.string() })),
  /** The latest failure after `live`. */
  failed: z.nullable(z.object({ version: versionNumber, at: z.string(), reason: z.string() })),
});
export type PublishState = z.output<typeof publishStateSchema>;

export const PUBLISH_STATUSES = ['queued', 'building', 'live', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Before anything was published: the site shows `content/` as shipped. */
export const INITIAL_PUBLISH_STATE: PublishState = { requested: 0, building: null, live: null, failed: null };

/** The longest failure reason kept (the last lines of a build's error). */
export const FAILURE_REASON_MAX = 2_000;

/** Asks for `version` to go live: `requested` becomes the highest version asked for. */
export function requestPublish(state: PublishState, version: number): PublishState {
  return { ...state, requested: Math.max(state.requested, version) };
}

/** A build of `version` started at `at`. */
export function startBuild(state: PublishState, version: number, at: string): PublishState {
  return { ...state, building: { version, startedAt: at } };
}

/**
 * The build of `version` finished and its pages are live. A report about a version older than the
 * live one (a late event) only ends that build.
 */
export function buildSucceeded(state: PublishState, version: number, at: string): PublishState {
  const building = state.building?.version === version ? null : state.building;
  if (state.live && state.live.version > version) return { ...state, building };
  const failed = state.failed && state.failed.version > version ? state.failed : null;
  return { ...state, building, live: { version, at }, failed };
}

/** The build of `version` failed for `reason`; the live site is unchanged. */
export function buildFailed(state: PublishState, version: number, at: string, reason: string): PublishState {
  const building = state.building?.version === version ? null : state.building;
  if (state.live && state.live.version >= version) return { ...state, building };
  if (state.failed && state.failed.version > version) return { ...state, building };
  return { ...state, building, failed: { version, at, reason: boundReason(reason) } };
}

/** The status staff see (docs/content-editing.md §2). */
export function statusOf(state: PublishState): PublishStatus {
  if (state.building) return 'building';
  const failedForRequested = state.failed !== null && state.failed.version === state.requested;
  if (state.requested > (state.live?.version ?? 0) && !failedForRequested) return 'queued';
  if (failedForRequested) return 'failed';
  return 'live';
}

/** The version the builder should build next, or null when the live site already shows the latest request. */
export function pendingVersion(state: PublishState): number | null {
  return statusOf(state) === 'queued' ? state.requested : null;
}

function boundReason(reason: string): string {
  const trimmed = reason.trim() || 'The build failed without a message.';
  return trimmed.length <= FAILURE_REASON_MAX ? trimmed : `…${trimmed.slice(-(FAILURE_REASON_MAX - 1))}`;
}

export const PREVIEW_STATUSES = ['idle', 'queued', 'building', 'ready', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

export const previewStateSchema = z.object({
  status: z.enum(PREVIEW_STATUSES),
  /** Which draft the preview shows or will show (content-layer-repository.ts `readDraftStamp`). */
  draftStamp: z.string(),
  at: z.string(),
  reason: z.optional(z.string()),
  url: z.optional(z.string()),
});
export type PreviewState = z.output<typeof previewStateSchema>;

/** No preview was ever asked for. */
export const INITIAL_PREVIEW_STATE: PreviewState = { status: 'idle', draftStamp: '', at: '' };

/** A preview of the draft stamped `draftStamp` was asked for at `at`. */
export function requestPreview(_state: PreviewState, draftStamp: string, at: string): PreviewState {
  return { status: 'queued', draftStamp, at };
}

/** The preview build of `draftStamp` started. */
export function startPreview(state: PreviewState, draftStamp: string, at: string): PreviewState {
  return { status: 'building', draftStamp, at, ...(state.url === undefined ? {} : { url: state.url }) };
}

/** The preview of `draftStamp` is built and served at `url`. A newer request waiting is kept. */
export function previewReady(state: PreviewState, draftStamp: string, at: string, url: string): PreviewState {
  if (state.status === 'queued' && state.draftStamp !== draftStamp) return { ...state, url };
  return { status: 'ready', draftStamp, at, url };
}

/** The preview build of `draftStamp` failed. A newer request waiting is kept. */
export function previewFailed(state: PreviewState, draftStamp: string, at: string, reason: string): PreviewState {
  if (state.status === 'queued' && state.draftStamp !== draftStamp) return state;
  return { status: 'failed', draftStamp, at, reason: boundReason(reason) };
}
