/**
 * The public blog API:
 *   GET  /api/blogs                 -> published posts { title, slug, author, date, excerpt }[]
 *   GET  /api/blogs/{slug}/stats    -> { views, likes }
 *   POST /api/blogs/{slug}/view     { visitId }   -> { views, likes }  (counted once per visit)
 *   POST /api/blogs/{slug}/like     { visitorId } -> { views, likes }  (counted once per visitor)
 * Draft and archived posts answer 404 everywhere.
 */
import type { Config } from '@netlify/functions';
import { z } from 'astro/zod';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { publicPostSummary, publishedPosts } from '../../src/lib/blog/blog-post-schema.ts';
import { allPosts, findPublishedPost } from '../../src/server/blog/blog-posts.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { json } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { postStats, recordBlogEvent } from '../../src/server/storage/blog-stats-repository.ts';

const EVENTS = {
  view: { event: 'views', body: z.object({ visitId: z.uuid() }).transform((b) => b.visitId) },
  like: { event: 'likes', body: z.object({ visitorId: z.uuid() }).transform((b) => b.visitorId) },
} as const;

export default handle(async (req, context) => {
  const slug = context.params['slug'];
  const action = context.params['action'];
  if (!slug) {
    allowMethods(req, ['GET', 'HEAD']);
    return json(200, publishedPosts(allPosts()).map(publicPostSummary), { 'Cache-Control': 'public, max-age=300' });
  }
  allowMethods(req, action === 'stats' ? ['GET', 'HEAD'] : ['POST']);
  if (!findPublishedPost(slug) || !['stats', 'view', 'like'].includes(action ?? '')) throw new HttpError(404, 'Post not found.');
  const store = openStore('blogStats');
  if (action === 'view' || action === 'like') {
    const { event, body } = EVENTS[action];
    const clientId = body.safeParse(await readJson(req, 1024));
    if (!clientId.success) throw new HttpError(400, 'A visit id is required.', { errors: toFieldErrors(clientId.error) });
    await recordBlogEvent(store, event, slug, clientId.data);
  }
  return json(200, await postStats(store, slug));
});

export const config: Config = { path: ['/api/blogs', '/api/blogs/:slug/:action'] };
