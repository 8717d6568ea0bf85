/**
 * Copies the share images the built pages name (og:image under /og/) from the render cache into
 * dist/og/, and fails the build when a page names one that was not rendered.
 */
import type { AstroIntegration } from 'astro';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../built-pages.ts';
import { SHARE_CACHE_DIR } from './share-image.ts';

export function shareImages(): AstroIntegration {
  return {
    name: 'share-images',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const names = new Set<string>();
        for (const file of await builtPages(out)) {
          for (const match of (await readFile(file, 'utf8')).matchAll(/\/og\/([a-f0-9]{20}\.jpg)/g)) names.add(match[1] ?? '');
        }
        await mkdir(join(out, 'og'), { recursive: true });
        await Promise.all([...names].map((name) => copyFile(join(SHARE_CACHE_DIR, name), join(out, 'og', name))));
        logger.info(`${names.size} share images in dist/og/`);
      },
    },
  };
}
