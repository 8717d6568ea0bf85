/**
 * Where the blog's RSS feed is: /blog/rss.xml (and /te/blog/rss.xml, /hi/blog/rss.xml through
 * localePath, issue #44). The blog's name and summary are UI strings in each language
 * (ui(locale).pages.blog.heading and .description, src/lib/i18n/strings/pages.ts).
 */
export const BLOG = {
  feedPath: '/blog/rss.xml',
} as const;
