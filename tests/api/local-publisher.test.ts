/**
 * #41 The local publisher's state machine (scripts/local-platform/publisher.mjs) against real local
 * Blobs, with the build replaced by a controllable one that writes a site as the real build does
 * (tests/publish/publish-builds.test.ts runs the real build). Checks what staff rely on: coalescing,
 * a failure changing neither the site nor the draft, the swap only after success, the start-up record.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PREVIEW_GONE, replaceSiteFolders, startPublisher } from '../../scripts/local-platform/publisher.mjs';
import { requestPublish, requestPreview } from '../../src/lib/content-layer/publish-state.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { readPreviewState, readPublishState, updatePreviewState, updatePublishState } from '../../src/server/storage/content-layer-repository.ts';

interface BuildCall {
  version: string | undefined;
  layer: string | undefined;
  release: (ok: boolean) => void;
}

let project: string;
let site: string;
let calls: BuildCall[];
let publisher: ReturnType<typeof startPublisher>;
const quiet = { log: () => {}, error: () => {} };
const store = () => openStore('siteContent');

/** A build that writes a site (index.html and data/content-version.json) and its content folder, once released. */
function heldBuild({ outDir, env }: { outDir: string; env: Record<string, string> }) {
  return new Promise<{ ok: boolean; tail: string }>((resolve) => {
    calls.push({
      version: env['CONTENT_VERSION'],
      layer: env['CONTENT_LAYER'],
      release: (ok) => {
        void (async () => {
          if (!ok) return resolve({ ok: false, tail: 'Invalid content in diwali-sweets:\nkaju-katli.json: price.custom: Too small' });
          await mkdir(join(outDir, 'data'), { recursive: true });
          await writeFile(join(outDir, 'index.html'), `<body>version ${env['CONTENT_VERSION'] ?? 'draft'}</body>`);
          await writeFile(join(outDir, 'data', 'content-version.json'), JSON.stringify({ version: Number(env['CONTENT_VERSION'] ?? 0), builtAt: 'now' }));
          await mkdir(join(project, env['CONTENT_LIVE_DIR'] ?? ''), { recursive: true });
          await writeFile(join(project, env['CONTENT_LIVE_DIR'] ?? '', '.layer.json'), JSON.stringify({ version: Number(env['CONTENT_VERSION'] ?? 0) }));
          resolve({ ok: true, tail: '' });
        })();
      },
    });
  });
}

/** Resolves once the n-th build has started. */
async function buildStarted(n: number) {
  for (let tries = 0; tries < 200 && calls.length < n; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(calls.length).toBe(n);
  return calls[n - 1]!;
}

const liveText = () => readFileSync(join(site, 'index.html'), 'utf8');

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'publisher-'));
  site = join(project, 'dist');
  await mkdir(site);
  await writeFile(join(site, 'index.html'), '<body>version 0</body>');
  calls = [];
  for await (const page of store().list({ paginate: true })) for (const { key } of page.blobs) await store().delete(key);
  publisher = startPublisher({
    projectRoot: project,
    store: store(),
    buildEnv: {},
    build: heldBuild,
    log: quiet,
    pollMs: 60_000,
    swapSite: async (newSite: string, newContent: string) => {
      const cleanUp = await replaceSiteFolders({ projectRoot: project, siteDir: site, newSite, newContent });
      await cleanUp();
    },
    swapPreview: async () => {},
  });
});

afterEach(async () => {
  await publisher.stop();
  await rm(project, { recursive: true, force: true });
});

