/**
 * Where the built-in search index is (builtin-search-index.ts): the seed made from content/, and the
 * live one the build makes from the content it reads. A small module of its own, so the thumbnails
 * page (bundled by Astro) can find the index without the content reader.
 */
import { join } from 'node:path';
import { contentDirName, GENERATED_DIR, SEED_CONTENT_DIR } from './content-root.ts';

/** The seed, committed: the index of content/ as shipped. */
export const BUILTIN_SEARCH_INDEX_FILE = 'src/lib/search/builtin-search-index.json';
const LIVE_FILE_NAME = 'builtin-search-index.json';

/** The index of the content the build reads, from the project root: the live one, else the seed. */
export function builtinSearchIndexFile(projectRoot: string = process.cwd()): string {
  const dir = contentDirName(projectRoot);
  return dir === SEED_CONTENT_DIR ? BUILTIN_SEARCH_INDEX_FILE : liveSearchIndexFile(dir);
}

/** The live index inside a live content folder (`.content-live/_generated/…`). */
export function liveSearchIndexFile(liveDirName: string): string {
  return join(liveDirName, GENERATED_DIR, LIVE_FILE_NAME);
}
