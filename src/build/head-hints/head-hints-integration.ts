/**
 * Writes each built page's head hints (head-hints.ts) into dist/ once the build is done: the preload
 * of its high-priority picture and the modulepreloads of the modules its scripts share.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../built-pages.ts';
import { modulePreloads, moduleScripts, priorityImagePreload, staticImports, withHeadHints } from './head-hints.ts';

export function headHints(): AstroIntegration {
  let assetsFolder = '_astro';
  return {
    name: 'head-hints',
    hooks: {
      'astro:config:done': ({ config }) => {
        assetsFolder = config.build.assets;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const assetsPath = `/${assetsFolder}/`;
        const chunks = new Map<string, string[]>();
        const importsOf = (file: string): string[] => {
          let imports = chunks.get(file);
          if (!imports) {
            imports = staticImports(readFileSync(join(out, assetsFolder, file), 'utf8'));
            chunks.set(file, imports);
          }
          return imports;
        };
        let pages = 0;
        for (const file of await builtPages(out)) {
          const html = await readFile(file, 'utf8');
          const hinted = withHeadHints(html, { image: priorityImagePreload(html), modules: modulePreloads(moduleScripts(html, assetsPath), importsOf) }, assetsPath);
          if (hinted === html) continue;
          await writeFile(file, hinted);
          pages += 1;
        }
        logger.info(`head hints written into ${pages} pages`);
      },
    },
  };
}
