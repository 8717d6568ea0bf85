/**
 * A JSON file the build wrote into the site (/data/*.json), read from the site itself and kept
 * per origin for the life of the function instance. A failed read is not kept, so the next
 * request tries again; the caller decides what a failure means.
 */
import type { z } from 'astro/zod';

const cache = new Map<string, Promise<unknown>>();

async function fetchFile<S extends z.ZodType>(origin: string, path: string, schema: S): Promise<z.infer<S>> {
  const res = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return schema.parse(await res.json());
}

export async function readSiteFile<S extends z.ZodType>(origin: string, path: string, schema: S): Promise<z.infer<S>> {
  const key = `${origin}${path}`;
  let pending = cache.get(key) as Promise<z.infer<S>> | undefined;
  if (!pending) {
    pending = fetchFile(origin, path, schema);
    cache.set(key, pending);
  }
  try {
    return await pending;
  } catch (error) {
    cache.delete(key);
    throw error;
  }
}
