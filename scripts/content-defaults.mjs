/**
 * `npm run content:defaults` (also run first by `npm run build`, `npm run dev`, `npm run typecheck` and
 * the tests): writes what the content functions need of `content/` at run time, so they never fetch
 * the public site (issue #41; docs/content-editing.md §1-§2), into src/server/content/generated/
 * (gitignored), which the functions bundle as JSON modules:
 *   content-defaults.json  { [collection]: { [id]: entry } } for every collection of the registry
 *                          (src/lib/content-layer/collections.ts); a blog post is its posts.json
 *                          metadata plus its Markdown `body`
 *   artwork-manifest.json  the built-in artwork an image field may name, as a content entry writes
 *                          the path ("../../src/assets/…")
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_COLLECTIONS } from '../src/lib/content-layer/collections.ts';

export const GENERATED_DIR = 'src/server/content/generated';
const ARTWORK_DIR = 'src/assets';
const ARTWORK_FILE = /\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function jsonFiles(dir) {
  return readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
}

function readCollection(contentDir, collection) {
  const dir = join(contentDir, collection.name);
  const entries = {};
  if (collection.storage === 'blog') {
    for (const post of readJson(join(dir, 'posts.json'))) {
      entries[post.slug] = { ...post, body: readFileSync(join(dir, `${post.slug}.md`), 'utf8') };
    }
    return entries;
  }
  for (const name of jsonFiles(dir)) entries[name.slice(0, -'.json'.length)] = readJson(join(dir, name));
  return entries;
}

function artworkFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ARTWORK_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Replaces a file in one step (a test worker importing it meanwhile never reads half of it). */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Writes both files under `root`; answers what was written. */
export function writeContentDefaults(root = process.cwd()) {
  const contentDir = join(root, 'content');
  const defaults = Object.fromEntries(CONTENT_COLLECTIONS.map((collection) => [collection.name, readCollection(contentDir, collection)]));
  // A content entry sits at content/{collection}/{id}.json: its artwork paths start "../../".
  const entryDir = join(contentDir, 'collection');
  const artwork = artworkFiles(join(root, ARTWORK_DIR)).map((file) => relative(entryDir, file).split(sep).join('/')).sort();
  const out = join(root, GENERATED_DIR);
  mkdirSync(out, { recursive: true });
  writeAtomically(join(out, 'content-defaults.json'), `${JSON.stringify(defaults)}\n`);
  writeAtomically(join(out, 'artwork-manifest.json'), `${JSON.stringify(artwork)}\n`);
  const items = Object.values(defaults).reduce((sum, entries) => sum + Object.keys(entries).length, 0);
  return { collections: CONTENT_COLLECTIONS.length, items, artwork: artwork.length };
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const written = writeContentDefaults();
  console.log(`Content defaults: ${written.items} items of ${written.collections} collections and ${written.artwork} artwork files written to ${GENERATED_DIR}.`);
}
