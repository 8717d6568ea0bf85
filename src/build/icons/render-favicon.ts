/**
 * The light and dark favicons (SHELL-07) as PNGs, rendered at build time with sharp from their SVG
 * drawings in public/ (lib/site/brand-identity.ts says why not the SVGs themselves).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { FAVICON_PNG_SIZE, type FaviconScheme } from '../../lib/site/brand-identity.ts';

export async function renderFavicon(scheme: FaviconScheme): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await readFile(join(process.cwd(), 'public', `favicon-${scheme}.svg`));
  // The drawings are 64 units wide: a density of 72 dpi per 64 px renders them at the PNG's size.
  const png = await sharp(svg, { density: (FAVICON_PNG_SIZE / 64) * 72 }).resize(FAVICON_PNG_SIZE, FAVICON_PNG_SIZE).png().toBuffer();
  return new Uint8Array(png);
}
