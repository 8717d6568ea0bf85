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
  return importsIn(readFileSync(file, 'utf8'));
}

function importsIn(text: string): ImportLine[] {
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

/*
 * The build-time layers (issue #18): src/loaders (every getCollection/getEntry call and the shaping
 * of content for pages), src/build (what the build emits: PDF catalogue, icons, share images,
 * search index) and scripts/ (command-line tools Node runs without Astro). Their rules have their
 * own table and checker, so each rule can be shown failing on a deliberately wrong import line.
 */
type Layer = Area | 'loaders' | 'build' | 'scripts' | 'tests';
type BuildLayer = 'loaders' | 'build' | 'scripts';

/** The layer of a repo-relative path. */
function layerOf(path: string): Layer {
  if (path.startsWith('src/loaders/')) return 'loaders';
  if (path.startsWith('src/build/')) return 'build';
  if (path.startsWith('scripts/')) return 'scripts';
  if (path.startsWith('tests/')) return 'tests';
  return areaOf(join(root, path));
}

/** What each build-time layer may import. */
const BUILD_LAYER_IMPORTS: Record<BuildLayer, readonly Layer[]> = {
  // Content through Astro, shaped with lib: never islands, stores, client, server or components.
  loaders: ['loaders', 'lib', 'content'],
  // Build artefacts from loaders and lib; server only for the staff products the PDF lists.
  build: ['build', 'loaders', 'lib', 'server', 'content'],
  // Node runs these without Astro: never loaders, pages or islands (astro:* does not resolve).
  scripts: ['scripts', 'build', 'lib', 'server', 'tests'],
};

/** Who may import each build-time layer ('other' is the root config files such as astro.config.mjs). */
const BUILD_LAYER_IMPORTERS: Record<BuildLayer, readonly Layer[]> = {
  loaders: ['loaders', 'build', 'pages', 'tests'],
  build: ['build', 'pages', 'scripts', 'tests', 'other'],
  scripts: ['scripts', 'tests', 'other'],
};

/** Packages loaders may import: Astro's modules and Node's; no React, nanostores or @netlify/*. */
const LOADER_PACKAGES = /^(astro($|[:/])|node:)/;

const isBuildLayer = (layer: Layer): layer is BuildLayer => layer === 'loaders' || layer === 'build' || layer === 'scripts';

/** Static and dynamic imports of a file's text (scripts load some modules with `await import(…)`). */
function allImportsIn(text: string): ImportLine[] {
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => ({ specifier: match[1] ?? '', typeOnly: false }));
  return [...importsIn(text), ...dynamic];
}

/** Violations of the build-layer tables by the imports of one file (`file` repo-relative). */
function buildLayerViolations(file: string, imports: readonly ImportLine[]): string[] {
  const from = layerOf(file);
  const violations: string[] = [];
  for (const { specifier, typeOnly } of imports) {
    if (!specifier.startsWith('.')) {
      if (from === 'loaders' && !typeOnly && !LOADER_PACKAGES.test(specifier)) violations.push(`${file} (loaders) imports package ${specifier}`);
      continue;
    }
    const to = layerOf(relative(root, resolve(root, dirname(file), specifier)));
    if (isBuildLayer(from) && !BUILD_LAYER_IMPORTS[from].includes(to)) violations.push(`${file} (${from}) imports ${specifier} (${to})`);
    else if (isBuildLayer(to) && to !== from && !BUILD_LAYER_IMPORTERS[to].includes(from)) violations.push(`${file} (${from}) imports ${specifier} (${to})`);
  }
  return violations;
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return codeFiles(path);
    return /\.(ts|tsx|mts|mjs|astro)$/.test(name) ? [path] : [];
  });
}

const layeredFiles = [
  ...files,
  ...codeFiles(join(root, 'scripts')),
  ...codeFiles(join(root, 'tests')),
  ...readdirSync(root).filter((name) => /\.(ts|mts|mjs)$/.test(name)).map((name) => join(root, name)),
].map((file) => relative(root, file));

/** The violations of a made-up file, its import lines given as text. */
const check = (file: string, lines: string) => buildLayerViolations(file, allImportsIn(lines));

