/**
 * #41 The build reads the staff layer (docs/content-editing.md §4): scripts/content-layer.mjs's parts
 * read a layer from a real local Blobs store and write the live content folder from content/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { layerChoiceFromEnv, readLayer } from '../../src/build/content-layer/layer-source.ts';
import { materialiseContent, type LayerToApply } from '../../src/build/content-layer/materialise-content.ts';
import { buildBuiltinSearchIndex } from '../../src/build/builtin-search-index.ts';
import { repoRoot, seedContentRoot } from '../../src/build/read-content-files.ts';
import { findCollection } from '../../src/lib/content-layer/collections.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { PUBLISH_STATE_KEY } from '../../src/server/storage/content-layer-repository.ts';

let store: ReturnType<typeof openStore>;
const PICTURE = 'a1b2c3d4e5f60718293a.webp';
/** A 1x1 WebP. */
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');
const by = { id: 'u1', email: 'editor@rasika.test' };

/** At the project root like .content-live, so artwork paths resolve (git-ignored; this file's own). */
const liveDir = join(repoRoot, '.content-apitest');

beforeEach(async () => {
  store = openStore('siteContent');
  for await (const page of store.list({ paginate: true })) for (const { key } of page.blobs) await store.delete(key);
});

afterEach(async () => {
  await rm(liveDir, { recursive: true, force: true });
});

const json = (file: string) => JSON.parse(readFileSync(join(liveDir, file), 'utf8')) as Record<string, unknown>;
const seedJson = (file: string) => JSON.parse(readFileSync(join(seedContentRoot, file), 'utf8')) as Record<string, unknown>;

async function materialise(source: LayerToApply) {
  return materialiseContent({ seedDir: seedContentRoot, liveDir, source, storageOf: (name) => findCollection(name)?.storage });
}

async function publishVersion(version: number, layer: Record<string, Record<string, unknown>>) {
  await store.setJSON(`versions/${String(version).padStart(6, '0')}`, { version, publishedAt: '2026-10-01T10:00:00.000Z', publishedBy: by, note: '', layer });
}

