/**
 * Reads a file of the local preview build (docs/content-editing.md §5) for a GET: the path as a file,
 * else as a page (`{path}.html`, `{path}/index.html`), as Netlify resolves pages of a `format: 'file'`
 * build. Undefined when the preview has no such file (the live site answers instead).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/**
 * @param {string} dir the preview build
 * @param {string} pathname the request's path
 * @returns {Promise<{ file: string, body: Buffer, type: string } | undefined>}
 */
export async function readPreviewFile(dir, pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || normalize(path).split('/').includes('..')) return undefined;
  const clean = path.replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = join(dir, candidate);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    return { file: candidate, body: await readFile(file), type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' };
  }
  return undefined;
}
