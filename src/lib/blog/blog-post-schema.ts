/**
 * Blog posts: metadata in content/blog/posts.json (read by pages and functions alike),
 * body in content/blog/{slug}.md. Only published posts are ever public.
 */
import { z } from 'astro/zod';

export const BLOG_STATUSES = ['published', 'draft', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const blogPostSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case words joined by hyphens.' }),
    title: z.string().min(1).max(120),
    author: z.string().min(1).max(80),
    status: z.enum(BLOG_STATUSES),
    publishedAt: z.iso.datetime().optional(),
    updatedAt: z.iso.datetime(),
    excerpt: z.string().min(1).max(300),
  })
  .strict()
  .refine((post) => post.status === 'draft' || post.publishedAt !== undefined, {
    error: 'Published and archived posts need a publishedAt date.',
    path: ['publishedAt'],
  });

export const blogPostsSchema = z.array(blogPostSchema).refine((posts) => new Set(posts.map((p) => p.slug)).size === posts.length, {
  error: 'Every post needs its own slug.',
});

export type BlogPost = z.infer<typeof blogPostSchema>;

/** Published posts, newest first. */
export function publishedPosts(posts: readonly BlogPost[]): BlogPost[] {
  return posts
    .filter((post) => post.status === 'published')
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

/** What GET /api/blogs shows of a published post. */
export function publicPostSummary(post: BlogPost) {
  return { title: post.title, slug: post.slug, author: post.author, date: post.publishedAt ?? post.updatedAt, excerpt: post.excerpt };
}

const POST_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "14 August 2026" */
export function formatPostDate(iso: string): string {
  return POST_DATE.format(new Date(iso));
}

