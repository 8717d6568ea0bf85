/**
 * The `blog-translations` collection (issue #44): the Telugu and Hindi bodies of the blog posts,
 * rendered from Markdown. A post's translations live in its posts.json entry (`translations.te.body`,
 * the staff editor's Telugu group; docs/i18n.md §3), not in files of their own, so this loader reads
 * posts.json from the content folder the build reads (content-root.ts) and renders each body as
 * Astro renders content/blog/{slug}.md. Entry ids are `{locale}/{slug}`; pages take them through
 * src/loaders/blog.ts. posts.json's own schema (the `blog-posts` collection) validates the texts.
 */
import type { Loader } from 'astro/loaders';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TRANSLATED_LANGUAGES } from '../lib/i18n/translations-schema.ts';
import { contentDirName } from './content-root.ts';

interface WrittenPost {
  slug?: unknown;
  translations?: Partial<Record<(typeof TRANSLATED_LANGUAGES)[number], { body?: unknown }>>;
}

export function blogTranslationsLoader(): Loader {
  return {
    name: 'blog-translations',
    load: async ({ store, renderMarkdown, generateDigest, watcher }) => {
      const file = resolve(join(contentDirName(), 'blog', 'posts.json'));
      watcher?.add(file);
      const posts = JSON.parse(await readFile(file, 'utf8')) as WrittenPost[];
      store.clear();
      for (const post of posts) {
        if (typeof post.slug !== 'string') continue;
        for (const locale of TRANSLATED_LANGUAGES) {
          const body = post.translations?.[locale]?.body;
          if (typeof body !== 'string' || body.trim() === '') continue;
          store.set({
            id: `${locale}/${post.slug}`,
            data: { slug: post.slug, locale },
            body,
            digest: generateDigest(body),
            rendered: await renderMarkdown(body, { fileURL: pathToFileURL(file) }),
          });
        }
      }
    },
  };
}
