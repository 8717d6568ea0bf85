/**
 * Netlify's deploy events move the content's publish and preview state (docs/content-editing.md §5):
 * netlify/functions/deploy-building.mts, deploy-succeeded.mts and deploy-failed.mts, which Netlify runs
 * by their file names, with the deploy as `{ payload: { context, branch, error_message, … } }`.
 *
 * - A production deploy is the site: building → the latest requested version is building; succeeded →
 *   the version the live site now shows, read from the site itself (/data/content-version.json at the
 *   site's configured origin, never an address from the payload), is live; failed → the version being
 *   built failed, with Netlify's error message.
 * - A branch deploy of the preview branch (PREVIEW_BRANCH, default `content-preview`, built with
 *   CONTENT_LAYER=draft by PREVIEW_BUILD_HOOK_URL) is the preview, served at PREVIEW_SITE_URL: its state
 *   moves the same way, the draft it shows read from that site.
 * Any other deploy (a deploy preview of a pull request, another branch) leaves the state alone.
 */
import { z } from 'astro/zod';
import {
  buildFailed, buildSucceeded, previewFailed, previewReady, startBuild, startPreview,
} from '../../lib/content-layer/publish-state.ts';
import type { Store } from '../storage/blob-stores.ts';
import { readPublishState, updatePreviewState, updatePublishState } from '../storage/content-layer-repository.ts';

export const DEFAULT_PREVIEW_BRANCH = 'content-preview';
const CONTENT_VERSION_PATH = '/data/content-version.json';
const FETCH_TIMEOUT_MS = 5_000;

const eventSchema = z.object({
  payload: z.object({
    context: z.string(),
    branch: z.string().nullish(),
    error_message: z.string().nullish(),
  }).loose(),
});
export type DeployEvent = z.output<typeof eventSchema>['payload'];

const contentVersionSchema = z.object({ version: z.int().nonnegative(), builtAt: z.string(), draftStamp: z.string().optional() });
export type ContentVersionFile = z.output<typeof contentVersionSchema>;

export type DeployKind = 'site' | 'preview' | 'other';

/** The deploy of an event's body; null when the body is not one. */
export function parseDeployEvent(body: unknown): DeployEvent | null {
  const parsed = eventSchema.safeParse(body);
  return parsed.success ? parsed.data.payload : null;
}

export function deployKind(deploy: DeployEvent, previewBranch: string = DEFAULT_PREVIEW_BRANCH): DeployKind {
  if (deploy.context === 'production') return 'site';
  if (deploy.context === 'branch-deploy' && deploy.branch === previewBranch) return 'preview';
  return 'other';
}

/** Reads /data/content-version.json of a site. */
export async function fetchContentVersion(origin: string): Promise<ContentVersionFile> {
  const res = await fetch(new URL(CONTENT_VERSION_PATH, origin), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error', cache: 'no-store' });
  if (!res.ok) throw new Error(`${CONTENT_VERSION_PATH} answered ${res.status}`);
  return contentVersionSchema.parse(await res.json());
}

export interface DeployEventContext {
  store: Store;
  /** The live site's origin (env.ts siteOrigin). */
  siteOrigin: string | undefined;
  previewSiteUrl: string | undefined;
  previewBranch: string | undefined;
  readContentVersion?: (origin: string) => Promise<ContentVersionFile>;
  now?: () => string;
}

const nowIso = () => new Date().toISOString();

export async function onDeployBuilding(deploy: DeployEvent, ctx: DeployEventContext): Promise<DeployKind> {
  const kind = deployKind(deploy, ctx.previewBranch);
  const at = (ctx.now ?? nowIso)();
  if (kind === 'site') await updatePublishState(ctx.store, (state) => (state.requested > 0 ? startBuild(state, state.requested, at) : state));
  if (kind === 'preview') await updatePreviewState(ctx.store, (state) => (state.status === 'queued' ? startPreview(state, state.draftStamp, at) : state));
  return kind;
}

export async function onDeploySucceeded(deploy: DeployEvent, ctx: DeployEventContext): Promise<DeployKind> {
  const kind = deployKind(deploy, ctx.previewBranch);
  const read = ctx.readContentVersion ?? fetchContentVersion;
  const at = (ctx.now ?? nowIso)();
  if (kind === 'site') {
    if (!ctx.siteOrigin) throw new Error('The site origin is not configured: the live version cannot be read.');
    const { version } = await read(ctx.siteOrigin);
    await updatePublishState(ctx.store, (state) => (version > 0 || state.building ? buildSucceeded(state, version, at) : state));
  }
  if (kind === 'preview') {
    if (!ctx.previewSiteUrl) throw new Error('PREVIEW_SITE_URL is not set: the preview cannot be read.');
    const { draftStamp } = await read(ctx.previewSiteUrl);
    const url = ctx.previewSiteUrl;
    await updatePreviewState(ctx.store, (state) => previewReady(state, draftStamp ?? state.draftStamp, at, url));
  }
  return kind;
}

export async function onDeployFailed(deploy: DeployEvent, ctx: DeployEventContext): Promise<DeployKind> {
  const kind = deployKind(deploy, ctx.previewBranch);
  const at = (ctx.now ?? nowIso)();
  const reason = deploy.error_message?.trim() || 'The Netlify build failed without a message.';
  if (kind === 'site') {
    const state = await readPublishState(ctx.store);
    const version = state.building?.version ?? state.requested;
    if (version > 0) await updatePublishState(ctx.store, (current) => buildFailed(current, version, at, reason));
  }
  if (kind === 'preview') await updatePreviewState(ctx.store, (state) => previewFailed(state, state.draftStamp, at, reason));
  return kind;
}
