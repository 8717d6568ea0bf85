/**
 * #41 Netlify's deploy events move the content's publish and preview state (netlify/functions/deploy-*.mts,
 * docs/content-editing.md §5): called as Netlify calls them, with a deploy body, against real local Blobs;
 * the version that went live is read from the site itself (a local HTTP server stands for it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import deployBuilding from '../../netlify/functions/deploy-building.mts';
import deployFailed from '../../netlify/functions/deploy-failed.mts';
import deploySucceeded from '../../netlify/functions/deploy-succeeded.mts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { PREVIEW_STATE_KEY, PUBLISH_STATE_KEY, readPreviewState, readPublishState } from '../../src/server/storage/content-layer-repository.ts';
import { bodyOf, call } from '../support/make-request.ts';

/** What each stand-in site answers at /data/content-version.json. */
const served = { live: { version: 0, builtAt: '2026-10-01T10:00:00.000Z' } as Record<string, unknown>, preview: { version: 0, builtAt: '2026-10-01T10:00:00.000Z', draftStamp: 'd-2' } as Record<string, unknown> };
let live: Server;
let preview: Server;
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const site = (which: keyof typeof served) =>
  new Promise<Server>((resolve) => {
    const server = createServer((req, res) => {
      if (req.url === '/data/content-version.json') res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(served[which]));
      else res.writeHead(404).end();
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

const event = (payload: Record<string, unknown>) => ({ json: { payload: { id: 'd1', site_id: 's1', state: 'building', ...payload } } });
const at = '2026-10-01T09:00:00.000Z';

beforeAll(async () => {
  live = await site('live');
  preview = await site('preview');
  process.env['PREVIEW_SITE_URL'] = origin(preview);
});

afterAll(() => {
  live.close();
  preview.close();
  delete process.env['PREVIEW_SITE_URL'];
});

beforeEach(async () => {
  const store = openStore('siteContent');
  await store.setJSON(PUBLISH_STATE_KEY, { requested: 3, building: null, live: { version: 2, at }, failed: null });
  await store.setJSON(PREVIEW_STATE_KEY, { status: 'queued', draftStamp: 'd-2', at });
});

describe('#41 deploy events (Netlify)', () => {
  test('a production build starts: the latest requested version is building', async () => {
    const res = await call(deployBuilding, '/.netlify/functions/deploy-building', event({ context: 'production', branch: 'main' }));
    expect(res.status).toBe(200);
    expect(await bodyOf(res)).toEqual({ applied: 'site' });
    const state = await readPublishState(openStore('siteContent'));
    expect(state.building?.version).toBe(3);
    expect(state.live?.version).toBe(2);
  });

  test('a production deploy succeeded: the version the live site shows is recorded live', async () => {
    await call(deployBuilding, '/.netlify/functions/deploy-building', event({ context: 'production', branch: 'main' }));
    served.live = { version: 3, builtAt: '2026-10-01T10:00:00.000Z' };
    const res = await call(deploySucceeded, '/.netlify/functions/deploy-succeeded', { ...event({ context: 'production', branch: 'main', state: 'ready' }), siteUrl: origin(live) });
    expect(res.status).toBe(200);
    const state = await readPublishState(openStore('siteContent'));
    expect(state).toMatchObject({ requested: 3, building: null, live: { version: 3 }, failed: null });
  });

  test('a production deploy failed: the version being built failed with Netlify\'s message, the live one stays', async () => {
    await call(deployBuilding, '/.netlify/functions/deploy-building', event({ context: 'production', branch: 'main' }));
    const res = await call(deployFailed, '/.netlify/functions/deploy-failed', event({ context: 'production', branch: 'main', state: 'error', error_message: 'Build script returned non-zero exit code: 2' }));
    expect(res.status).toBe(200);
    const state = await readPublishState(openStore('siteContent'));
    expect(state).toMatchObject({ requested: 3, building: null, live: { version: 2 }, failed: { version: 3, reason: 'Build script returned non-zero exit code: 2' } });
  });

  test('the preview branch: building, then ready at PREVIEW_SITE_URL with the draft it shows', async () => {
    await call(deployBuilding, '/.netlify/functions/deploy-building', event({ context: 'branch-deploy', branch: 'content-preview' }));
    expect((await readPreviewState(openStore('siteContent'))).status).toBe('building');
    const res = await call(deploySucceeded, '/.netlify/functions/deploy-succeeded', event({ context: 'branch-deploy', branch: 'content-preview' }));
    expect(await bodyOf(res)).toEqual({ applied: 'preview' });
    expect(await readPreviewState(openStore('siteContent'))).toMatchObject({ status: 'ready', draftStamp: 'd-2', url: origin(preview) });
    // The publish state is not the preview's business.
    expect((await readPublishState(openStore('siteContent'))).live?.version).toBe(2);
  });

  test('a deploy preview of a pull request changes nothing', async () => {
    const res = await call(deployFailed, '/.netlify/functions/deploy-failed', event({ context: 'deploy-preview', branch: 'fix-header', error_message: 'x' }));
    expect(await bodyOf(res)).toEqual({ applied: 'other' });
    expect(await readPublishState(openStore('siteContent'))).toEqual({ requested: 3, building: null, live: { version: 2, at }, failed: null });
  });

  test('a body that is not a deploy event is refused with 400 and changes nothing', async () => {
    const res = await call(deployFailed, '/.netlify/functions/deploy-failed', { json: { hello: 'world' } });
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({ message: 'The body is not a Netlify deploy event.' });
    expect((await readPublishState(openStore('siteContent'))).failed).toBeNull();
  });
});
