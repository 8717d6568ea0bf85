/**
 * Views and likes of blog posts in the `blog-stats` store, one key per event so that
 * no count is ever read, changed and written back:
 *   `views/{slug}/{visitId}`   one per visit (a visit id lives in the visitor's sessionStorage)
 *   `likes/{slug}/{visitorId}` one per visitor (a visitor id lives in localStorage)
 * Both are written with onlyIfNew, so repeating a view or a like changes nothing.
 */
import type { PostStats } from '../../lib/blog/blog-analytics.ts';
import { listAllKeys, writeOutcome, type Store } from './blob-stores.ts';

export type BlogEvent = 'views' | 'likes';

export async function recordBlogEvent(store: Store, event: BlogEvent, slug: string, clientId: string): Promise<void> {
  // false: this visit or visitor was counted before, which changes nothing.
  writeOutcome(await store.set(`${event}/${slug}/${clientId}`, new Date().toISOString(), { onlyIfNew: true }), `${event}/${slug}`);
}

export async function postStats(store: Store, slug: string): Promise<PostStats> {
  const [views, likes] = await Promise.all([listAllKeys(store, `views/${slug}/`), listAllKeys(store, `likes/${slug}/`)]);
  return { views: views.length, likes: likes.length };
}

/** Views and likes of every post, from one listing of the store. */
export async function allPostStats(store: Store): Promise<Map<string, PostStats>> {
  const stats = new Map<string, PostStats>();
  for (const key of await listAllKeys(store)) {
    const [event, slug] = key.split('/');
    if (!slug || (event !== 'views' && event !== 'likes')) continue;
    const entry = stats.get(slug) ?? { views: 0, likes: 0 };
    entry[event] += 1;
    stats.set(slug, entry);
  }
  return stats;
}
