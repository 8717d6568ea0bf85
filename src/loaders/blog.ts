/**
 * The blog for pages: metadata from the `blog-posts` collection (content/blog/posts.json, or its copy
 * with the staff layer applied: src/content.config.ts), validated here; bodies from the `blog` collection.
 */
import { getCollection, getEntry, render } from 'astro:content';
import { blogPostsSchema, publishedPosts, type BlogPost } from '../lib/blog/blog-post-schema.ts';

const posts = blogPostsSchema.parse((await getCollection('blog-posts')).map((entry) => entry.data));

/** Published posts only, newest first: drafts and archived posts never get a page. */
export function getPublishedPosts(): BlogPost[] {
  return publishedPosts(posts);
}

export async function renderPostBody(slug: string) {
  const entry = await getEntry('blog', slug);
  if (!entry) throw new Error(`content/blog/${slug}.md is missing`);
  return render(entry);
}
