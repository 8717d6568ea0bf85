/** GET /blog/rss.xml: the published blog posts, newest first, as RSS 2.0 (linked from the blog pages); drafts and archived posts never. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getPublishedPosts } from '../../loaders/blog.ts';
import { BLOG } from '../../lib/blog/blog-identity.ts';
import { siteOrigin } from '../../loaders/structured-data.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site }) =>
  rss({
    title: BLOG.title,
    description: BLOG.description,
    site: `${siteOrigin(site)}/`,
    trailingSlash: false,
    items: (await getPublishedPosts()).map((post) => ({
      title: post.title,
      link: `/blog/${post.slug}`,
      description: post.excerpt,
      pubDate: new Date(post.publishedAt ?? post.updatedAt),
    })),
    customData: '<language>en-in</language>',
  });
