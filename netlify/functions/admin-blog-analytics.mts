/**
 * GET /api/admin/blog-analytics — developers only:
 * { summary: { total, published, draft, archived }, recentActivity (5), topViewedBlogs (5) }.
 */
import type { Config } from '@netlify/functions';
import { blogAnalyticsAnswer } from '../../src/lib/api/staff.ts';
import { blogAnalytics } from '../../src/lib/blog/blog-analytics.ts';
import { requireUser } from '../../src/server/auth/require-user.ts';
import { allPosts } from '../../src/server/blog/blog-posts.ts';
import { allowMethods, handle } from '../../src/server/http/handle.ts';
import { answer } from '../../src/server/http/json.ts';
import { openStore } from '../../src/server/storage/blob-stores.ts';
import { allPostStats } from '../../src/server/storage/blog-stats-repository.ts';

export default handle(async (req) => {
  allowMethods(req, ['GET']);
  await requireUser(req, 'developer');
  return answer(blogAnalyticsAnswer, 200, blogAnalytics(allPosts(), await allPostStats(openStore('blogStats'))));
});

export const config: Config = { path: '/api/admin/blog-analytics' };
