/**
 * GET /thumbnails/{folder}/{file}, written at build time: the first picture of each built-in product
 * the shop lists, at a URL that does not change between builds, so the header suggestions (whose
 * function imports src/lib/search/builtin-search-index.json) can show it (issue #12).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { THUMBNAIL_PREFIX, thumbnailAsset } from '../../build/builtin-search-index.ts';
import index from '../../lib/search/builtin-search-index.json';

export const prerender = true;

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

export const getStaticPaths = (() => {
  const paths = new Set(index.flatMap((entry) => entry.images.slice(0, 1)).map((url) => url.slice(THUMBNAIL_PREFIX.length)));
  return [...paths].map((path) => ({ params: { path } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const path = params.path ?? '';
  const type = TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
  const body = await readFile(join(process.cwd(), thumbnailAsset(path)));
  return new Response(body, { headers: { 'Content-Type': type } });
};
