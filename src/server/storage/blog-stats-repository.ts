/**
 * Views and likes of blog posts in the `blog-stats` store, one key per event so that no count is
 * ever read, changed and written back by a visitor:
 *   `views/{slug}/{visitId}`   one per visit (a visit id lives in the visitor's sessionStorage)
 *   `likes/{slug}/{visitorId}` one per visitor (a visitor id lives in localStorage)
 * Both are written with onlyIfNew, so repeating a view or a like changes nothing. They are the truth.
 *
 * Reading the counts never lists every event (issue #42): an event that was new is also written as
 *   `recent/{YYYYMMDDHH}/{views|likes}/{slug}/{id}`   by the hour (UTC) it came,
 * and `totals` -> { through, posts: { slug: { views, likes } } } holds every event of the hours before
 * `through`. A read takes `totals` plus the recent events of the hours since (one listing of one or two
 * hours' events), and folds finished hours into `totals` with a conditional write, deleting their recent
 * keys only after. Keys of hours before `through` are already counted: a read skips and deletes them.
 * A store from before `totals` lists its events once (firstTotals); an event written in that instant,
 * between its two keys, may be counted twice, once.
 */
import { z } from 'astro/zod';
import type { PostStats } from '../../lib/blog/blog-analytics.ts';
import { listAllKeys, writeOutcome, type Store } from './blob-stores.ts';
import { mapBounded } from './map-bounded.ts';
import { readRecord } from './records.ts';

export type BlogEvent = 'views' | 'likes';

const TOTALS_KEY = 'totals';
const RECENT_PREFIX = 'recent/';
const totalsSchema = z.object({
  through: z.string().regex(/^\d{10}$/),
  posts: z.record(z.string(), z.object({ views: z.number().int().min(0), likes: z.number().int().min(0) })),
});
type Totals = z.output<typeof totalsSchema>;

/** `YYYYMMDDHH` of an instant (UTC). */
function hourOf(at: Date): string {
  return at.toISOString().slice(0, 13).replace(/[-T]/g, '');
}

export async function recordBlogEvent(store: Store, event: BlogEvent, slug: string, clientId: string, now = new Date()): Promise<void> {
  // false: this visit or visitor was counted before, which changes nothing.
  const isNew = writeOutcome(await store.set(`${event}/${slug}/${clientId}`, now.toISOString(), { onlyIfNew: true }), `${event}/${slug}`);
  if (isNew) await store.set(`${RECENT_PREFIX}${hourOf(now)}/${event}/${slug}/${clientId}`, '');
}

interface RecentEvent {
  key: string;
  hour: string;
  event: BlogEvent;
  slug: string;
}

function recentOf(key: string): RecentEvent | undefined {
  const [, hour, event, slug] = key.split('/');
  if (!hour || !slug || (event !== 'views' && event !== 'likes')) return undefined;
  return { key, hour, event, slug };
}

function addEvents(posts: Totals['posts'], events: readonly { event: BlogEvent; slug: string }[]): Totals['posts'] {
  const sum = structuredClone(posts);
  for (const { event, slug } of events) {
    const entry = (sum[slug] ??= { views: 0, likes: 0 });
    entry[event] += 1;
  }
  return sum;
}

/**
 * The totals of a store that had none: every event listed once, less those the recent keys of this
 * hour on still count (listed after the events, so an event is never in both).
 */
async function firstTotals(store: Store, now: Date): Promise<Totals> {
  const through = hourOf(now);
  const [views, likes] = await Promise.all([listAllKeys(store, 'views/'), listAllKeys(store, 'likes/')]);
  const live = new Set(
    (await listAllKeys(store, RECENT_PREFIX))
      .map(recentOf)
      .filter((event) => event !== undefined && event.hour >= through)
      .map((event) => event?.key.split('/').slice(2).join('/')),
  );
  const events = [...views, ...likes].filter((key) => !live.has(key)).map((key) => ({ event: key.split('/')[0] as BlogEvent, slug: key.split('/')[1] ?? '' }));
  return { through, posts: addEvents({}, events) };
}

async function deleteKeys(store: Store, keys: readonly string[]): Promise<void> {
  await mapBounded(keys, 25, (key) => store.delete(key));
}

/** Views and likes of every post: `totals`, folded up to the current hour, plus this hour's events. */
export async function allPostStats(store: Store, now = new Date()): Promise<Map<string, PostStats>> {
  const current = hourOf(now);
  let stored = await readRecord(store, TOTALS_KEY, totalsSchema);
  if (!stored) {
    const totals = await firstTotals(store, now);
    // Whoever writes first wins; a loser reads the winner's.
    if (writeOutcome(await store.setJSON(TOTALS_KEY, totals, { onlyIfNew: true }), 'the blog totals')) stored = { value: totals, etag: '' };
    else stored = await readRecord(store, TOTALS_KEY, totalsSchema);
    if (!stored) throw new Error('The blog totals could not be read after they were written.');
  }
  let totals = stored.value;
  const recent = (await listAllKeys(store, RECENT_PREFIX)).map(recentOf).filter((event) => event !== undefined);
  const counted = recent.filter((event) => event.hour < totals.through);
  const finished = recent.filter((event) => event.hour >= totals.through && event.hour < current);
  if (finished.length > 0 && stored.etag !== '') {
    const folded: Totals = { through: current, posts: addEvents(totals.posts, finished) };
    if (writeOutcome(await store.setJSON(TOTALS_KEY, folded, { onlyIfMatch: stored.etag }), 'the blog totals')) {
      totals = folded;
      counted.push(...finished);
    }
  }
  await deleteKeys(store, counted.map((event) => event.key));
  const live = recent.filter((event) => event.hour >= totals.through);
  return new Map(Object.entries(addEvents(totals.posts, live)));
}

/** Views and likes of one post. */
export async function postStats(store: Store, slug: string, now = new Date()): Promise<PostStats> {
  return (await allPostStats(store, now)).get(slug) ?? { views: 0, likes: 0 };
}