describe('architecture: loaders, build and scripts (issue #18)', () => {
  test('finds the loaders, the build modules and the scripts', () => {
    for (const layer of ['loaders', 'build', 'scripts'] as const) expect(layeredFiles.filter((file) => layerOf(file) === layer).length).toBeGreaterThan(2);
  });

  test('every import into, out of and within the build-time layers is allowed by their tables', () => {
    const violations = layeredFiles.flatMap((file) => buildLayerViolations(file, allImportsIn(readFileSync(join(root, file), 'utf8'))));
    expect(violations).toEqual([]);
  });

  test('only loaders call getCollection or getEntry', () => {
    const callers = files
      .map((file) => relative(root, file))
      .filter((file) => /\b(getCollection|getEntry)\s*\(/.test(readFileSync(join(root, file), 'utf8')))
      .filter((file) => layerOf(file) !== 'loaders');
    expect(callers).toEqual([]);
  });

  test('allows the imports the tables name', () => {
    expect(check('src/loaders/home-page.ts', "import { getCollection } from 'astro:content';\nimport { byOrder } from '../lib/content/content-order.ts';\nimport { loadPageCopy } from './page-copy.ts';")).toEqual([]);
    expect(check('src/build/catalogue-pdf/load-catalogue.ts', "import { loadBuiltinProducts } from '../../loaders/builtin-products.ts';")).toEqual([]);
    expect(check('src/pages/index.astro', "import { loadHomePage } from '../loaders/home-page.ts';")).toEqual([]);
    expect(check('scripts/builtin-search-index.mjs', "import { buildBuiltinSearchIndex } from '../src/build/builtin-search-index.ts';")).toEqual([]);
  });

  test('fails when a loader imports an island, a store, the client, the server or a component', () => {
    const lines = [
      "import { useMithaiData } from '../islands/mithai-home/use-mithai-data.ts';",
      "import { $search } from '../stores/search.ts';",
      "import { apiGet } from '../client/api-client.ts';",
      "import { listProducts } from '../server/storage/product-repository.ts';",
      "import { HOME_LABELS } from '../components/home/home-labels.ts';",
    ];
    for (const line of lines) expect(check('src/loaders/home-page.ts', line)).toHaveLength(1);
  });

  test('fails when a loader imports a browser package', () => {
    expect(check('src/loaders/home-page.ts', "import { useStore } from '@nanostores/react';")).toEqual(['src/loaders/home-page.ts (loaders) imports package @nanostores/react']);
  });

  test('fails when build code imports a page, a component or an island', () => {
    expect(check('src/build/icons/render-icon.ts', "import Header from '../../components/shell/Header.astro';")).toHaveLength(1);
    expect(check('src/build/icons/render-icon.ts', "import SmartImage from '../../islands/ui/SmartImage.tsx';")).toHaveLength(1);
  });

  test('fails when a script imports a loader or a page (they need Astro), even with a dynamic import', () => {
    expect(check('scripts/seed.mjs', "import { getSite } from '../src/loaders/site.ts';")).toEqual(['scripts/seed.mjs (scripts) imports ../src/loaders/site.ts (loaders)']);
    expect(check('scripts/seed.mjs', "const page = await import('../src/pages/index.astro');")).toHaveLength(1);
  });

  test('fails when lib, islands, stores, client, server or functions import a loader or build code', () => {
    expect(check('src/lib/catalogue/paginate.ts', "import { loadHomePage } from '../../loaders/home-page.ts';")).toEqual([
      'src/lib/catalogue/paginate.ts (lib) imports ../../loaders/home-page.ts (loaders)',
    ]);
    expect(check('src/islands/gallery/Gallery.tsx', "import { islandImage } from '../../loaders/island-image.ts';")).toHaveLength(1);
    expect(check('src/stores/search.ts', "import { getSite } from '../loaders/site.ts';")).toHaveLength(1);
    expect(check('src/client/api-client.ts', "import { loadFaqs } from '../loaders/faqs.ts';")).toHaveLength(1);
    expect(check('src/server/http/json.ts', "import { thumbnailUrl } from '../../build/builtin-search-index.ts';")).toHaveLength(1);
    expect(check('netlify/functions/products.mts', "import { loadBuiltinProducts } from '../../src/loaders/builtin-products.ts';")).toHaveLength(1);
  });

  test('fails when anything in src or netlify imports a script', () => {
    expect(check('src/pages/index.astro', "import { PUBLIC_ROUTES } from '../../scripts/layout-routes.mjs';")).toEqual([
      'src/pages/index.astro (pages) imports ../../scripts/layout-routes.mjs (scripts)',
    ]);
    expect(check('src/lib/site/site-url.ts', "import { applyLocalEnv } from '../../../scripts/local-env.mjs';")).toHaveLength(1);
    expect(check('netlify/functions/health.mts', "import { LOCAL_SITE_ID } from '../../scripts/seed.mjs';")).toHaveLength(1);
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
    'catalogue -> enquiry-list',
    'contact-form -> enquiry-list',
    'event-planner -> planner-kit',
    'gift-quote -> planner-kit',
    'mithai-home -> catalogue',
    'product-detail -> carousel',
    'product-detail -> catalogue',
    'product-detail -> enquiry-list',
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
