/**
 * Where the build reads the site's content (docs/content-editing.md §4): `.content-live/`, the copy of
 * content/ with the staff layer applied that scripts/content-layer.mjs writes first in every build,
 * once it is complete (its `.layer.json` is written last); else content/ itself, the seed (a fresh
 * clone, `npm run dev`, the tests). Both sit at the repository root, so an entry's relative artwork
 * path (`../../src/assets/…`) resolves the same from either.
 *
 * CONTENT_LIVE_DIR names another folder at the root for the same role: the local publisher builds a
 * version into `.content-next` and a preview into `.content-preview`, so the live copy is replaced only
 * when its build succeeded (scripts/local-platform/publisher.mjs).
 *
 * Paths are taken from the working folder (the project root for every npm script, Astro and Vitest):
 * a module bundled into the build's output cannot find its own folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const SEED_CONTENT_DIR = 'content';
export const LIVE_CONTENT_DIR = '.content-live';
/** Written last by the materialiser: `{ version, source, draftStamp? }` (see LayerStamp). */
export const LAYER_STAMP_FILE = '.layer.json';
/** Staff pictures inside the live folder: `picture:{key}` becomes `../_pictures/{key}`. */
export const PICTURES_DIR = '_pictures';
/** Files the build generates from the live content for the functions to bundle (the search index). */
export const GENERATED_DIR = '_generated';

/** What a live folder holds: a published version (0: content/ as shipped), or the draft for a preview. */
export interface LayerStamp {
  version: number;
  source: 'content' | 'version' | 'draft';
  draftStamp?: string;
}

/** The folder name (at the root) a build writes its live content to. */
export function liveContentDirName(env: NodeJS.ProcessEnv = process.env): string {
  const name = env['CONTENT_LIVE_DIR'] || LIVE_CONTENT_DIR;
  if (!/^\.content-[a-z]+$/.test(name)) throw new Error(`CONTENT_LIVE_DIR must be a folder name such as .content-live at the project root, not "${name}".`);
  return name;
}

/** The folder name the build reads: the live one once complete, else content/. */
export function contentDirName(projectRoot: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  const live = liveContentDirName(env);
  return existsSync(join(projectRoot, live, LAYER_STAMP_FILE)) ? live : SEED_CONTENT_DIR;
}

/** The absolute folder the build reads content from. */
export function contentRoot(projectRoot: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  return join(projectRoot, contentDirName(projectRoot, env));
}
