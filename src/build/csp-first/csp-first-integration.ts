/** Moves each built page's policy tag to the top of its <head> once the build is done (csp-meta-first.ts). */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../built-pages.ts';
import { cspMetaFirst } from './csp-meta-first.ts';

export function cspFirst(): AstroIntegration {
  return {
    name: 'csp-first',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        let pages = 0;
        for (const file of await builtPages(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const moved = cspMetaFirst(html);
          if (moved === html) continue;
          await writeFile(file, moved);
          pages += 1;
        }
        logger.info(`policy tag moved to the top of <head> in ${pages} pages`);
      },
    },
  };
}
