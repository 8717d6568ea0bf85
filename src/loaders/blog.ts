/** The blog for pages: metadata from content/blog/posts.json (validated), bodies from the `blog` collection. */
import { getEntry, render } from 'astro:content';
import rawPosts from '../../content/blog/posts.json' with { type: 'json' };
import { blogPostsSchema, publishedPosts, type BlogPost } from '../lib/blog/blog-post-schema.ts';

const posts = blogPostsSchema.parse(rawPosts);

/** Published posts only, newest first: drafts and archived posts never get a page. */
export function getPublishedPosts(): BlogPost[] {
  return publishedPosts(posts);
}

export async function renderPostBody(slug: string) {
  const entry = await getEntry('blog', slug);
  if (!entry) throw new Error(`content/blog/${slug}.md is missing`);
  return render(entry);
}