describe('#41 the local publisher', () => {
  test('two publishes during one build make one following build, of the higher version', async () => {
    await updatePublishState(store(), (state) => requestPublish(state, 1));
    publisher.wake();
    const first = await buildStarted(1);
    expect(first.version).toBe('1');
    expect((await readPublishState(store())).building?.version).toBe(1);

    await updatePublishState(store(), (state) => requestPublish(state, 2));
    publisher.wake();
    await updatePublishState(store(), (state) => requestPublish(state, 3));
    publisher.wake();
    // The old pages are served while the build runs.
    expect(liveText()).toBe('<body>version 0</body>');

    first.release(true);
    const second = await buildStarted(2);
    expect(second.version).toBe('3');
    expect(liveText()).toBe('<body>version 1</body>');
    second.release(true);
    await publisher.idle();

    expect(calls.map((call) => call.version)).toEqual(['1', '3']);
    expect(liveText()).toBe('<body>version 3</body>');
    expect(await readPublishState(store())).toMatchObject({ requested: 3, building: null, live: { version: 3 }, failed: null });
    expect(JSON.parse(readFileSync(join(project, '.content-live', '.layer.json'), 'utf8'))).toEqual({ version: 3 });
  });

  test('a failed build leaves the live site and the draft as they were and records the reason', async () => {
    const draft = { patch: { price: { custom: -5 } }, updatedAt: '2026-10-01T10:00:00.000Z', updatedBy: { id: 'u1', email: 'e@rasika.test' } };
    await store().setJSON('draft/diwali-sweets/kaju-katli', draft);
    await updatePublishState(store(), (state) => requestPublish(state, 1));
    publisher.wake();
    (await buildStarted(1)).release(false);
    await publisher.idle();

    expect(liveText()).toBe('<body>version 0</body>');
    expect(existsSync(join(project, '.content-next'))).toBe(false);
    expect(await store().get('draft/diwali-sweets/kaju-katli', { type: 'json' })).toEqual(draft);
    const state = await readPublishState(store());
    expect(state).toMatchObject({ requested: 1, building: null, live: null, failed: { version: 1, reason: 'Invalid content in diwali-sweets:\nkaju-katli.json: price.custom: Too small' } });
    // A failed version is not built again until staff publish again.
    publisher.wake();
    await publisher.idle();
    expect(calls).toHaveLength(1);
  });

  test('a queued preview is built from the draft once no publish waits', async () => {
    await updatePreviewState(store(), (state) => requestPreview(state, 'stamp-7', '2026-10-01T10:00:00.000Z'));
    publisher.wake();
    const build = await buildStarted(1);
    expect(build).toMatchObject({ version: undefined, layer: 'draft' });
    expect((await readPreviewState(store())).status).toBe('building');
    build.release(true);
    await publisher.idle();
    expect(await readPreviewState(store())).toMatchObject({ status: 'ready', draftStamp: 'stamp-7', url: '/_preview/open' });
    expect(liveText()).toBe('<body>version 0</body>');
  });

  test('at start: the version npm start built is live, and a build the server stopped in is over', async () => {
    await store().setJSON('publish/state', { requested: 4, building: { version: 4, startedAt: '2026-10-01T10:00:00.000Z' }, live: { version: 2, at: '2026-10-01T09:00:00.000Z' }, failed: null });
    await publisher.reconcile(4);
    expect(await readPublishState(store())).toMatchObject({ requested: 4, building: null, live: { version: 4 }, failed: null });

    await store().setJSON('publish/state', { requested: 5, building: { version: 5, startedAt: '2026-10-01T10:00:00.000Z' }, live: { version: 4, at: '2026-10-01T09:00:00.000Z' }, failed: null });
    await publisher.reconcile(4);
    expect(await readPublishState(store())).toMatchObject({ requested: 5, building: null, live: { version: 4 }, failed: { version: 5, reason: 'The local server stopped before this build finished.' } });
  });

  test('at start: a preview under way is asked for again, a ready one is reported gone', async () => {
    await store().setJSON('preview/state', { status: 'building', draftStamp: 's1', at: '2026-10-01T10:00:00.000Z' });
    await publisher.reconcile(0);
    expect(await readPreviewState(store())).toMatchObject({ status: 'queued', draftStamp: 's1' });

    await store().setJSON('preview/state', { status: 'ready', draftStamp: 's2', at: '2026-10-01T10:00:00.000Z', url: '/_preview/open' });
    await publisher.reconcile(0);
    expect(await readPreviewState(store())).toMatchObject({ status: 'failed', draftStamp: 's2', reason: PREVIEW_GONE });
  });
});