describe('#41 the live content folder', () => {
  test('a version: the patch changes the 500 g box price of Kaju Katli and keeps every field staff did not touch', async () => {
    await publishVersion(1, { 'diwali-sweets': { 'kaju-katli': { price: { custom: 700 }, inStock: false } } });
    const layer = await readLayer(store, { kind: 'version', version: 1 });
    expect(layer?.stamp).toEqual({ version: 1, source: 'version' });
    const report = await materialise(layer!);

    expect(report).toEqual({ items: 1, pictures: 0 });
    expect(json('diwali-sweets/kaju-katli.json')).toEqual({ ...seedJson('diwali-sweets/kaju-katli.json'), price: { custom: 700 }, inStock: false });
    expect(json('diwali-sweets/besan-laddu.json')).toEqual(seedJson('diwali-sweets/besan-laddu.json'));
    expect(json('.layer.json')).toEqual({ version: 1, source: 'version' });
    // content/ itself is never written.
    expect(seedJson('diwali-sweets/kaju-katli.json')['price']).toEqual({ custom: 650 });
  });

  test('the search index of the live folder carries the new name and price', async () => {
    await materialise({
      stamp: { version: 2, source: 'version' },
      layer: { 'diwali-sweets': { 'kaju-katli': { name: 'Kaju Katli Royale', price: { custom: 720 } } } },
      picture: () => Promise.reject(new Error('none')),
    });
    const entry = buildBuiltinSearchIndex(liveDir).find((item) => item._id === 'diwali-kaju-katli' || item.name === 'Kaju Katli Royale');
    expect(entry).toMatchObject({ name: 'Kaju Katli Royale', price: { custom: 720 } });
    expect(buildBuiltinSearchIndex(seedContentRoot).some((item) => item.name === 'Kaju Katli Royale')).toBe(false);
  });

  test('a staff picture is written under _pictures and its picture: reference becomes a path that resolves from the entry', async () => {
    await store.set(`pictures/${PICTURE}`, new Uint8Array(WEBP).buffer, { metadata: { contentType: 'image/webp', width: 1, height: 1, uploadedBy: 'u1', uploadedAt: '2026-10-01T10:00:00.000Z' } });
    await publishVersion(3, { 'gift-hampers': { 'andhra-festive-hamper': { images: [{ src: `picture:${PICTURE}`, alt: 'The hamper as packed today' }] } } });
    const report = await materialise((await readLayer(store, { kind: 'version', version: 3 }))!);

    expect(report.pictures).toBe(1);
    const entry = json('gift-hampers/andhra-festive-hamper.json');
    expect(entry['images']).toEqual([{ src: `../_pictures/${PICTURE}`, alt: 'The hamper as packed today' }]);
    const file = resolve(dirname(join(liveDir, 'gift-hampers/andhra-festive-hamper.json')), `../_pictures/${PICTURE}`);
    expect(readFileSync(file).equals(WEBP)).toBe(true);
    // The built-in artwork path of another entry still resolves from the live folder.
    const other = json('gift-hampers/bakery-treats-hamper.json') as { images: { src: string }[] };
    expect(existsSync(resolve(liveDir, 'gift-hampers', other.images[0]!.src))).toBe(true);
  });

  test('a picture the store does not hold fails with its key, and leaves no stamp behind', async () => {
    await publishVersion(4, { 'gift-hampers': { 'andhra-festive-hamper': { images: [{ src: 'picture:ffffffffffffffffffff.jpg', alt: 'x' }] } } });
    await expect(materialise((await readLayer(store, { kind: 'version', version: 4 }))!)).rejects.toThrow('The picture ffffffffffffffffffff.jpg is not in the store.');
    expect(existsSync(join(liveDir, '.layer.json'))).toBe(false);
  });

  test('blog: an edited body and status, and a new post, go to posts.json and their Markdown files', async () => {
    const posts = JSON.parse(readFileSync(join(seedContentRoot, 'blog/posts.json'), 'utf8')) as { slug: string }[];
    await materialise({
      stamp: { version: 5, source: 'version' },
      layer: {
        blog: {
          'how-to-store-mithai': { status: 'archived', body: 'Kept cool and dry.\n\n![A tin](picture:' + PICTURE + ')\n' },
          'sankranti-hampers-2027': {
            title: 'Sankranti Hampers 2027', author: 'Meera Rao', status: 'published', publishedAt: '2027-01-05T09:00:00.000Z',
            updatedAt: '2027-01-05T09:00:00.000Z', excerpt: 'Our three hampers for the harvest festival.', body: '# Hampers\n\nThree of them.\n',
          },
        },
      },
      picture: async () => WEBP,
    });

    const live = JSON.parse(readFileSync(join(liveDir, 'blog/posts.json'), 'utf8')) as Record<string, unknown>[];
    expect(live.map((post) => post['slug'])).toEqual([...posts.map((post) => post.slug), 'sankranti-hampers-2027']);
    expect(live.find((post) => post['slug'] === 'how-to-store-mithai')).toMatchObject({ status: 'archived', title: 'How to Store Mithai So It Tastes Fresh' });
    expect(live.some((post) => 'body' in post)).toBe(false);
    expect(readFileSync(join(liveDir, 'blog/how-to-store-mithai.md'), 'utf8')).toBe(`Kept cool and dry.\n\n![A tin](../_pictures/${PICTURE})\n`);
    expect(readFileSync(join(liveDir, 'blog/sankranti-hampers-2027.md'), 'utf8')).toBe('# Hampers\n\nThree of them.\n');
    expect(existsSync(join(liveDir, '_pictures', PICTURE))).toBe(true);
  });

  test('#44 blog: a Telugu body staff wrote stays in the post\u2019s posts.json entry, its picture rewritten; the English body is untouched', async () => {
    const english = readFileSync(join(seedContentRoot, 'blog/kaju-katli-by-hand.md'), 'utf8');
    await materialise({
      stamp: { version: 7, source: 'version' },
      layer: { blog: { 'kaju-katli-by-hand': { translations: { te: { title: 'చేతితో కాజు కత్లి', body: 'ఉదయం వంటశాల.\n\n![టిన్](picture:' + PICTURE + ')\n' } } } } },
      picture: async () => WEBP,
    });
    const live = JSON.parse(readFileSync(join(liveDir, 'blog/posts.json'), 'utf8')) as Record<string, unknown>[];
    expect(live.find((post) => post['slug'] === 'kaju-katli-by-hand')).toMatchObject({
      title: 'Kaju Katli, by Hand: A Morning in Our Kitchen',
      translations: { te: { title: 'చేతితో కాజు కత్లి', body: `ఉదయం వంటశాల.\n\n![టిన్](../_pictures/${PICTURE})\n` } },
    });
    expect(readFileSync(join(liveDir, 'blog/kaju-katli-by-hand.md'), 'utf8')).toBe(english);
    expect(existsSync(join(liveDir, '_pictures', PICTURE))).toBe(true);
  });

  test('a staff-added FAQ is written whole, and one removed is gone', async () => {
    await materialise({
      stamp: { version: 6, source: 'version' },
      layer: { faqs: { 'sankranti-orders': { page: 'catering-events', question: 'Do you cater on Sankranti?', answer: 'Yes.', order: 9 }, 'old-question': { removed: true } } },
      picture: () => Promise.reject(new Error('none')),
    });
    expect(json('faqs/sankranti-orders.json')).toEqual({ page: 'catering-events', question: 'Do you cater on Sankranti?', answer: 'Yes.', order: 9 });
    expect(existsSync(join(liveDir, 'faqs/old-question.json'))).toBe(false);
  });

  test('a layer naming an unknown collection or an id with a path in it is refused', async () => {
    const picture = () => Promise.reject(new Error('none'));
    await expect(materialise({ stamp: { version: 7, source: 'version' }, layer: { secrets: { a: { x: 1 } } }, picture })).rejects.toThrow('The layer names "secrets", which is not an editable collection.');
    await expect(materialise({ stamp: { version: 7, source: 'version' }, layer: { faqs: { '../../x': { x: 1 } } }, picture })).rejects.toThrow('is not a valid id');
  });

  test('the draft: every draft key, for a preview', async () => {
    await store.setJSON('draft/diwali-sweets/kaju-katli', { patch: { price: { custom: 680 } }, updatedAt: '2026-10-01T10:00:00.000Z', updatedBy: by });
    await store.setJSON('draft/faqs/new-one', { removed: true, updatedAt: '2026-10-01T10:00:00.000Z', updatedBy: by });
    const layer = await readLayer(store, layerChoiceFromEnv({ CONTENT_LAYER: 'draft', CONTENT_DRAFT_STAMP: 'stamp-1' }));
    expect(layer?.stamp).toEqual({ version: 0, source: 'draft', draftStamp: 'stamp-1' });
    expect(layer?.layer).toEqual({ 'diwali-sweets': { 'kaju-katli': { price: { custom: 680 } } }, faqs: { 'new-one': { removed: true } } });
  });

  test('the latest requested version; the live one when the requested build failed; nothing before the first publish', async () => {
    expect(await readLayer(store, { kind: 'latest' })).toBeNull();
    await publishVersion(1, { faqs: {} });
    await publishVersion(2, { faqs: {} });
    await store.setJSON(PUBLISH_STATE_KEY, { requested: 2, building: null, live: { version: 1, at: '2026-10-01T10:00:00.000Z' }, failed: null });
    expect((await readLayer(store, { kind: 'latest' }))?.stamp.version).toBe(2);
    await store.setJSON(PUBLISH_STATE_KEY, { requested: 2, building: null, live: { version: 1, at: '2026-10-01T10:00:00.000Z' }, failed: { version: 2, at: '2026-10-01T10:05:00.000Z', reason: 'x' } });
    expect((await readLayer(store, { kind: 'latest' }))?.stamp.version).toBe(1);
  });

  test('the environment chooses the layer, and a bad choice is an error', () => {
    expect(layerChoiceFromEnv({})).toEqual({ kind: 'latest' });
    expect(layerChoiceFromEnv({ CONTENT_VERSION: '12' })).toEqual({ kind: 'version', version: 12 });
    expect(() => layerChoiceFromEnv({ CONTENT_VERSION: '-1' })).toThrow('CONTENT_VERSION must be a version number, not "-1".');
    expect(() => layerChoiceFromEnv({ CONTENT_LAYER: 'live' })).toThrow('CONTENT_LAYER may only be "draft", not "live".');
  });
});
