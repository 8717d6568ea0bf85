/**
 * The blog pages' calls (issue #8): a view counted once per visit and a like once per visitor, both
 * answering the post's counts, read as the contract (lib/api/site.ts) reads them, without zod
 * (lib/api/site-readers.ts).
 *   POST /api/blogs/{slug}/view  { visitId }    -> { views, likes }
 *   POST /api/blogs/{slug}/like  { visitorId }  -> { views, likes }
 */
import type { PostStats } from '../lib/api/site.ts';
import { readPostStats } from '../lib/api/site-readers.ts';
import { parseBy, postJson } from './api-client.ts';

export type { PostStats };

const parseStats = parseBy(readPostStats);
const postPath = (slug: string, action: 'view' | 'like') => `/api/blogs/${encodeURIComponent(slug)}/${action}`;

export async function countBlogView(slug: string, visitId: string): Promise<PostStats> {
  return parseStats(await postJson(postPath(slug, 'view'), { visitId }));
}

export async function likeBlogPost(slug: string, visitorId: string): Promise<PostStats> {
  return parseStats(await postJson(postPath(slug, 'like'), { visitorId }));
}
