/**
 * The blog's post metadata, bundled into the functions from content/blog/posts.json
 * (the same file the pages read), and validated once per instance.
 */
import rawPosts from '../../../content/blog/posts.json' with { type: 'json' };
import { blogPostsSchema, type BlogPost } from '../../lib/blog/blog-post-schema.ts';

const posts: readonly BlogPost[] = blogPostsSchema.parse(rawPosts);

export function allPosts(): readonly BlogPost[] {
  return posts;
}

export function findPublishedPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug && post.status === 'published');
}
