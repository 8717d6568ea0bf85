/**
 * Build scripts and tests: reads <content root>/<collection>/*.json straight from disk and parses every entry with its schema from
 * src/lib/content, the way Astro does at build time but without Astro: the image() helper is replaced
 * by a check that the referenced file exists next to the content file. The root is the build's
 * (content-root.ts: the live layer once materialised, else content/); tests of the seed pass seedContentRoot.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { z } from 'astro/zod';
import type { ImageHelper } from '../lib/content/content-fields-schema.ts';
import { contentRoot, SEED_CONTENT_DIR } from './content-root.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');
/** content/ as shipped: the seed, whatever a build materialised. */
export const seedContentRoot = join(repoRoot, SEED_CONTENT_DIR);

/** Stand-in for Astro's image(): a path that must point at an existing file; yields the absolute path. */
function imageHelperFor(entryFile: string): ImageHelper<z.ZodType<string>> {
  return () =>
    z.string().transform((path, ctx) => {
      const absolute = resolve(dirname(entryFile), path);
      if (!existsSync(absolute)) {
        ctx.addIssue({ code: 'custom', message: `Image ${path} does not exist` });
        return z.NEVER;
      }
      return absolute;
    });
}

export interface LoadedEntry<T> {
  /** The file name without .json, as Astro's glob loader makes it. */
  id: string;
  file: string;
  data: T;
}

function contentFiles(root: string, collection: string): string[] {
  const dir = join(root, collection);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Parses every entry of a collection; throws one error naming each failing file and field.
 * `makeSchema` receives the image stand-in, so schemas with image() and plain schemas both fit.
 */
export function loadCollection<S extends z.ZodType>(
  collection: string,
  makeSchema: (image: ImageHelper<z.ZodType<string>>) => S,
  root: string = contentRoot(repoRoot),
): LoadedEntry<z.output<S>>[] {
  const failures: string[] = [];
  const entries: LoadedEntry<z.output<S>>[] = [];
  for (const file of contentFiles(root, collection)) {
    const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const parsed = makeSchema(imageHelperFor(file)).safeParse(raw);
    if (parsed.success) entries.push({ id: basename(file, '.json'), file, data: parsed.data });
    else failures.push(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  if (failures.length > 0) throw new Error(`Invalid content in ${collection}:\n${failures.join('\n')}`);
  return entries;
}
