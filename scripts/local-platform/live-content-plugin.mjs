/**
 * An esbuild plugin for the local functions runtime (issue #41): functions bundle some content at build
 * time (content/blog/posts.json, content/site/site.json, the built-in search index…). Once a build has
 * written a live content folder (.content-live, src/build/content-root.ts), those imports take its files
 * instead: `content/{path}` becomes `.content-live/{path}`, and the seed search index the live one. So the
 * functions speak of the published content, as on Netlify, where the build writes the live files over
 * its own checkout's before the functions are bundled (scripts/content-layer.mjs), and git's working
 * tree here stays as committed.
 */
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { contentDirName, SEED_CONTENT_DIR } from '../../src/build/content-root.ts';
import { BUILTIN_SEARCH_INDEX_FILE, liveSearchIndexFile } from '../../src/build/search-index-file.ts';

/** @param {string} projectRoot @returns {import('esbuild').Plugin} */
export function liveContentPlugin(projectRoot) {
  return {
    name: 'live-content',
    setup(build) {
      const liveDir = contentDirName(projectRoot);
      if (liveDir === SEED_CONTENT_DIR) return;
      const seedPrefix = join(projectRoot, SEED_CONTENT_DIR) + sep;
      const seedIndex = join(projectRoot, BUILTIN_SEARCH_INDEX_FILE);
      build.onResolve({ filter: /\.json$/ }, (args) => {
        if (!args.path.startsWith('.')) return undefined;
        const path = resolve(args.resolveDir, args.path);
        let live;
        if (path === seedIndex) live = join(projectRoot, liveSearchIndexFile(liveDir));
        else if (path.startsWith(seedPrefix)) live = join(projectRoot, liveDir, path.slice(seedPrefix.length));
        // A file staff removed is gone from the live folder: the import fails, as it would on Netlify.
        return live && existsSync(live) ? { path: live } : undefined;
      });
    },
  };
}
