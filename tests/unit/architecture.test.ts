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

/**
 * Issue #18 item 5: an island folder imports another island folder only through the shared kits:
 * `islands/ui` for every island, and `islands/dashboard-shell` for the two dashboards (`staff`,
 * `developer`). The kits themselves import no other island folder. The public islands' existing
 * imports of one another are listed by name below (their owners are moving those pieces into the
 * kits); the list may only shrink, and an entry that no longer occurs fails the test.
 */
describe('island folders import each other only through the shared kits (issue #18)', () => {
  const SHARED_KITS = ['ui'];
  const DASHBOARD_KIT = 'dashboard-shell';
  const DASHBOARDS = ['staff', 'developer'];
  const KNOWN_PUBLIC_IMPORTS = [
    'catalogue -> diet-badges',
    'catalogue -> enquiry-list',
    'catering-services -> tabs',
    'contact-form -> enquiry-list',
    'event-planner -> planner-kit',
    'event-types -> tabs',
    'gallery -> tabs',
    'gift-paging -> enquiry-list',
    'gift-quote -> planner-kit',
    'menu-panel -> diet-badges',
    'mithai-home -> catalogue',
    'product-detail -> carousel',
    'product-detail -> catalogue',
    'product-detail -> diet-badges',
    'product-detail -> enquiry-list',
    'reviews -> tabs',
    'signature-delights -> carousel',
    'signature-delights -> menu-panel',
    'visual-diary -> carousel',
  ];

  interface IslandImport {
    /** The importing file, relative to src/islands. */
    file: string;
    specifier: string;
  }

  const folderOf = (path: string): string => path.split('/')[0] ?? '';

  /** The rule itself, over island import lines; answers the imports it does not allow. */
  function islandViolations(lines: readonly IslandImport[], known: readonly string[] = KNOWN_PUBLIC_IMPORTS): string[] {
    const islands = join(root, 'src', 'islands');
    const found: string[] = [];
    for (const { file, specifier } of lines) {
      if (!specifier.startsWith('.')) continue;
      const target = relative(islands, resolve(islands, dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const isKit = from === DASHBOARD_KIT || SHARED_KITS.includes(from);
      const allowed = !isKit && (SHARED_KITS.includes(to) || (to === DASHBOARD_KIT && DASHBOARDS.includes(from)));
      if (!allowed && !known.includes(`${from} -> ${to}`)) found.push(`islands/${file} imports ${specifier} (islands/${to})`);
    }
    return found;
  }

  const islandRoot = join(root, 'src', 'islands');
  const islandLines: IslandImport[] = sourceFiles(islandRoot).flatMap((path) =>
    importsOf(path).map(({ specifier }) => ({ file: relative(islandRoot, path), specifier })),
  );

  test('no island folder reaches into another one (dashboards: only islands/ui and islands/dashboard-shell)', () => {
    expect(islandViolations(islandLines)).toEqual([]);
  });

  test('every listed exception still occurs (the list only shrinks)', () => {
    const occurring = new Set(
      islandLines
        .filter(({ specifier }) => specifier.startsWith('.'))
        .map(({ file, specifier }) => `${folderOf(file)} -> ${folderOf(relative(islandRoot, resolve(islandRoot, dirname(file), specifier)))}`),
    );
    expect(KNOWN_PUBLIC_IMPORTS.filter((entry) => !occurring.has(entry))).toEqual([]);
  });

  test('the rule fails on a deliberately wrong import', () => {
    const wrong: IslandImport[] = [
      { file: 'developer/users/UsersRoute.tsx', specifier: '../../staff/Toaster.tsx' },
      { file: 'developer/DeveloperApp.tsx', specifier: '../staff/router/staff-routes.ts' },
      { file: 'staff/StaffApp.tsx', specifier: '../developer/developer-routes.ts' },
      { file: 'dashboard-shell/DashboardLayout.tsx', specifier: '../staff/StaffApp.tsx' },
      { file: 'ui/SmartImage.tsx', specifier: '../carousel/Carousel.tsx' },
      { file: 'catalogue/Catalogue.tsx', specifier: '../dashboard-shell/Modal.tsx' },
      { file: 'gallery/Gallery.tsx', specifier: '../reviews/Reviews.tsx' },
    ];
    const right: IslandImport[] = [
      { file: 'developer/users/UsersRoute.tsx', specifier: '../../dashboard-shell/Modal.tsx' },
      { file: 'staff/responses/ResponsesRoute.tsx', specifier: '../../ui/use-media-query.ts' },
      { file: 'staff/products/ProductItem.tsx', specifier: '../router/staff-routes.ts' },
      { file: 'carousel/Carousel.tsx', specifier: '../ui/use-media-query.ts' },
      { file: 'developer/DeveloperApp.tsx', specifier: '../../stores/staff-paths.ts' },
    ];
    expect(islandViolations([...wrong, ...right])).toEqual(wrong.map(({ file, specifier }) => expect.stringContaining(`islands/${file} imports ${specifier}`)));
    expect(islandViolations([{ file: 'reviews/Reviews.tsx', specifier: '../tabs/Tabs.tsx' }], [])).toHaveLength(1);
  });
});
