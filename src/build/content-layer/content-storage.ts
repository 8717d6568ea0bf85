/**
 * How each collection is kept in content/ (docs/content-editing.md §1), read from the folder itself:
 * `blog` for the folder that holds posts.json (plus one Markdown body per post), `folder` for every
 * other folder of JSON files (a `single` collection is such a folder with one file: written alike).
 * Anything else is no collection, and a layer naming it is refused.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentStorageKind } from './materialise-content.ts';

export function storageInSeed(seedDir: string): (collection: string) => ContentStorageKind | undefined {
  return (collection) => {
    const dir = join(seedDir, collection);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined;
    if (existsSync(join(dir, 'posts.json'))) return 'blog';
    return readdirSync(dir).some((name) => name.endsWith('.json')) ? 'folder' : undefined;
  };
}
