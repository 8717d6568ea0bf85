/**
 * The content reader the tests use is the build's own (src/build/read-content-files.ts), bound to
 * content/ as shipped: the tests check the seed's counts and rules, whatever layer a local build
 * materialised into .content-live/.
 */
import type { z } from 'astro/zod';
import type { ImageHelper } from '../../../src/lib/content/content-fields-schema.ts';
import { loadCollection as loadFrom, seedContentRoot, type LoadedEntry } from '../../../src/build/read-content-files.ts';

export { repoRoot, type LoadedEntry } from '../../../src/build/read-content-files.ts';
export const contentRoot = seedContentRoot;

export function loadCollection<S extends z.ZodType>(
  collection: string,
  makeSchema: (image: ImageHelper<z.ZodType<string>>) => S,
): LoadedEntry<z.output<S>>[] {
  return loadFrom(collection, makeSchema, seedContentRoot);
}
