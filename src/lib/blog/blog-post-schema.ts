/**
 * Blog posts: metadata in content/blog/posts.json (read by pages and functions alike),
 * body in content/blog/{slug}.md. Only published posts are ever public: drafts and archived posts
 * have no page and are not in /blog, the sitemap or the RSS feed. A post may have a cover picture
 * (issue #41), shown on its /blog card and its page and drawn into its share image.
 */
import { z } from 'astro/zod';
import { artworkSchema, artworkTextSchema, type ImageHelper } from '../content/content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

export const BLOG_STATUSES = ['published', 'draft', 'archived'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** A post's Markdown text (content/blog/{slug}.md; the layer's `body` field). */
export const blogBodySchema = z.string().trim().min(1, { error: 'Write the post.' }).max(100_000, { error: 'Keep the post under 100,000 characters.' });

const postText = {
  title: z.string().min(1).max(120),
  excerpt: z.string().min(1).max(300),
};

/**
 * A post in Telugu and Hindi (issue #44), kept in its posts.json entry: its title, excerpt, Markdown
 * body and cover's alt text. A post is listed on /te/blog (and in /te/blog/rss.xml) once its Telugu
 * title and body are written; the rest falls back to English.
 */
const translatedPost = { ...postText, body: blogBodySchema, cover: artworkTextSchema };

/**
 * One post. `image` resolves the cover's path (relative to posts.json): Astro's image() at build
 * time; the functions, which never show the cover, keep the path as written (blogPostSchema).
 */
export function blogPostSchemaWith<I extends z.ZodType>(image: ImageHelper<I>) {
  return z
    .object({
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case words joined by hyphens.' }),
      title: postText.title,
      author: z.string().min(1).max(80),
      status: z.enum(BLOG_STATUSES),
      publishedAt: z.iso.datetime().optional(),
      updatedAt: z.iso.datetime(),
      excerpt: postText.excerpt,
      /** The cover picture (issue #41): the file, relative to posts.json, and its alt text. */
      cover: artworkSchema(image).optional(),
      translations: translationsOf(translatedPost, ['title', 'excerpt', 'body', 'cover']),
    })
    .strict()
    .refine((post) => post.status === 'draft' || post.publishedAt !== undefined, {
      error: 'Published and archived posts need a publishedAt date.',
      path: ['publishedAt'],
    });
}

const coverPathSchema = () => z.string().regex(/^\.\.?\/.+\.(?:svg|jpe?g|png|webp|avif)$/i, { error: 'A picture file next to the post: "../../src/assets/…" (.svg, .jpg, .png, .webp)' });

export const blogPostSchema = blogPostSchemaWith(coverPathSchema);

/** Every slug once: a post's address is /blog/{slug}. */
export function hasUniqueSlugs(posts: readonly { slug: string }[]): boolean {
  return new Set(posts.map((p) => p.slug)).size === posts.length;
}

export const blogPostsSchema = z.array(blogPostSchema).refine(hasUniqueSlugs, {
  error: 'Every post needs its own slug.',
});

export type BlogPost = z.infer<typeof blogPostSchema>;

/** Published posts, newest first. */
export function publishedPosts<P extends Pick<BlogPost, 'status' | 'publishedAt'>>(posts: readonly P[]): P[] {
  return posts
    .filter((post) => post.status === 'published')
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

/** What GET /api/blogs shows of a published post. */
export function publicPostSummary(post: Omit<BlogPost, 'cover'>) {
  return { title: post.title, slug: post.slug, author: post.author, date: post.publishedAt ?? post.updatedAt, excerpt: post.excerpt };
}

const POST_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "14 August 2026" */
export function formatPostDate(iso: string): string {
  return POST_DATE.format(new Date(iso));
}

