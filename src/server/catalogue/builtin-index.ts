/**
 * The built-in products (Diwali sweets, gift hampers, corporate gifts) as the build
 * emitted them at /data/builtin-products.json. Functions are bundled apart from the
 * site, so they read that file from the site itself, once per instance.
 */
import { z } from 'astro/zod';
import { readSiteFile } from './site-file.ts';

export const BUILTIN_INDEX_PATH = '/data/builtin-products.json';

const builtinEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  images: z.array(z.string()),
});
export type BuiltinEntry = z.infer<typeof builtinEntrySchema>;

/** The built-in entries of the site at `origin`; an empty list (logged) when they cannot be read. */
export async function builtinEntries(origin: string): Promise<BuiltinEntry[]> {
  try {
    return await readSiteFile(origin, BUILTIN_INDEX_PATH, z.array(builtinEntrySchema));
  } catch (error) {
    console.error('Could not read the built-in product index:', error);
    return [];
  }
}
