/**
 * The scripts a built page can load (for the checks over dist/ run after `npm run build`): every
 * /_astro/*.js the page names, and what those import, statically only (what loads with the page) or
 * dynamic imports too (what it may load later).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DIST = join(process.cwd(), 'dist');
export const ASSETS = join(DIST, '_astro');

/** The chunks a chunk imports: `from"./x.js"` / `import"./x.js"` statically, any "./x.js" with dynamic imports (and their preload lists). */
function importsOf(code: string, dynamic: boolean): string[] {
  const pattern = dynamic ? /["'`]\.\/([\w.-]+\.js)["'`]/g : /(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
  return [...code.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The file names of the scripts reachable from `roots` (names under dist/_astro). */
export function reachableScripts(roots: readonly string[], { dynamic = true } = {}): Set<string> {
  const found = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    if (found.has(name)) continue;
    found.add(name);
    queue.push(...importsOf(readFileSync(join(ASSETS, name), 'utf8'), dynamic));
  }
  return found;
}

/** The scripts a page's HTML names and everything they import (dynamic imports too unless told). */
export function scriptsOf(html: string, options: { dynamic?: boolean } = {}): Set<string> {
  return reachableScripts([...html.matchAll(/\/_astro\/([\w.-]+\.js)/g)].map((match) => match[1] ?? ''), options);
}

export const scriptText = (name: string): string => readFileSync(join(ASSETS, name), 'utf8');
