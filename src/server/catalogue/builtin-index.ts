/**
 * The built-in products (Diwali sweets, gift hampers, corporate gifts) as the build
 * emitted them at /data/builtin-products.json. Functions are bundled apart from the
 * site, so they read that file from the site itself: from the site's configured origin
 * (env.ts siteOrigin, never the request's Host), kept for 10 minutes per instance, one copy.
 */
import { z } from 'astro/zod';

export const BUILTIN_INDEX_PATH = '/data/builtin-products.json';
const KEEP_MS = 10 * 60 * 1000;

const builtinEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  images: z.array(z.string()),
});
export type BuiltinEntry = z.infer<typeof builtinEntrySchema>;

let cached: { origin: string; at: number; entries: Promise<BuiltinEntry[]> } | undefined;

async function fetchIndex(origin: string): Promise<BuiltinEntry[]> {
  const res = await fetch(new URL(BUILTIN_INDEX_PATH, origin), { signal: AbortSignal.timeout(5000), redirect: 'error' });
  if (!res.ok) throw new Error(`${BUILTIN_INDEX_PATH} answered ${res.status}`);
  return z.array(builtinEntrySchema).parse(await res.json());
}

/** The built-in entries of the site at `origin`; an empty list (logged) when they cannot be read. */
export async function builtinEntries(origin: string | undefined, now = Date.now()): Promise<BuiltinEntry[]> {
  if (!origin) {
    console.error('The site origin is not configured: suggestions cover staff-created products only.');
    return [];
  }
  if (!cached || cached.origin !== origin || now - cached.at > KEEP_MS) {
    cached = { origin, at: now, entries: fetchIndex(origin) };
  }
  try {
    return await cached.entries;
  } catch (error) {
    cached = undefined;
    console.error('Could not read the built-in product index:', error);
    return [];
  }
}
