/**
 * Hints a built page gives the browser in its <head> (issue #14), so what the first screen needs is
 * requested as soon as the first bytes arrive instead of when the parser reaches it:
 * - the page's high-priority picture (the hero: its <img> sits 40-75 KB into the HTML, after the
 *   inline stylesheet and the header) as `<link rel="preload" as="image">`, with the srcset, sizes
 *   and type the browser picks from;
 * - the modules several of the page's scripts import, directly or through others, as
 *   `<link rel="modulepreload">`, so they are fetched with the scripts, not one round trip after them.
 * Pure functions over the built HTML and chunks; head-hints-integration.ts applies them to dist/.
 */

/** One quoted attribute of a tag's markup, as written (entities kept), or undefined. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * The chunks a built ES module imports statically ("./name.js" beside it), in order, each once:
 * `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"`. A dynamic
 * `import("./x.js")` (loaded on demand, not with the page) is not counted.
 */
export function staticImports(code: string): string[] {
  const statement = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;
  return [...new Set([...code.matchAll(statement)].map((match) => match[1] ?? ''))];
}

/** Every module a script imports, directly or through others, each once, in the order first met. */
function importClosure(entry: string, importsOf: (file: string) => readonly string[]): string[] {
  const seen = new Set([entry]);
  const found: string[] = [];
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of importsOf(file)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      found.push(imported);
      queue.push(imported);
    }
  }
  return found;
}

/**
 * The modules to fetch with the page: those that two or more of its scripts wait for (the shell's
 * shared chunk on every page), each once, in the order first met, never one the page loads as a
 * script itself. A module only one script needs still comes with that script's imports: preloading
 * the two dozen small chunks of the shop's catalogue put them in the queue ahead of the catalogue's
 * own script on an HTTP/1.1 connection (6 at a time), and its first cards came later (measured with
 * Lighthouse: LCP 2.1-2.4 s against 1.0-1.6 s). `importsOf` gives a file's static imports.
 */
export function modulePreloads(entries: readonly string[], importsOf: (file: string) => readonly string[]): string[] {
  const scripts = new Set(entries);
  const waiting = new Map<string, number>();
  for (const entry of scripts) {
    for (const imported of importClosure(entry, importsOf)) waiting.set(imported, (waiting.get(imported) ?? 0) + 1);
  }
  return [...waiting].filter(([file, count]) => count >= 2 && !scripts.has(file)).map(([file]) => file);
}

/** The module scripts a page names (`<script type="module" src="/_astro/x.js">`), as file names. */
export function moduleScripts(html: string, assetsPath = '/_astro/'): string[] {
  const names = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, 'type') === 'module')
    .map((tag) => attribute(tag, 'src') ?? '')
    .filter((src) => src.startsWith(assetsPath))
    .map((src) => src.slice(assetsPath.length));
  return [...new Set(names)];
}

/**
 * The preload of the page's high-priority picture (the first `<img fetchpriority="high">` outside a
 * <template>), or undefined when there is none. In a <picture> it names the first <source> (the one a
 * browser that knows its type takes), with that type, so a browser without it skips the preload; a
 * picture with media conditions (art direction) is left to the parser.
 */
export function priorityImagePreload(html: string): string | undefined {
  const page = html.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/.exec(page);
  if (!img) return undefined;
  const before = page.slice(0, img.index);
  const pictureStart = before.lastIndexOf('<picture');
  const inPicture = pictureStart !== -1 && !before.slice(pictureStart).includes('</picture>');
  const sources = inPicture ? [...before.slice(pictureStart).matchAll(/<source\b[^>]*>/g)].map((match) => match[0]) : [];
  if (sources.some((source) => attribute(source, 'media') !== undefined)) return undefined;
  const chosen = sources[0] ?? img[0];
  const srcset = attribute(chosen, 'srcset');
  const sizes = attribute(chosen, 'sizes');
  const type = sources[0] ? attribute(sources[0], 'type') : undefined;
  const src = attribute(img[0], 'src');
  if (!srcset && !src) return undefined;
  const parts = ['<link rel="preload" as="image" fetchpriority="high"'];
  if (type) parts.push(` type="${type}"`);
  if (srcset) parts.push(` imagesrcset="${srcset}"`, sizes ? ` imagesizes="${sizes}"` : '');
  else parts.push(` href="${src}"`);
  return `${parts.join('')}>`;
}

/**
 * The page with the hints written into its <head>: after the Content-Security-Policy <meta> (so the
 * policy covers them) or, without one, at the end of the head. A page without a head is returned as it is.
 */
export function withHeadHints(html: string, hints: { image?: string | undefined; modules: readonly string[] }, assetsPath = '/_astro/'): string {
  const links = [hints.image ?? '', ...hints.modules.map((file) => `<link rel="modulepreload" href="${assetsPath}${file}">`)].join('');
  if (links === '') return html;
  const csp = /<meta http-equiv="content-security-policy"[^>]*>/i.exec(html);
  const at = csp ? csp.index + csp[0].length : html.indexOf('</head>');
  if (at === -1) return html;
  return html.slice(0, at) + links + html.slice(at);
}
