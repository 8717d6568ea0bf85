/**
 * `npm run bench` (part 1): the JavaScript each public page ships, from the build in dist/.
 * For every page it follows the module scripts, island components and renderers the HTML names,
 * then their static imports inside dist/_astro; inline scripts are counted apart, and chunks an
 * island only loads on demand (dynamic import) are listed separately. Sizes are gzip bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
const PAGES = [
  ['/', 'index.html'],
  ['/about', 'about.html'],
  ['/contact', 'contact.html'],
  ['/catering-events', 'catering-events.html'],
  ['/hotels-banquet', 'hotels-banquet.html'],
  ['/corporate-gifting', 'corporate-gifting.html'],
  ['/mithai', 'mithai.html'],
  ['/mithai/shop', 'mithai/shop.html'],
  ['/product/royal-dry-fruit-tray', 'product/royal-dry-fruit-tray.html'],
  ['/product/gift-1', 'product/gift-1.html'],
  ['/product/{staff id} (shell)', 'product/shell.html'],
  ['/diwali-product/kaju-katli', 'diwali-product/kaju-katli.html'],
  ['/diwali-product/{staff id} (shell)', 'diwali-product/shell.html'],
  ['404', '404.html'],
];

if (!existsSync(join(dist, '_astro'))) {
  console.error('No dist/_astro: run `npm run build` first.');
  process.exit(1);
}

const gzipSize = (text) => gzipSync(text, { level: 9 }).length;
const fileCache = new Map();
function chunk(url) {
  if (!fileCache.has(url)) {
    const text = readFileSync(join(dist, url), 'utf8');
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    const resolve = (spec) => (spec.startsWith('./') ? dir + spec.slice(2) : spec);
    const statics = [...text.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g)].map((m) => resolve(m[1]));
    const dynamics = [...text.matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => resolve(m[1]));
    fileCache.set(url, { size: gzipSize(text), statics, dynamics });
  }
  return fileCache.get(url);
}

/** Every chunk reachable from `entries` by static imports; the dynamic ones seen on the way. */
function closure(entries) {
  const seen = new Set();
  const dynamic = new Set();
  const stack = [...entries];
  while (stack.length > 0) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const { statics, dynamics } = chunk(url);
    stack.push(...statics);
    dynamics.forEach((d) => dynamic.add(d));
  }
  return { seen, dynamic };
}

const sum = (urls) => [...urls].reduce((total, url) => total + chunk(url).size, 0);
const rows = [];
for (const [route, file] of PAGES) {
  const path = join(dist, file);
  if (!existsSync(path)) continue;
  const html = readFileSync(path, 'utf8');
  const entries = [
    ...html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g),
    ...html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="(\/_astro\/[^"]+\.js)"/g),
  ].map((m) => m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const { seen, dynamic } = closure(entries);
  const onDemand = closure([...dynamic].filter((url) => !seen.has(url))).seen;
  for (const url of seen) onDemand.delete(url);
  rows.push({ route, files: seen.size, external: sum(seen), inline: inline.trim() ? gzipSize(inline) : 0, onDemand: sum(onDemand) });
}

const pad = (value, width) => String(value).padStart(width);
console.log('\nJavaScript shipped per public page (gzip bytes, from dist/)');
console.log(`${'page'.padEnd(38)}${pad('files', 6)}${pad('_astro JS', 11)}${pad('inline', 8)}${pad('total', 8)}${pad('on demand', 11)}`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(38)}${pad(row.files, 6)}${pad(row.external, 11)}${pad(row.inline, 8)}${pad(row.external + row.inline, 8)}${pad(row.onDemand, 11)}`,
  );
}
console.log('("on demand": chunks an island imports only when used, e.g. the search API layer on the first keystroke.)');
