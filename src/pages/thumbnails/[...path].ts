/**
 * GET /thumbnails/{folder}/{file}, written at build time: the first picture of each built-in product
 * the shop lists, at a URL that does not change between builds, so the header suggestions (whose
 * function bundles the built-in search index, src/build/builtin-search-index.ts) can show it (issue #12);
 * heavy SVG artwork and staff pictures as a small WebP (src/build/search-thumbnails.ts, issues #14, #41).
 * The index read is the one of the content this build reads (the live one once staff changed it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { builtinSearchIndexFile } from '../../build/search-index-file.ts';
import { THUMBNAIL_PREFIX, thumbnailFile } from '../../build/search-thumbnails.ts';
import type { BuiltinSearchEntry } from '../../lib/search/builtin-search-entry.ts';

export const prerender = true;

export const getStaticPaths = (() => {
  const index = JSON.parse(readFileSync(join(process.cwd(), builtinSearchIndexFile()), 'utf8')) as BuiltinSearchEntry[];
  const paths = new Set(index.flatMap((entry) => entry.images.slice(0, 1)).map((url) => url.slice(THUMBNAIL_PREFIX.length)));
  return [...paths].map((path) => ({ params: { path } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { body, type } = await thumbnailFile(params.path ?? '', process.cwd());
  return new Response(body, { headers: { 'Content-Type': type } });
};
