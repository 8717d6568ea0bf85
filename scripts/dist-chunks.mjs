/**
 * The built site's JavaScript as a graph (dist/_astro): which chunk imports which, statically (loaded
 * with it) or dynamically (loaded on first use), and where the pages start (their island components
 * and renderers, their module scripts). Used by `npm run test:bundle` (check-bundles.mjs: the chart
 * library stays in the staff Overview's lazy chunks, issue #43) and by scripts/bench/overview-js.mjs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A string only Chartist's code holds (its SVG namespace), which survives minifying. */
export const CHARTIST_MARKER = 'gionkunz.github.com/chartist-js/ct';

/**
 * @typedef {{ file: string, bytes: number, gzip: number, text: string, imports: string[], dynamicImports: string[] }} Chunk
 */

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[^"'`;()]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+?\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+?\.js)["'`]\s*\)/g;

/** Every JavaScript chunk of dist/_astro by its path from dist ("_astro/x.js"). @returns {Map<string, Chunk>} */
export function readChunks(dist) {
  const folder = join(dist, '_astro');
  if (!existsSync(folder)) throw new Error('No dist/_astro: run `npm run build` first.');
  const chunks = new Map();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(join(folder, name), 'utf8');
    const resolve = (specifier) => join('_astro', specifier).replace(/\\/g, '/');
    chunks.set(`_astro/${name}`, {
      file: `_astro/${name}`,
      bytes: Buffer.byteLength(text),
      gzip: gzipSync(text, { level: 9 }).length,
      text,
      imports: [...text.matchAll(STATIC_IMPORT)].map((match) => resolve(match[1] ?? '')),
      dynamicImports: [...text.matchAll(DYNAMIC_IMPORT)].map((match) => resolve(match[1] ?? '')),
    });
  }
  return chunks;
}

/** The chunks reached from `starts` through static imports, and dynamic ones too when `dynamic`. @returns {Set<string>} */
function reached(chunks, starts, dynamic) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop();
    const chunk = file === undefined ? undefined : chunks.get(file);
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    queue.push(...chunk.imports, ...(dynamic ? chunk.dynamicImports : []));
  }
  return seen;
}

/** The chunks that load with `starts` (their static imports, all the way down). */
export const staticClosure = (chunks, starts) => reached(chunks, starts, false);

/** The chunks `starts` may ever load: static and dynamic imports, all the way down. */
export const fullClosure = (chunks, starts) => reached(chunks, starts, true);

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * What each built page loads first: every chunk its HTML names (islands' components and renderers,
 * module scripts, inline scripts' imports, preloads). @returns {Map<string, string[]>}
 */
export function pageEntries(dist) {
  const pages = new Map();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const urls = [...html.matchAll(/["'`]\/(_astro\/[^"'`]+?\.js)["'`]/g)].map((match) => match[1] ?? '');
    pages.set(relative(dist, file).replace(/\\/g, '/'), [...new Set(urls)]);
  }
  return pages;
}

/** Raw and gzip'd bytes of some chunks. */
export function sizeOf(chunks, files) {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    bytes += chunks.get(file)?.bytes ?? 0;
    gzip += chunks.get(file)?.gzip ?? 0;
  }
  return { bytes, gzip };
}

/**
 * The staff dashboard's JavaScript and the Overview's (issue #43): the dashboard page (the one whose
 * island is StaffApp), what it loads up front, the Overview's lazy chunk, what opening the Overview
 * adds (its chunk and what it loads, less what the dashboard already has), and the chunks holding
 * Chartist.
 */
export function overviewBundle(dist) {
  const chunks = readChunks(dist);
  const pages = pageEntries(dist);
  const dashboard = [...pages].find(([, starts]) => starts.some((file) => /\/StaffApp\.[^/]+\.js$/.test(file)));
  if (!dashboard) throw new Error('No built page has the StaffApp island.');
  const [page, starts] = dashboard;
  const entry = staticClosure(chunks, starts);
  const screen = [...fullClosure(chunks, starts)].find((file) => /\/OverviewRoute\.[^/]+\.js$/.test(file));
  if (!screen) throw new Error('The staff dashboard never loads an OverviewRoute chunk.');
  const added = [...fullClosure(chunks, [screen])].filter((file) => !entry.has(file));
  const chart = [...chunks.values()].filter((chunk) => chunk.text.includes(CHARTIST_MARKER)).map((chunk) => chunk.file);
  return { chunks, pages, page, starts, entry: [...entry], screen, added, chart };
}

/** What is wrong with where Chartist's code sits in the build; nothing when it sits only behind the Overview. */
export function chartLibraryProblems(dist) {
  const bundle = overviewBundle(dist);
  const { chunks, chart } = bundle;
  if (chart.length === 0) return ['no chunk of the build holds Chartist: the Overview draws no chart'];
  const problems = [];
  for (const [page, starts] of bundle.pages) {
    const upFront = staticClosure(chunks, starts);
    const held = chart.filter((file) => upFront.has(file));
    if (held.length > 0) problems.push(`${page} loads ${held.join(', ')} (Chartist) up front`);
  }
  const screen = staticClosure(chunks, [bundle.screen]);
  const behind = fullClosure(chunks, [bundle.screen]);
  for (const file of chart) {
    if (screen.has(file)) problems.push(`${file} (Chartist) loads with the Overview screen chunk, not when its charts draw`);
    if (!behind.has(file)) problems.push(`${file} (Chartist) is not loaded by the Overview`);
    for (const chunk of chunks.values()) {
      if ((chunk.imports.includes(file) || chunk.dynamicImports.includes(file)) && !behind.has(chunk.file)) problems.push(`${chunk.file}, outside the Overview, imports ${file} (Chartist)`);
    }
  }
  return problems;
}
