/**
 * A copy of the project in a temporary folder (its sources, content, built site and settings; the
 * packages linked, so Astro's caches in node_modules are shared), for runs that publish: the local
 * publisher replaces the site folder and .content-live of the project it serves, and a benchmark or a
 * test must never change the developer's own. `remove()` deletes the copy.
 */
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const COPIED = ['astro.config.mjs', 'netlify.toml', 'package.json', 'tsconfig.json', 'content', 'src', 'public', 'scripts', 'netlify', 'dist'];

/** @param {string} [projectRoot] @returns {Promise<{ root: string, remove: () => Promise<void> }>} */
export async function makeThrowawayProject(projectRoot = process.cwd()) {
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) throw new Error('No build found: run `npm run build` first.');
  const root = await mkdtemp(join(tmpdir(), 'throwaway-project-'));
  for (const name of COPIED) await cp(join(projectRoot, name), join(root, name), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
