/**
 * Issue #42: blog views and likes are counted from `totals` and the last hours' events, never by
 * listing every event, and always equal the events stored (the truth), across hours, from a store
 * that had no totals, and with two readers folding at once.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { listAllKeys, openStore } from '../../src/server/storage/blob-stores.ts';
import { allPostStats, postStats, recordBlogEvent } from '../../src/server/storage/blog-stats-repository.ts';

const store = () => openStore('blogStats');
const at = (iso: string) => new Date(iso);

beforeEach(async () => {
  await store().deleteAll();
});

/** The counts by listing every event: what the totals must equal. */
async function truth(): Promise<Map<string, { views: number; likes: number }>> {
  const counts = new Map<string, { views: number; likes: number }>();
  for (const key of [...(await listAllKeys(store(), 'views/')), ...(await listAllKeys(store(), 'likes/'))]) {
    const [event, slug] = key.split('/') as ['views' | 'likes', string];
    const entry = counts.get(slug) ?? { views: 0, likes: 0 };
    entry[event] += 1;
    counts.set(slug, entry);
  }
  return counts;
}

describe('blog statistics from totals and recent hours (issue #42)', () => {
  test('events over three days, read at different hours, always equal the stored events; repeats count once', async () => {
    const hours = ['2026-11-27T09:10:00Z', '2026-11-27T09:50:00Z', '2026-11-27T15:00:00Z', '2026-11-28T00:05:00Z', '2026-11-29T06:30:00Z'];
    for (const [i, hour] of hours.entries()) {
      await Promise.all(Array.from({ length: 6 }, (_, v) => recordBlogEvent(store(), 'views', v % 2 ? 'diwali-sweets' : 'kaju-katli', `visit-${i}-${v}`, at(hour))));
      await recordBlogEvent(store(), 'likes', 'kaju-katli', `visitor-${i}`, at(hour));
      await recordBlogEvent(store(), 'likes', 'kaju-katli', `visitor-${i}`, at(hour));
      expect(await allPostStats(store(), at(hour))).toEqual(await truth());
    }
    expect(await postStats(store(), 'kaju-katli', at('2026-11-29T07:00:00Z'))).toEqual({ views: 15, likes: 5 });
    expect(await postStats(store(), 'no-such-post', at('2026-11-29T07:00:00Z'))).toEqual({ views: 0, likes: 0 });
    // Finished hours were folded into the totals and their recent keys removed.
    expect((await listAllKeys(store(), 'recent/')).every((key) => key.startsWith('recent/2026112906'))).toBe(true);
  });

  test('a store from before the totals is counted once, then kept up by the hour', async () => {
    for (let i = 0; i < 30; i += 1) await store().set(`views/old-post/visit-${i}`, '2025-01-01T00:00:00Z');
    expect((await allPostStats(store(), at('2026-11-29T06:00:00Z'))).get('old-post')).toEqual({ views: 30, likes: 0 });
    await recordBlogEvent(store(), 'views', 'old-post', 'visit-new', at('2026-11-29T08:00:00Z'));
    expect((await allPostStats(store(), at('2026-11-29T09:00:00Z'))).get('old-post')).toEqual({ views: 31, likes: 0 });
  });

  test('a read lists only the recent events, not every event', async () => {
    for (let i = 0; i < 40; i += 1) await recordBlogEvent(store(), 'views', 'kaju-katli', `visit-${i}`, at('2026-11-28T10:00:00Z'));
    await allPostStats(store(), at('2026-11-29T06:00:00Z'));
    const s = store();
    const list = vi.spyOn(s, 'list');
    expect((await allPostStats(s, at('2026-11-29T06:30:00Z'))).get('kaju-katli')).toEqual({ views: 40, likes: 0 });
    expect(list.mock.calls.map(([options]) => options?.prefix)).toEqual(['recent/']);
  });

  test('two readers folding the same hours at once count every event once', async () => {
    for (let i = 0; i < 12; i += 1) await recordBlogEvent(store(), 'views', 'laddu', `visit-${i}`, at(`2026-11-28T1${i % 3}:00:00Z`));
    await allPostStats(store(), at('2026-11-28T10:30:00Z'));
    const later = at('2026-11-29T00:00:00Z');
    const [a, b] = await Promise.all([allPostStats(store(), later), allPostStats(store(), later)]);
    expect(a.get('laddu')).toEqual({ views: 12, likes: 0 });
    expect(b.get('laddu')).toEqual({ views: 12, likes: 0 });
    expect((await allPostStats(store(), later)).get('laddu')).toEqual({ views: 12, likes: 0 });
  });
});
