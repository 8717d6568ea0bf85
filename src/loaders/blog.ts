/**
 * The blog for pages: metadata from content/blog/posts.json (the `blog-posts` collection, covers
 * resolved by Astro's image(), issue #41), bodies from the `blog` collection.
 */
import type { ImageMetadata } from 'astro';
import { getCollection, getEntry, render } from 'astro:content';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { hasUniqueSlugs, publishedPosts, type BlogPost } from '../lib/blog/blog-post-schema.ts';
import { isWrittenIn } from '../lib/blog/post-language.ts';
import type { Artwork } from '../lib/content/content-fields-schema.ts';
import { localise } from '../lib/i18n/localise.ts';
import type { Locale } from '../lib/i18n/locales.ts';

/** A post as pages show it: its cover resolved for <SmartImage>, and the cover's file for the share image. */
export type PagePost = Omit<BlogPost, 'cover'> & { cover: (Artwork<ImageMetadata> & { file: string }) | undefined };

async function loadPosts(): Promise<PagePost[]> {
  const entries = await getCollection('blog-posts');
  if (!hasUniqueSlugs(entries.map((entry) => entry.data))) throw new Error('content/blog/posts.json: every post needs its own slug');
  const first = entries[0]?.filePath;
  // The cover's file as written (relative to posts.json): the share image is drawn from it.
  const raw = first ? (JSON.parse(await readFile(first, 'utf8')) as { slug: string; cover?: { src: string } }[]) : [];
  return entries.map(({ data, filePath }) => {
    const written = raw.find((post) => post.slug === data.slug)?.cover?.src;
    const cover = data.cover && written && filePath ? { ...data.cover, file: resolve(dirname(filePath), written) } : undefined;
    return { ...data, cover };
  });
}

/** Published posts only, newest first: drafts and archived posts never get a page. */
export async function getPublishedPosts(): Promise<PagePost[]> {
  return publishedPosts(await loadPosts());
}

/**
 * A post in a language (issue #44): its translated words over English's, and whether it is written in
 * that language (an untranslated post's page shows English's words, marked as English).
 */
export function postIn(post: PagePost, locale: Locale): { post: PagePost; writtenIn: boolean } {
  return { post: localise(post, locale), writtenIn: isWrittenIn(post, locale) };
}

/** A post's body in a language: its translation (posts.json `translations`) when written, else content/blog/{slug}.md. */
export async function renderPostBody(slug: string, locale: Locale = 'en') {
  if (locale !== 'en') {
    const translated = await getEntry('blog-translations', `${locale}/${slug}`);
    if (translated) return render(translated);
  }
  const entry = await getEntry('blog', slug);
  if (!entry) throw new Error(`content/blog/${slug}.md is missing`);
  return render(entry);
}
