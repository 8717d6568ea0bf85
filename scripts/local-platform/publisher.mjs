/**
 * The local publisher of `npm start` (docs/content-editing.md §5): the state machine that Netlify's
 * build hook and deploy events run there, run here by the server itself.
 *
 * It watches `publish/state` and `preview/state` in the site-content store (polling every POLL_MS, and
 * at once when the server tells it a content request was answered: `wake()`). One build runs at a time:
 * - a queued publish (pendingVersion: the highest requested version, not live, not failed) is built with
 *   CONTENT_VERSION=n into a fresh folder (.netlify/site-builds/…) from a fresh content folder
 *   (.content-next). Only when the whole build succeeded does `swapSite` put both in place (the server
 *   holds requests for the moment of the swap, site-gate.mjs) and reload what the functions took from
 *   the old build; then the version is recorded live. A failed build changes neither the site nor the
 *   draft: the version is recorded failed with the last lines of the build's output. Versions requested
 *   while a build runs wait for the next round, which builds the newest one (it holds every change
 *   saved before it), so two publishes during one build make one more build, not two;
 * - else a queued preview is built with CONTENT_LAYER=draft into .netlify/preview-builds/…, served only
 *   to a browser holding the preview cookie (preview-cookie.mjs).
 * Every wait is bounded: a build may take BUILD_TIMEOUT_MS, a round at most MAX_BUILDS_PER_ROUND builds.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildFailed, buildSucceeded, pendingVersion, previewFailed, previewReady, requestPreview, startBuild, startPreview,
} from '../../src/lib/content-layer/publish-state.ts';
import { readPreviewState, readPublishState, updatePreviewState, updatePublishState } from '../../src/server/storage/content-layer-repository.ts';
import { LIVE_CONTENT_DIR } from '../../src/build/content-root.ts';

export const POLL_MS = Number(process.env.LOCAL_PUBLISH_POLL_MS ?? 1_000);
export const BUILD_TIMEOUT_MS = Number(process.env.LOCAL_BUILD_TIMEOUT_MS ?? 10 * 60_000);
/** Builds one round may run before it yields to the next poll. */
export const MAX_BUILDS_PER_ROUND = 4;
/** Lines of a failed build's output kept as the reason staff see. */
export const FAILURE_LINES = 25;
/** Where the link of a ready preview points (the editor adds `token` and `path`). */
export const PREVIEW_OPEN_PATH = '/_preview/open';

/** What staff read when the server restarted after a preview was ready. */
export const PREVIEW_GONE = 'The local server restarted since this preview was built: ask for a new preview.';

const NEXT_CONTENT_DIR = '.content-next';
const PREVIEW_CONTENT_DIR = '.content-preview';
const now = () => new Date().toISOString();

/**
 * Runs the project's build (`npm run build`, so there is one definition of it) into `outDir`.
 * @param {{ projectRoot: string, outDir: string, env: Record<string, string>, timeoutMs?: number, signal?: AbortSignal }} options
 * @returns {Promise<{ ok: boolean, tail: string }>}
 */
export function runBuild({ projectRoot, outDir, env, timeoutMs = BUILD_TIMEOUT_MS, signal }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build', '--', '--outDir', outDir], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    /** @type {string[]} */
    const lines = [];
    const keep = (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        // Blank lines and stack frames say nothing to staff; the error's own lines do.
        if (line.trim() === '' || /^\s+at /.test(line)) continue;
        lines.push(line.replace(/\x1b\[[0-9;]*m/g, ''));
        if (lines.length > FAILURE_LINES * 4) lines.splice(0, lines.length - FAILURE_LINES * 4);
      }
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let timedOut = false;
    // The build's whole process group: npm, node, astro and its workers.
    const kill = () => {
      try {
        if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    signal?.addEventListener('abort', kill, { once: true });
    const finish = (/** @type {boolean} */ ok, /** @type {string} */ note = '') => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
      resolve({ ok, tail: [...lines.slice(-FAILURE_LINES), ...(note ? [note] : [])].join('\n') });
    };
    child.on('error', (error) => finish(false, `The build could not start: ${error.message}`));
    child.on('close', (code) => {
      if (timedOut) finish(false, `The build took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`);
      else if (signal?.aborted) finish(false, 'The local server stopped during the build.');
      else finish(code === 0, code === 0 ? '' : `The build ended with exit code ${code}.`);
    });
  });
}

/** The version a finished build shows (its data/content-version.json). */
async function builtVersion(dir) {
  const file = join(dir, 'data', 'content-version.json');
  if (!existsSync(file)) return undefined;
  return /** @type {{ version: number, draftStamp?: string }} */ (JSON.parse(await readFile(file, 'utf8')));
}

/**
 * @param {{
 *   projectRoot: string,
 *   store: import('@netlify/blobs').Store,
 *   buildEnv: Record<string, string>,
 *   swapSite: (newSite: string, newContent: string) => Promise<void>,
 *   swapPreview: (newPreview: string) => Promise<void>,
 *   build?: typeof runBuild,
 *   log?: Pick<Console, 'log' | 'error'>,
 *   pollMs?: number,
 * }} options
 */
