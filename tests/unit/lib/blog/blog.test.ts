import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { blogAnalytics } from '../../../../src/lib/blog/blog-analytics.ts';
import { toFieldErrors } from '../../../../src/lib/api/api-error.ts';
import { blogPostSchema, blogPostsSchema, publishedPosts, type BlogPost } from '../../../../src/lib/blog/blog-post-schema.ts';

const posts = blogPostsSchema.parse(JSON.parse(readFileSync('content/blog/posts.json', 'utf8')));

const post = (slug: string, status: BlogPost['status'], updatedAt: string): BlogPost => ({
  slug,
  title: slug,
  author: 'A',
  status,
  updatedAt,
  excerpt: 'x',
  ...(status === 'draft' ? {} : { publishedAt: updatedAt }),
});

describe('blog content (DEV-10, G-26)', () => {
  test('every post has a Markdown body and a unique slug; all three statuses are present', () => {
    for (const { slug } of posts) expect(existsSync(`content/blog/${slug}.md`)).toBe(true);
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(['published', 'draft', 'archived']));
  });

  test('publishedPosts keeps only published posts, newest first', () => {
    const list = publishedPosts(posts);
    expect(list.every((p) => p.status === 'published')).toBe(true);
    expect(list.map((p) => p.publishedAt)).toEqual([...list.map((p) => p.publishedAt)].sort().reverse());
  });

  test('a duplicate slug or a published post without a date is refused', () => {
    expect(blogPostsSchema.safeParse([post('a', 'draft', '2026-01-01T00:00:00.000Z'), post('a', 'draft', '2026-01-01T00:00:00.000Z')]).success).toBe(false);
    const { publishedAt: _date, ...undated } = post('b', 'published', '2026-01-01T00:00:00.000Z');
    expect(blogPostsSchema.safeParse([undated]).success).toBe(false);
  });
});

describe('blogAnalytics (DATA-18, DEV-04, DEV-10, CONST-37)', () => {
  const list = [
    post('p1', 'published', '2026-01-01T00:00:00.000Z'),
    post('p2', 'published', '2026-02-01T00:00:00.000Z'),
    post('d1', 'draft', '2026-03-01T00:00:00.000Z'),
    post('a1', 'archived', '2026-04-01T00:00:00.000Z'),
    post('p3', 'published', '2026-05-01T00:00:00.000Z'),
    post('p4', 'published', '2026-06-01T00:00:00.000Z'),
  ];
  const analytics = blogAnalytics(list, new Map([['p1', { views: 9, likes: 1 }], ['p2', { views: 3, likes: 2 }]]));

  test('counts posts by status', () => {
    expect(analytics.summary).toEqual({ total: 6, published: 4, draft: 1, archived: 1 });
  });

  test('recent activity lists the 5 most recently updated posts with title, author, status and date', () => {
    expect(analytics.recentActivity.map((p) => p._id)).toEqual(['p4', 'p3', 'a1', 'd1', 'p2']);
    expect(analytics.recentActivity[0]).toEqual({ _id: 'p4', title: 'p4', author: 'A', status: 'published', updatedAt: '2026-06-01T00:00:00.000Z' });
  });

  test('top viewed blogs are ordered by views, with zero for posts never viewed', () => {
    expect(analytics.topViewedBlogs.slice(0, 2)).toEqual([
      { _id: 'p1', title: 'p1', author: 'A', views: 9, likes: 1 },
      { _id: 'p2', title: 'p2', author: 'A', views: 3, likes: 2 },
    ]);
    expect(analytics.topViewedBlogs).toHaveLength(5);
    expect(analytics.topViewedBlogs[2]?.views).toBe(0);
  });
});

describe('blog covers (#41)', () => {
  const base = post('covered', 'published', '2026-01-01T00:00:00.000Z');

  test('the published posts of content/ have a cover with alt text; a cover is optional', () => {
    for (const published of publishedPosts(posts)) expect(published.cover?.alt.length).toBeGreaterThan(8);
    expect(blogPostSchema.safeParse(base).success).toBe(true);
  });

  test('every cover of content/blog/posts.json is a file that exists', () => {
    for (const { cover } of posts) if (cover) expect(existsSync(`content/blog/${cover.src}`)).toBe(true);
  });

  test.each([
    [{ src: '../../src/assets/sweets/kaju-katli.svg', alt: 'Kaju' }, 'cover.alt', 'Describe the picture in a few words (alt text)'],
    [{ src: 'https://example.in/cover.jpg', alt: 'Kaju katli on a plate' }, 'cover.src', 'A picture file next to the post: "../../src/assets/…" (.svg, .jpg, .png, .webp)'],
  ])('refuses the cover %j with the message on the field', (cover, field, message) => {
    const result = blogPostSchema.safeParse({ ...base, cover });
    expect(result.success ? {} : toFieldErrors(result.error)).toMatchObject({ [field]: message });
  });
});
