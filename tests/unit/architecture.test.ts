/**
 * STYLE.md §2: which of our folders may import which. Reads every import line of
 * the source tree and fails on any import the table does not allow.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

type Area = 'lib' | 'stores' | 'client' | 'islands' | 'pages' | 'server' | 'functions' | 'content' | 'other';

function areaOf(file: string): Area {
  const path = relative(root, file);
  if (path.startsWith('src/lib/')) return 'lib';
  if (path.startsWith('src/stores/')) return 'stores';
  if (path.startsWith('src/client/')) return 'client';
  if (path.startsWith('src/islands/')) return 'islands';
  if (/^src\/(pages|components|layouts)\//.test(path)) return 'pages';
  if (path.startsWith('src/server/')) return 'server';
  if (path.startsWith('netlify/functions/')) return 'functions';
  if (path.startsWith('content/')) return 'content';
  return 'other';
}

const ALLOWED: Record<Exclude<Area, 'other' | 'content'>, readonly Area[]> = {
  lib: ['lib'],
  stores: ['lib', 'stores'],
  client: ['lib', 'client'],
  islands: ['lib', 'stores', 'client', 'islands'],
  pages: ['lib', 'islands', 'pages', 'stores', 'client', 'content', 'other'],
  // Server code may bundle content data files (JSON), never read content/ at run time.
  server: ['lib', 'server', 'content'],
  functions: ['server', 'lib'],
};

/**
 * Packages lib may import (type-only imports aside). zod/mini is the tree-shakable build of the same
 * zod 4 that astro/zod re-exports (one copy, `npm ls zod`): the API contract (src/lib/api) and the
 * product schema use it so public pages parse answers without shipping classic zod (issues #14, #18).
 */
const LIB_PACKAGES = ['astro/zod', 'zod/mini', 'fuse.js'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|astro)$/.test(name) ? [path] : [];
  });
}

interface ImportLine {
  specifier: string;
  typeOnly: boolean;
}

function importsOf(file: string): ImportLine[] {
  const text = readFileSync(file, 'utf8');
  const found: ImportLine[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    found.push({ specifier: match[3] ?? '', typeOnly: Boolean(match[2]) });
  }
  return found;
}

const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'netlify', 'functions'))];

describe('architecture (STYLE.md §2)', () => {
  test('finds source files to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  test('every import between our folders is allowed by the table', () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = areaOf(file);
      if (from === 'other' || from === 'content') continue;
      for (const { specifier, typeOnly } of importsOf(file)) {
        if (specifier.startsWith('.')) {
          const to = areaOf(resolve(dirname(file), specifier));
          if (!ALLOWED[from].includes(to)) violations.push(`${relative(root, file)} (${from}) imports ${specifier} (${to})`);
        } else if (from === 'lib' && !typeOnly && !LIB_PACKAGES.some((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`))) {
          violations.push(`${relative(root, file)} (lib) imports package ${specifier}`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  test('only blob-stores.ts imports @netlify/blobs', () => {
    const importers = files
      .filter((file) => importsOf(file).some(({ specifier, typeOnly }) => !typeOnly && specifier.startsWith('@netlify/blobs')))
      .map((file) => relative(root, file));
    expect(importers).toEqual(['src/server/storage/blob-stores.ts']);
  });

  test('relative imports carry their file extension (Node type stripping and function bundling need it)', () => {
    const missing = files.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => specifier.startsWith('.') && !/\.(ts|tsx|mts|astro|css|json|svg|png|jpe?g|webp|avif|gif|mjs|js)$/.test(specifier))
        .map(({ specifier }) => `${relative(root, file)}: ${specifier}`),
    );
    expect(missing).toEqual([]);
  });
});
