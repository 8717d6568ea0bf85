/**
 * GET /data/content-version.json, written at build time (issue #41, docs/content-editing.md §4): which
 * staff version of the content this build shows (0: content/ as shipped) and when it was built; a
 * preview build also names the draft it shows. Netlify's deploy-succeeded function reads it from the
 * live site to record what went live.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRoute } from 'astro';
import { contentRoot, LAYER_STAMP_FILE, type LayerStamp } from '../../build/content-root.ts';

export const prerender = true;

export const GET: APIRoute = () => {
  const file = join(contentRoot(), LAYER_STAMP_FILE);
  const stamp: LayerStamp = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LayerStamp) : { version: 0, source: 'content' };
  const body = { version: stamp.version, builtAt: new Date().toISOString(), ...(stamp.draftStamp === undefined ? {} : { draftStamp: stamp.draftStamp }) };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
