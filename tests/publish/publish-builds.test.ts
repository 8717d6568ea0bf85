/**
 * #41 Publishing on the local server with the real build (docs/content-editing.md §5): a version that
 * breaks the build leaves the live site and the draft as they were and is recorded failed with the
 * build's reason; two publishes during one build make one following build, of the higher version, whose
 * pages hold both changes; a preview of the draft is shown, with its banner, only to a browser that
 * opened the preview link with a staff token. Runs `npm start`'s server (scripts/serve.mjs) on a throwaway copy of the
 * built project (scripts/local-platform/publishing-site.mjs) over fresh Blobs.
 */
import { setEnvironmentContext } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startLocalBlobsServer } from '../../scripts/local-blobs/local-blobs-server.mjs';
import { startPublishingSite, waitFor } from '../../scripts/local-platform/publishing-site.mjs';
import { requestPublish } from '../../src/lib/content-layer/publish-state.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { updatePublishState } from '../../src/server/storage/content-layer-repository.ts';

type Site = Awaited<ReturnType<typeof startPublishingSite>>;
let site: Site;
/** The same Blobs folder as the site's, for what the API cannot do (a version the build refuses). */
let blobs: Awaited<ReturnType<typeof startLocalBlobsServer>>;
const BUILD_MS = 5 * 60_000;

const publishState = async () => (await site.api('/api/admin/content')).body.publish as { status: string; requested: number; building: { version: number } | null; live: { version: number } | null; failed: { version: number; reason: string } | null };

async function saveDraft(collection: string, id: string, change: Record<string, unknown>) {
  const item = (await site.api(`/api/admin/content/${collection}/${id}`)).body as { etag: string | null; entry: Record<string, unknown> };
  const saved = await site.api(`/api/admin/content/${collection}/${id}`, { method: 'PUT', body: { etag: item.etag, entry: { ...item.entry, ...change } } });
  expect(saved.status).toBe(200);
}

async function publish(note: string): Promise<number> {
  const published = await site.api('/api/admin/content/publish', { method: 'POST', body: { note } });
  expect(published.status).toBe(202);
  return published.body.version as number;
}

beforeAll(async () => {
  site = await startPublishingSite();
  blobs = await startLocalBlobsServer({ directory: site.blobsDirectory, token: 'publish-test', port: 0 });
  setEnvironmentContext({ edgeURL: blobs.url, uncachedEdgeURL: blobs.url, token: 'publish-test', siteID: '0' });
});

afterAll(async () => {
  await blobs?.stop();
  await site?.stop();
});

describe('#41 publishing with the real build', () => {
  test('a version that breaks the build: the live pages and the draft stay as they were, and the failure is recorded with its reason', async () => {
    await saveDraft('diwali-sweets', 'besan-laddu', { price: { custom: 360 } });
    const draftBefore = (await site.api('/api/admin/content/diwali-sweets/besan-laddu')).body;
    const store = openStore('siteContent');
    // A version whose picture path names no file: Astro refuses it at build time.
    await store.setJSON('versions/000001', {
      version: 1, publishedAt: new Date().toISOString(), publishedBy: { id: 'test', email: 'test@rasika.test' }, note: 'broken',
      layer: { 'diwali-sweets': { 'kaju-katli': { images: [{ src: '../../src/assets/sweets/no-such-drawing.svg', alt: 'Nothing' }] } } },
    });
    await updatePublishState(store, (state) => requestPublish(state, 1));

    await waitFor(async () => (await publishState()).status === 'failed', { withinMs: BUILD_MS, what: 'the failed build of version 1' });
    const state = await publishState();
    expect(state).toMatchObject({ requested: 1, building: null, live: null, failed: { version: 1 } });
    expect(state.failed?.reason).toContain('no-such-drawing.svg');
    expect(await site.page('/diwali-product/kaju-katli')).toContain('₹650');
    expect(await site.page('/diwali-product/besan-laddu')).toContain('₹340');
    expect((await site.api('/api/admin/content/diwali-sweets/besan-laddu')).body).toEqual(draftBefore);
  });

  test('two publishes during one build: one more build, of the higher version, with both changes', async () => {
    await saveDraft('diwali-sweets', 'kaju-katli', { price: { custom: 700 } });
    const first = await publish('Kaju Katli at ₹700');
    const seenBuilding = new Set<number>();
    await waitFor(async () => {
      const building = (await publishState()).building?.version;
      if (building !== undefined) seenBuilding.add(building);
      return building === first;
    }, { withinMs: 60_000, what: `the build of version ${first}` });

    await saveDraft('diwali-sweets', 'besan-laddu', { price: { custom: 380 } });
    const second = await publish('Besan Laddu at ₹380');
    await saveDraft('gift-hampers', 'andhra-festive-hamper', { price: { custom: 1250 } });
    const third = await publish('Andhra hamper at ₹1,250');
    expect([second, third]).toEqual([first + 1, first + 2]);

    await waitFor(async () => {
      const state = await publishState();
      if (state.building) seenBuilding.add(state.building.version);
      return state.live?.version === third;
    }, { withinMs: 2 * BUILD_MS, what: `version ${third} live` });

    expect([...seenBuilding]).toEqual([first, third]);
    expect(await publishState()).toMatchObject({ status: 'live', requested: third, building: null, live: { version: third }, failed: null });
    expect(await site.page('/diwali-product/kaju-katli')).toContain('₹700');
    expect(await site.page('/diwali-product/besan-laddu')).toContain('₹380');
    expect(await site.page('/product/andhra-festive-hamper')).toContain('₹1,250');
    expect(JSON.parse(await site.page('/data/content-version.json'))).toMatchObject({ version: third });
  });

  test('the preview: built from the draft, shown with its banner only to a browser that opened the link', async () => {
    await saveDraft('diwali-sweets', 'kaju-katli', { price: { custom: 725 } });
    const asked = await site.api('/api/admin/content/preview', { method: 'POST' });
    expect(asked.status).toBe(202);
    await waitFor(async () => (await site.api('/api/admin/content')).body.preview.status === 'ready', { withinMs: BUILD_MS, what: 'the preview build' });
    expect((await site.api('/api/admin/content')).body.preview.url).toBe('/_preview/open');

    const refused = await fetch(new URL('/_preview/open?token=not-a-token', site.url), { redirect: 'manual' });
    expect(refused.status).toBe(401);
    const opened = await fetch(new URL(`/_preview/open?token=${site.token}&path=/diwali-product/kaju-katli`, site.url), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/diwali-product/kaju-katli');
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^mh_preview=/);

    const previewPage = await (await fetch(new URL('/diwali-product/kaju-katli', site.url), { headers: { cookie } })).text();
    expect(previewPage).toContain('Preview — not live');
    expect(previewPage).toContain('₹725');
    const livePage = await site.page('/diwali-product/kaju-katli');
    expect(livePage).not.toContain('Preview — not live');
    expect(livePage).toContain('₹700');
  });
});
