/**
 * Issue #41: publishing the content draft. Publish snapshots the draft into the next version and
 * requests it; two publishes at once both write a version and the higher one has both changes; a
 * revert publishes a copy of an earlier version and makes it the draft; preview queues a build of
 * the draft; the build hooks are posted when configured, and a hook that fails marks the build failed.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { API_CONTRACT } from '../../src/lib/api/contract.ts';
import { buildSucceeded, startBuild } from '../../src/lib/content-layer/publish-state.ts';
import { listAudit } from '../../src/server/storage/audit-repository.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { readDraftStamp, readPublishState, readVersion, updatePublishState } from '../../src/server/storage/content-layer-repository.ts';
import type { StaffUser } from '../../src/server/storage/user-repository.ts';
import { editItem, getContent, readItem, sendContent } from '../support/content.ts';
import { makeUser, TEST_JWT_SECRET, tokenFor } from '../support/staff-users.ts';

let superadmin: StaffUser;
let token: string;
const store = () => openStore('siteContent');

beforeAll(async () => {
  process.env.JWT_SECRET = TEST_JWT_SECRET;
  superadmin = await makeUser({ email: 'publisher@rasika.test', role: 'superadmin' });
  token = await tokenFor(superadmin);
});

afterEach(() => {
  delete process.env.BUILD_HOOK_URL;
  delete process.env.PREVIEW_BUILD_HOOK_URL;
});

const publish = (note?: string) => sendContent(token, 'POST', note === undefined ? {} : { note }, 'publish');
const price = (entry: Record<string, unknown> | null) => (entry?.['price'] as { custom: number } | undefined)?.custom;

/** What the local server's builder does when a version is built: the requested version goes live. */
async function buildRequested(): Promise<void> {
  const { requested } = await readPublishState(store());
  const at = new Date().toISOString();
  await updatePublishState(store(), (state) => buildSucceeded(startBuild(state, requested, at), requested, at));
}

describe('#41 POST /api/admin/content/publish', () => {
  test('with nothing changed there is nothing to publish (409)', async () => {
    const res = await publish();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'Nothing new to publish: the live site already shows every saved change.' });
  });

  test('snapshots the draft into version 1 and requests it; the status is queued until it is built', async () => {
    expect((await editItem(token, 'diwali-sweets', 'kaju-katli', (entry) => ({ ...entry, price: { custom: 1111 } }))).status).toBe(200);
    const res = await publish('Kaju katli price for Diwali');
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(API_CONTRACT['POST /api/admin/content/publish'].response.safeParse(body).success).toBe(true);
    expect(body).toEqual({ version: 1, publish: { requested: 1, building: null, live: null, failed: null, status: 'queued' } });
    const version = await readVersion(store(), 1);
    expect(version).toMatchObject({ version: 1, note: 'Kaju katli price for Diwali', publishedBy: { id: superadmin._id, email: 'publisher@rasika.test' }, layer: { 'diwali-sweets': { 'kaju-katli': { price: { custom: 1111 } } } } });
    expect(Object.keys(version?.layer ?? {})).toEqual(['diwali-sweets']);
    const item = await readItem(token, 'diwali-sweets', 'kaju-katli');
    expect(price(item.live)).toBe(1111);
    const [entry] = await listAudit(openStore('audit'), { limit: 1 });
    expect(entry).toMatchObject({ action: 'content.publish', target: { type: 'content-version', id: '1' }, details: 'Kaju katli price for Diwali; changed: diwali-sweets/kaju-katli' });
  });

  test('once that version is live, publishing the same draft again is refused', async () => {
    await buildRequested();
    expect((await publish()).status).toBe(409);
    const overview = (await (await getContent(token)).json()) as { publish: { status: string; live: { version: number } }; draftChanges: number };
    expect(overview.publish).toMatchObject({ status: 'live', live: { version: 1 } });
    expect(overview.draftChanges).toBe(0);
  });

  test('two publishes at once write two versions; the higher is requested and has both changes', async () => {
    expect((await editItem(token, 'gift-hampers', 'diwali-delight-box', (entry) => ({ ...entry, inStock: false }))).status).toBe(200);
    expect((await editItem(token, 'diwali-sweets', 'kaju-katli', (entry) => ({ ...entry, price: { custom: 1222 } }))).status).toBe(200);
    const results = await Promise.all([publish('from the shop'), publish('from the office')]);
    expect(results.map((res) => res.status)).toEqual([202, 202]);
    const versions = (await Promise.all(results.map((res) => res.json()))) as { version: number }[];
    expect(versions.map((body) => body.version).sort()).toEqual([2, 3]);
    const state = await readPublishState(store());
    expect(state.requested).toBe(3);
    const latest = await readVersion(store(), 3);
    expect(latest?.layer).toMatchObject({ 'diwali-sweets': { 'kaju-katli': { price: { custom: 1222 } } }, 'gift-hampers': { 'diwali-delight-box': { inStock: false } } });
  });

  test('a draft the build would refuse cannot be published, with the reason', async () => {
    await buildRequested();
    // A developer's later change to content/ could break a stored patch; here one is stored directly.
    await store().setJSON('draft/faqs/catering-dietary', { patch: { question: 'No question mark' }, updatedAt: new Date().toISOString(), updatedBy: { id: 'x', email: 'x@rasika.test' } });
    const res = await publish();
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors).toEqual({ 'faqs/catering-dietary': 'question: A question ends with "?"' });
    expect(body.message).toBe('The draft cannot be published until this is corrected: faqs/catering-dietary: question: A question ends with "?"');
    await store().setJSON('draft/faqs/catering-dietary', { patch: {}, updatedAt: new Date().toISOString(), updatedBy: { id: 'x', email: 'x@rasika.test' } });
  });
});

