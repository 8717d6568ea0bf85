/**
 * GET /thumbnails/{folder}/{file}, written at build time: the first picture of each built-in product
 * the shop lists, at a URL that does not change between builds, so the header suggestions (whose
 * function imports src/lib/search/builtin-search-index.json) can show it (issue #12); heavy SVG
 * artwork as a small WebP (src/build/search-thumbnails.ts, issue #14).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { THUMBNAIL_PREFIX, thumbnailFile } from '../../build/search-thumbnails.ts';
import index from '../../lib/search/builtin-search-index.json';

export const prerender = true;

export const getStaticPaths = (() => {
  const paths = new Set(index.flatMap((entry) => entry.images.slice(0, 1)).map((url) => url.slice(THUMBNAIL_PREFIX.length)));
  return [...paths].map((path) => ({ params: { path } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { body, type } = await thumbnailFile(params.path ?? '', process.cwd());
  return new Response(body, { headers: { 'Content-Type': type } });
};
