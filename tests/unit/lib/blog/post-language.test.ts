/** The blog in each language (#44): which posts are written in Telugu or Hindi, and a post's day in words. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { blogPostsSchema, type BlogPost } from '../../../../src/lib/blog/blog-post-schema.ts';
import { isWrittenIn, postDay, postsWrittenIn } from '../../../../src/lib/blog/post-language.ts';
import { formatLocaleLongDate } from '../../../../src/lib/i18n/dates.ts';

const post = (slug: string, publishedAt: string, translations?: BlogPost['translations']): BlogPost => ({
  slug,
  title: `Title ${slug}`,
  author: 'Meera Rao',
  status: 'published',
  publishedAt,
  updatedAt: publishedAt,
  excerpt: `Excerpt ${slug}`,
  ...(translations ? { translations } : {}),
});

describe('#44 posts written in a language', () => {
  const written = post('written', '2026-08-14T09:00:00.000Z', { te: { title: 'తెలుగు శీర్షిక', body: 'తెలుగు కథనం' } });
  const titleOnly = post('title-only', '2026-09-01T09:00:00.000Z', { te: { title: 'శీర్షిక మాత్రమే' }, hi: { title: 'शीर्षक', body: 'लेख' } });
  const english = post('english', '2026-10-01T09:00:00.000Z');

  test('a post is written in Telugu once its Telugu title and body are; English always', () => {
    expect([written, titleOnly, english].map((p) => isWrittenIn(p, 'te'))).toEqual([true, false, false]);
    expect([written, titleOnly, english].map((p) => isWrittenIn(p, 'hi'))).toEqual([false, true, false]);
    expect([written, titleOnly, english].every((p) => isWrittenIn(p, 'en'))).toBe(true);
  });

  test('a language\u2019s feed lists only its posts, newest first, in its words (the excerpt falls back to English)', () => {
    const draft = { ...written, slug: 'draft', status: 'draft' as const };
    expect(postsWrittenIn([written, titleOnly, english, draft], 'te').map((p) => [p.slug, p.title, p.excerpt])).toEqual([['written', 'తెలుగు శీర్షిక', 'Excerpt written']]);
    expect(postsWrittenIn([written, titleOnly, english], 'en').map((p) => p.slug)).toEqual(['english', 'title-only', 'written']);
  });

  test('a post\u2019s date is its day in India, in the language\u2019s words', () => {
    expect(postDay('2026-08-14T20:00:00.000Z')).toBe('2026-08-15');
    expect(postDay('2026-08-14T09:00:00.000Z')).toBe('2026-08-14');
    expect(formatLocaleLongDate('te', postDay('2026-08-14T09:00:00.000Z'))).toBe('14 ఆగస్టు, 2026');
  });

  test('the shipped blog has at least two posts written in Telugu and in Hindi, each with its own excerpt', () => {
    const posts = blogPostsSchema.parse(JSON.parse(readFileSync('content/blog/posts.json', 'utf8')));
    for (const locale of ['te', 'hi'] as const) {
      const own = postsWrittenIn(posts, locale);
      expect(own.length, locale).toBeGreaterThanOrEqual(2);
      for (const p of own) expect(p.excerpt, `${p.slug} ${locale}`).toBe(posts.find((q) => q.slug === p.slug)?.translations?.[locale]?.excerpt);
    }
  });
});
