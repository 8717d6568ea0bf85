/**
 * The built-in products (Diwali sweets, gift hampers, corporate gifts) as the build
 * emitted them at /data/builtin-products.json. Functions are bundled apart from the
 * site, so they read that file from the site itself, once per instance.
 */
import { z } from 'astro/zod';

export const BUILTIN_INDEX_PATH = '/data/builtin-products.json';

const builtinEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  images: z.array(z.string()),
});
export type BuiltinEntry = z.infer<typeof builtinEntrySchema>;

const cache = new Map<string, Promise<BuiltinEntry[]>>();

async function fetchIndex(origin: string): Promise<BuiltinEntry[]> {
  const res = await fetch(new URL(BUILTIN_INDEX_PATH, origin), { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${BUILTIN_INDEX_PATH} answered ${res.status}`);
  return z.array(builtinEntrySchema).parse(await res.json());
}

/** The built-in entries of the site at `origin`; an empty list (logged) when they cannot be read. */
export async function builtinEntries(origin: string): Promise<BuiltinEntry[]> {
  let pending = cache.get(origin);
  if (!pending) {
    pending = fetchIndex(origin);
    cache.set(origin, pending);
  }
  try {
    return await pending;
  } catch (error) {
    cache.delete(origin);
    console.error('Could not read the built-in product index:', error);
    return [];
  }
}
