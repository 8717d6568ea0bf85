/**
 * The blog in each language (issue #44, docs/i18n.md §3, §5). A post is written in Telugu or Hindi
 * once its `translations` entry has that language's title and body; the rest of it (excerpt, cover
 * alt text) falls back to English field by field. Every published post has a page in every language
 * (an untranslated one shows English's words, marked as English); the language's RSS feed lists only
 * the posts written in it.
 */
import { INDIA_OFFSET_MS } from '../enquiry/booking-fields.ts';
import { localise } from '../i18n/localise.ts';
import type { Locale } from '../i18n/locales.ts';
import { publishedPosts, type BlogStatus } from './blog-post-schema.ts';

interface PostTexts {
  title: string;
  excerpt: string;
  status: BlogStatus;
  publishedAt?: string | undefined;
  translations?: { te?: { title?: string | undefined; body?: string | undefined } | undefined; hi?: { title?: string | undefined; body?: string | undefined } | undefined } | undefined;
}

/** English always; Telugu or Hindi once the post's title and body are written in it. */
export function isWrittenIn(post: Pick<PostTexts, 'translations'>, locale: Locale): boolean {
  if (locale === 'en') return true;
  const translated = post.translations?.[locale];
  return Boolean(translated?.title?.trim() && translated.body?.trim());
}

/** The published posts written in a language, newest first, in its words (what its RSS feed lists). */
export function postsWrittenIn<P extends PostTexts>(posts: readonly P[], locale: Locale): P[] {
  return publishedPosts(posts)
    .filter((post) => isWrittenIn(post, locale))
    .map((post) => localise(post, locale));
}

/** The day in India of a post's timestamp ("2026-08-14T20:00:00Z" -> "2026-08-15"), for its date in words. */
export function postDay(timestamp: string): string {
  return new Date(Date.parse(timestamp) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
