/**
 * GET /blog/rss.xml: the published blog posts, newest first, as RSS 2.0 (linked from the blog pages);
 * drafts and archived posts never. /te/blog/rss.xml and /hi/blog/rss.xml (issue #44) answer with this
 * endpoint in their language (Astro's currentLocale): only the posts written in it, in its words,
 * linking to its pages.
 */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getPublishedPosts } from '../../loaders/blog.ts';
import { postsWrittenIn } from '../../lib/blog/post-language.ts';
import { LANGUAGE_TAG, localePath, pageLocale } from '../../lib/i18n/locales.ts';
import { ui } from '../../lib/i18n/strings/index.ts';
import { siteOrigin } from '../../loaders/structured-data.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site, currentLocale, params }) => {
  // The [locale] route's parameter (src/pages/[locale]/blog/rss.xml.ts), else the address's language.
  const locale = pageLocale(params['locale'] ?? currentLocale);
  const strings = ui(locale).pages.blog;
  return rss({
    title: strings.heading,
    description: strings.description,
    site: `${siteOrigin(site)}/`,
    trailingSlash: false,
    items: postsWrittenIn(await getPublishedPosts(), locale).map((post) => ({
      title: post.title,
      link: localePath(locale, `/blog/${post.slug}`),
      description: post.excerpt,
      pubDate: new Date(post.publishedAt ?? post.updatedAt),
    })),
    customData: `<language>${LANGUAGE_TAG[locale].toLowerCase()}</language>`,
  });
};
