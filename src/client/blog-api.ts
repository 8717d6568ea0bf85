/**
 * The blog pages' calls (issue #8): a view counted once per visit and a like once per visitor, both
 * answering the post's counts, parsed with the contract (lib/api/site.ts, zod/mini).
 *   POST /api/blogs/{slug}/view  { visitId }    -> { views, likes }
 *   POST /api/blogs/{slug}/like  { visitorId }  -> { views, likes }
 */
import { postStatsAnswer, type PostStats } from '../lib/api/site.ts';
import { parseWith, postJson } from './api-client.ts';

export type { PostStats };

const parseStats = parseWith(postStatsAnswer);
const postPath = (slug: string, action: 'view' | 'like') => `/api/blogs/${encodeURIComponent(slug)}/${action}`;

export async function countBlogView(slug: string, visitId: string): Promise<PostStats> {
  return parseStats(await postJson(postPath(slug, 'view'), { visitId }));
}

export async function likeBlogPost(slug: string, visitorId: string): Promise<PostStats> {
  return parseStats(await postJson(postPath(slug, 'like'), { visitorId }));
}
