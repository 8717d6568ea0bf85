/** The HTML pages of a finished build (dist/ and its folders), for integrations that read or rewrite them. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export async function builtPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}