describe('#41 versions and revert', () => {
  test('lists versions newest first with what each changed, paged', async () => {
    const res = await getContent(token, 'versions');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { versions: { version: number; changes: { collection: string; id: string }[]; revertOf: number | null }[]; live: number; nextBefore: number | null };
    expect(body.versions.map((version) => version.version)).toEqual([3, 2, 1]);
    expect(body.versions[2]?.changes).toEqual([{ collection: 'diwali-sweets', id: 'kaju-katli' }]);
    expect(body.live).toBe(3);
    const paged = (await (await getContent(token, 'versions?limit=2')).json()) as { versions: { version: number }[]; nextBefore: number | null };
    expect(paged.versions.map((version) => version.version)).toEqual([3, 2]);
    expect(paged.nextBefore).toBe(2);
    const next = (await (await getContent(token, 'versions?before=2&limit=2')).json()) as { versions: { version: number }[]; nextBefore: number | null };
    expect(next.versions.map((version) => version.version)).toEqual([1]);
    expect(next.nextBefore).toBeNull();
  });

  test('revert to version 1 publishes a copy as version 4 and replaces the draft with it', async () => {
    expect((await editItem(token, 'faqs', 'catering-guests', (entry) => ({ ...entry, answer: 'Any number, from 20 to 2,000.' }))).status).toBe(200);
    const res = await sendContent(token, 'POST', {}, 'versions', '1', 'revert');
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ version: 4, publish: { requested: 4, status: 'queued' } });
    const copy = await readVersion(store(), 4);
    const first = await readVersion(store(), 1);
    expect(copy).toMatchObject({ version: 4, revertOf: 1, note: 'Revert to version 1', layer: first?.layer });
    expect(price((await readItem(token, 'diwali-sweets', 'kaju-katli')).entry)).toBe(1111);
    const hamper = await readItem(token, 'gift-hampers', 'diwali-delight-box');
    expect(hamper.entry).toEqual(hamper.default);
    const faq = await readItem(token, 'faqs', 'catering-guests');
    expect(faq.entry).toEqual(faq.default);
    const [entry] = await listAudit(openStore('audit'), { limit: 1 });
    expect(entry).toMatchObject({ action: 'content.revert', target: { id: '4' } });
    expect((await sendContent(token, 'POST', {}, 'versions', '99', 'revert')).status).toBe(404);
  });
});

describe('#41 build hooks and preview', () => {
  let hook: Server;
  let hookUrl = '';
  const posts: string[] = [];

  beforeAll(async () => {
    hook = createServer((req, res) => {
      posts.push(`${req.method} ${req.url}`);
      res.writeHead(req.url?.startsWith('/broken') ? 500 : 200).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const address = hook.address();
    hookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => hook.close(resolve));
  });

  test('with BUILD_HOOK_URL set, publishing posts it once with the version in its title', async () => {
    await buildRequested();
    process.env.BUILD_HOOK_URL = `${hookUrl}/build_hooks/live`;
    expect((await editItem(token, 'festivals', 'diwali', (entry) => ({ ...entry, description: 'Lights, sweets and family.' }))).status).toBe(200);
    const res = await publish();
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ version: 5, publish: { status: 'queued' } });
    expect(posts.at(-1)).toBe('POST /build_hooks/live?trigger_title=Publish+content+version+5');
  });

  test('a build hook that fails marks the requested version failed with the reason; the next publish may try again', async () => {
    process.env.BUILD_HOOK_URL = `${hookUrl}/broken`;
    expect((await editItem(token, 'festivals', 'ugadi', (entry) => ({ ...entry, peak: true }))).status).toBe(200);
    const res = await publish();
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ version: 6, publish: { requested: 6, status: 'failed', failed: { version: 6, reason: 'The build hook answered 500; the build did not start.' } } });
    process.env.BUILD_HOOK_URL = `${hookUrl}/build_hooks/live`;
    const retry = await publish('again');
    expect(retry.status).toBe(202);
    expect(await retry.json()).toMatchObject({ version: 7, publish: { requested: 7, status: 'queued' } });
  });

  test('preview queues a build of the current draft, stamped; with PREVIEW_BUILD_HOOK_URL it is posted', async () => {
    const res = await sendContent(token, 'POST', {}, 'preview');
    expect(res.status).toBe(202);
    const stamp = await readDraftStamp(store());
    expect(await res.json()).toMatchObject({ status: 'queued', draftStamp: stamp });
    process.env.PREVIEW_BUILD_HOOK_URL = `${hookUrl}/build_hooks/preview`;
    expect((await editItem(token, 'festivals', 'ugadi', (entry) => ({ ...entry, peak: false }))).status).toBe(200);
    const again = (await (await sendContent(token, 'POST', {}, 'preview')).json()) as { draftStamp: string };
    expect(again.draftStamp).not.toBe(stamp);
    expect(posts.at(-1)).toBe('POST /build_hooks/preview?trigger_title=Preview+of+the+content+draft');
  });
});
