/**
 * `npm run index:builtin` (also run in `npm run build`, after scripts/content-layer.mjs): writes the
 * built-in products' search index for the suggestions function (src/build/builtin-search-index.ts):
 * - the seed, src/lib/search/builtin-search-index.json, from content/ as shipped (committed);
 * - when the build reads a live content folder (content-root.ts), the live index inside it, from the
 *   content with the staff layer applied (git-ignored). The local functions runtime bundles that one
 *   (local-platform/live-content-plugin.mjs). A Netlify build, whose checkout is its own, also writes
 *   it over the seed, since Netlify's function bundler takes the files as they are on disk.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildBuiltinSearchIndex, serialiseBuiltinSearchIndex } from '../src/build/builtin-search-index.ts';
import { contentDirName, SEED_CONTENT_DIR } from '../src/build/content-root.ts';
import { BUILTIN_SEARCH_INDEX_FILE, liveSearchIndexFile } from '../src/build/search-index-file.ts';
import { seedContentRoot } from '../src/build/read-content-files.ts';
import { isNetlifyBuild } from './netlify-build.mjs';

const root = process.cwd();
const write = (file, entries) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), serialiseBuiltinSearchIndex(entries));
  console.log(`Built-in search index: ${entries.length} products written to ${file}.`);
};

const seed = buildBuiltinSearchIndex(seedContentRoot);
write(BUILTIN_SEARCH_INDEX_FILE, seed);

const liveDir = contentDirName(root);
if (liveDir !== SEED_CONTENT_DIR) {
  const live = buildBuiltinSearchIndex(join(root, liveDir));
  write(liveSearchIndexFile(liveDir), live);
  if (isNetlifyBuild()) write(BUILTIN_SEARCH_INDEX_FILE, live);
}
