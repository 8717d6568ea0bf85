/**
 * The light and dark favicons (SHELL-07) as PNGs, rendered at build time from their SVG drawings in
 * public/ (lib/site/brand-identity.ts says why not the SVGs themselves).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FAVICON_PNG_SIZE, type FaviconScheme } from '../../lib/site/brand-identity.ts';
import { svgToPng } from './render-icon.ts';

export async function renderFavicon(scheme: FaviconScheme): Promise<Uint8Array<ArrayBuffer>> {
  return svgToPng(await readFile(join(process.cwd(), 'public', `favicon-${scheme}.svg`)), FAVICON_PNG_SIZE);
}