export function startPublisher({ projectRoot, store, buildEnv, swapSite, swapPreview, build = runBuild, log = console, pollMs = POLL_MS }) {
  const builds = join(projectRoot, '.netlify', 'site-builds');
  const previews = join(projectRoot, '.netlify', 'preview-builds');
  let running = false;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();
  /** @type {Promise<void>} */
  let current = Promise.resolve();
  /** Resolvers of `idle()`, called when a round ends with nothing left to build. */
  /** @type {(() => void)[]} */
  let waiters = [];

  async function publish(version) {
    await updatePublishState(store, (state) => startBuild(state, version, now()));
    const outDir = join(builds, `v${version}-${Date.now()}`);
    await mkdir(builds, { recursive: true });
    const started = Date.now();
    log.log(`Publishing version ${version}: building…`);
    const result = await build({ projectRoot, outDir, signal: stopping.signal, env: { ...buildEnv, CONTENT_VERSION: String(version), CONTENT_LIVE_DIR: NEXT_CONTENT_DIR } });
    if (stopping.signal.aborted) return; // reconcile() records it at the next start
    const built = result.ok ? await builtVersion(outDir) : undefined;
    if (result.ok && built?.version === version) {
      const builtAt = Date.now();
      await swapSite(outDir, join(projectRoot, NEXT_CONTENT_DIR));
      await updatePublishState(store, (state) => buildSucceeded(state, version, now()));
      log.log(`Version ${version} is live: built in ${((builtAt - started) / 1000).toFixed(1)} s, swapped in and the functions reloaded in ${((Date.now() - builtAt) / 1000).toFixed(1)} s.`);
      return;
    }
    const reason = result.ok ? `The build did not produce version ${version} (it holds ${built?.version ?? 'nothing'}).` : result.tail;
    await rm(outDir, { recursive: true, force: true });
    await rm(join(projectRoot, NEXT_CONTENT_DIR), { recursive: true, force: true });
    await updatePublishState(store, (state) => buildFailed(state, version, now(), reason));
    log.error(`Version ${version} failed to build; the live site is unchanged.\n${reason}`);
  }

  async function preview(draftStamp) {
    await updatePreviewState(store, (state) => startPreview(state, draftStamp, now()));
    const outDir = join(previews, String(Date.now()));
    await mkdir(previews, { recursive: true });
    const result = await build({ projectRoot, outDir, signal: stopping.signal, env: { ...buildEnv, CONTENT_LAYER: 'draft', CONTENT_DRAFT_STAMP: draftStamp, CONTENT_LIVE_DIR: PREVIEW_CONTENT_DIR } });
    if (stopping.signal.aborted) return;
    if (result.ok) {
      await swapPreview(outDir);
      await updatePreviewState(store, (state) => previewReady(state, draftStamp, now(), PREVIEW_OPEN_PATH));
      log.log('The preview is ready.');
      return;
    }
    await rm(outDir, { recursive: true, force: true });
    await updatePreviewState(store, (state) => previewFailed(state, draftStamp, now(), result.tail));
    log.error(`The preview failed to build.\n${result.tail}`);
  }

  /** Builds what is queued, newest publish first, at most MAX_BUILDS_PER_ROUND builds. */
  async function round() {
    for (let done = 0; done < MAX_BUILDS_PER_ROUND && !stopped; done += 1) {
      const version = pendingVersion(await readPublishState(store));
      if (version !== null) {
        await publish(version);
        continue;
      }
      const previewState = await readPreviewState(store);
      if (previewState.status !== 'queued') return;
      await preview(previewState.draftStamp);
    }
  }

  /** Starts a round unless one runs; one that runs goes round once more when it ends. */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    current = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          log.error('The publisher could not read or record the content state (it tries again):', error);
        }
      } while (again && !stopped);
      running = false;
      const resolved = waiters;
      waiters = [];
      for (const resolve of resolved) resolve();
    })();
  }

  const timer = setInterval(wake, pollMs);
  timer.unref();

  /**
   * What the server found at its start: the build `npm start` made first is live (the latest requested
   * version, or the live one when that failed), and a build that was under way when the server stopped
   * is over; a preview under way is asked for again, and a ready one is gone (previews are not kept).
   */
  async function reconcile(startedVersion) {
    await updatePublishState(store, (state) => {
      let next = state;
      if (startedVersion > (next.live?.version ?? 0)) next = buildSucceeded(next, startedVersion, now());
      if (next.building) next = buildFailed(next, next.building.version, now(), 'The local server stopped before this build finished.');
      return next;
    });
    await updatePreviewState(store, (state) => {
      if (state.status === 'building') return requestPreview(state, state.draftStamp, now());
      // Preview builds are not kept across a restart: the link of a ready one would find nothing.
      if (state.status === 'ready') return previewFailed(state, state.draftStamp, now(), PREVIEW_GONE);
      return state;
    });
  }

  return {
    wake,
    reconcile,
    /** Resolves once no build runs (after a wake: once what was queued is built). */
    idle() {
      if (!running) return Promise.resolve();
      return new Promise((resolve) => waiters.push(() => resolve(undefined)));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopping.abort();
      await current;
    },
  };
}

/**
 * Puts a finished build in place of the site folder and its content folder in place of .content-live:
 * two renames each, the old ones removed afterwards (the server holds requests around this call).
 * @param {{ projectRoot: string, siteDir: string, newSite: string, newContent: string }} options
 */
export async function replaceSiteFolders({ projectRoot, siteDir, newSite, newContent }) {
  const stamp = Date.now();
  const oldSite = join(projectRoot, '.netlify', 'site-builds', `old-${stamp}`);
  const liveContent = join(projectRoot, LIVE_CONTENT_DIR);
  const oldContent = join(projectRoot, '.netlify', 'site-builds', `old-content-${stamp}`);
  if (existsSync(siteDir)) await rename(siteDir, oldSite);
  await rename(newSite, siteDir);
  if (existsSync(liveContent)) await rename(liveContent, oldContent);
  await rename(newContent, liveContent);
  return async () => {
    await rm(oldSite, { recursive: true, force: true });
    await rm(oldContent, { recursive: true, force: true });
  };
}
