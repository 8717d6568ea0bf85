/**
 * The first step of `npm run build` (docs/content-editing.md §4): writes the live content folder
 * (.content-live/, or CONTENT_LIVE_DIR) that the rest of the build reads: content/ with the chosen
 * staff layer applied (src/build/content-layer/). Which layer: CONTENT_LAYER=draft (a preview),
 * CONTENT_VERSION=n, else the latest requested version (src/build/content-layer/layer-source.ts).
 *
 * Where the layer is read from:
 * - NETLIFY_BLOBS_CONTEXT set: the Blobs of that context. @netlify/blobs takes its site, token and
 *   address from this variable; Netlify sets it in its builds, and the local publisher passes the
 *   local server's (scripts/local-platform/publisher.mjs).
 * - otherwise, when the folder of `npm start`'s Blobs exists (.netlify/blobs-serve, or LOCAL_BLOBS_DIR):
 *   that folder, served for the length of this step, as for the seed and the backups.
 * - otherwise (a fresh clone, nothing published): a plain copy of content/.
 * A store that is there but cannot be read fails the build: building without the staff layer would
 * take what staff published off the site.
 *
 * On Netlify the checkout is the build's own: the step ends by writing the live files over content/,
 * since Netlify's function bundler takes the JSON the functions import (content/blog/posts.json,
 * content/site/site.json, …) as it is on disk. Locally content/ is never written: the local functions
 * runtime redirects those imports instead (local-platform/live-content-plugin.mjs).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { LAYER_STAMP_FILE, liveContentDirName, SEED_CONTENT_DIR } from '../src/build/content-root.ts';
import { layerChoiceFromEnv, readLayer } from '../src/build/content-layer/layer-source.ts';
import { materialiseContent } from '../src/build/content-layer/materialise-content.ts';
import { findCollection } from '../src/lib/content-layer/collections.ts';
import { openStore } from '../src/server/storage/blob-stores.ts';
import { startLocalBlobsServer } from './local-blobs/local-blobs-server.mjs';
import { isNetlifyBuild } from './netlify-build.mjs';
import { LOCAL_SITE_ID, localBlobsDirectory } from './seed.mjs';

/** Runs `task` with the Blobs this build may read, or with none (undefined). */
async function withBuildBlobs(projectRoot, task) {
  if (process.env.NETLIFY_BLOBS_CONTEXT) return task('the build context');
  const directory = localBlobsDirectory(projectRoot);
  if (!existsSync(directory)) return task(undefined);
  const token = 'content-layer';
  const server = await startLocalBlobsServer({ directory, token, port: 0 });
  try {
    setEnvironmentContext({ edgeURL: server.url, uncachedEdgeURL: server.url, token, siteID: LOCAL_SITE_ID });
    return await task(directory);
  } finally {
    await server.stop();
  }
}

/**
 * Astro's build keeps each content entry whose text is unchanged with the file path it was first read
 * from (its data store in node_modules/.astro), and resolves the entry's pictures from there. A build
 * reading another folder (.content-next after .content-live, a preview, a copy of the project sharing
 * node_modules) would then read files of a folder that may be gone: the store is dropped whenever the
 * folder differs from the last build's. Pictures Astro made stay cached (node_modules/.astro/assets).
 */
async function forgetEntriesOfOtherFolders(projectRoot, liveDir) {
  const cacheDir = join(projectRoot, 'node_modules', '.astro');
  const marker = join(cacheDir, 'content-folder.txt');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === liveDir) return;
  await rm(join(cacheDir, 'data-store.json'), { force: true });
  await rm(join(cacheDir, 'data-store'), { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  await writeFile(marker, liveDir);
}

/** Writes the live content folder; answers its stamp. */
export async function writeLiveContent(projectRoot = process.cwd()) {
  const choice = layerChoiceFromEnv();
  const seedDir = join(projectRoot, SEED_CONTENT_DIR);
  const liveDirName = liveContentDirName();
  const liveDir = join(projectRoot, liveDirName);
  return withBuildBlobs(projectRoot, async (blobs) => {
    if (!blobs && choice.kind !== 'latest') throw new Error(`No Blobs to read the ${choice.kind === 'draft' ? 'draft' : `version ${choice.version}`} from.`);
    const layer = blobs ? await readLayer(openStore('siteContent'), choice) : null;
    const source = layer ?? { stamp: { version: 0, source: 'content' }, layer: {}, picture: () => Promise.reject(new Error('No pictures in content/.')) };
    const report = await materialiseContent({ seedDir, liveDir, source, storageOf: (name) => findCollection(name)?.storage });
    await forgetEntriesOfOtherFolders(projectRoot, liveDir);
    const what = source.stamp.source === 'draft' ? 'the draft' : source.stamp.version === 0 ? 'content/ as shipped' : `version ${source.stamp.version}`;
    console.log(`Content layer: ${liveDirName}/ is ${what} (${report.items} changed items, ${report.pictures} pictures; Blobs: ${blobs ?? 'none'}).`);
    if (isNetlifyBuild()) {
      // Staff pictures and generated files stay in the live folder; the stamp too.
      const isContent = (path) => !relative(liveDir, path).split('/').some((part) => part.startsWith('_') || part === LAYER_STAMP_FILE);
      await cp(liveDir, seedDir, { recursive: true, filter: isContent });
      console.log('Content layer: content/ of this Netlify checkout now holds the live files, for the function bundles.');
    }
    return source.stamp;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await writeLiveContent();
