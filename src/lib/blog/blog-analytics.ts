/** The developer dashboard's blog statistics (admin §3 Blog analytics; G-26). */
import type { PostStats } from '../api/site.ts';
import type { BlogAnalytics } from '../api/staff.ts';
import type { BlogPost } from './blog-post-schema.ts';

export const RECENT_ACTIVITY_COUNT = 5;
export const TOP_VIEWED_COUNT = 5;

/** Shapes from the API contract (GET /api/admin/blog-analytics, the blog stats answers). */
export type { BlogAnalytics, PostStats };

export function blogAnalytics(posts: readonly BlogPost[], stats: ReadonlyMap<string, PostStats>): BlogAnalytics {
  const count = (status: BlogPost['status']) => posts.filter((post) => post.status === status).length;
  const recentActivity = [...posts]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, RECENT_ACTIVITY_COUNT)
    .map((post) => ({ _id: post.slug, title: post.title, author: post.author, status: post.status, updatedAt: post.updatedAt }));
  const topViewedBlogs = posts
    .map((post) => ({ _id: post.slug, title: post.title, author: post.author, ...(stats.get(post.slug) ?? { views: 0, likes: 0 }) }))
    .sort((a, b) => b.views - a.views || b.likes - a.likes || a.title.localeCompare(b.title))
    .slice(0, TOP_VIEWED_COUNT);
  return {
    summary: { total: posts.length, published: count('published'), draft: count('draft'), archived: count('archived') },
    recentActivity,
    topViewedBlogs,
  };
}
