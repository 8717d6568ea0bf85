/**
 * The public blog API:
 *   GET  /api/blogs                 -> published posts { title, slug, author, date, excerpt }[]
 *   GET  /api/blogs/{slug}/stats    -> { views, likes }
 *   POST /api/blogs/{slug}/view     { visitId }   -> { views, likes }  (counted once per visit)
 *   POST /api/blogs/{slug}/like     { visitorId } -> { views, likes }  (counted once per visitor)
 * Draft and archived posts answer 404 everywhere. Counting is bounded: one IP may send 60
 * views and likes an hour, one visit or visitor id 30 (429 with Retry-After past either).
 */
import type { Config } from '@netlify/functions';
import { blogLikeRequest, blogsAnswer, blogViewRequest, postStatsAnswer } from '../../src/lib/api/site.ts';
import { z } from 'astro/zod';
import { toFieldErrors } from '../../src/lib/api/api-error.ts';
import { publicPostSummary, publishedPosts } from '../../src/lib/blog/blog-post-schema.ts';
import { allPosts, findPublishedPost } from '../../src/server/blog/blog-posts.ts';
import { clientIp } from '../../src/server/http/client-ip.ts';
import { allowMethods, handle, type RequestContext } from '../../src/server/http/handle.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { answer } from '../../src/server/http/json.ts';
import { readJson } from '../../src/server/http/read-body.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { postStats, recordBlogEvent } from '../../src/server/storage/blog-stats-repository.ts';
import { takeThrottleSlot, type ThrottleRule } from '../../src/server/storage/throttle-repository.ts';

const EVENTS = {
  view: { event: 'views', body: z.pipe(blogViewRequest, z.transform((b) => b.visitId)) },
  like: { event: 'likes', body: z.pipe(blogLikeRequest, z.transform((b) => b.visitorId)) },
} as const;

const BLOG_IP_THROTTLE: ThrottleRule = { scope: 'blog-ip', max: 60, windowSeconds: 3600 };
const BLOG_VISITOR_THROTTLE: ThrottleRule = { scope: 'blog-visitor', max: 30, windowSeconds: 3600 };
const TOO_MANY_REACTIONS = 'Too many views and likes from your connection. Please try again later.';

async function countReaction(req: Request, context: RequestContext, clientId: string): Promise<void> {
  const throttle = openStore('throttle');
  for (const [rule, subject] of [[BLOG_IP_THROTTLE, clientIp(req, context)], [BLOG_VISITOR_THROTTLE, clientId]] as const) {
    const decision = await takeThrottleSlot(throttle, rule, subject);
    if (!decision.allowed) throw new HttpError(429, TOO_MANY_REACTIONS, { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
  }
}

export default handle(async (req, context) => {
  const slug = context.params['slug'];
  const action = context.params['action'];
  if (!slug) {
    allowMethods(req, ['GET', 'HEAD']);
    return answer(blogsAnswer, 200, publishedPosts(allPosts()).map(publicPostSummary), { 'Cache-Control': 'public, max-age=300' });
  }
  allowMethods(req, action === 'stats' ? ['GET', 'HEAD'] : ['POST']);
  if (!findPublishedPost(slug) || !['stats', 'view', 'like'].includes(action ?? '')) throw new HttpError(404, 'Post not found.');
  const store = openStore('blogStats');
  if (action === 'view' || action === 'like') {
    const { event, body } = EVENTS[action];
    const clientId = body.safeParse(await readJson(req, 1024));
    if (!clientId.success) throw new HttpError(400, 'A visit id is required.', { errors: toFieldErrors(clientId.error) });
    await countReaction(req, context, clientId.data);
    await recordBlogEvent(store, event, slug, clientId.data);
  }
  return answer(postStatsAnswer, 200, await postStats(store, slug));
});

export const config: Config = { path: ['/api/blogs', '/api/blogs/:slug/:action'] };
