/**
 * App icons rendered at build time with sharp from the group's logo mark (public/logos/rasika-group.svg):
 * "any" icons keep the round mark on transparency, the apple-touch icon sits on the cream background
 * (iOS fills transparency with black), maskable icons keep the mark inside the 80 % safe zone on maroon.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { BACKGROUND_COLOUR, THEME_COLOUR } from '../../lib/site/brand-identity.ts';

const LOGO = join(process.cwd(), 'public', 'logos', 'rasika-group.svg');

export type IconStyle = 'any' | 'maskable' | 'apple';

/**
 * A 64-unit SVG drawing (the logo marks, the favicons) as a `size` px square PNG: rasterised at the
 * density that gives that size (72 dpi per 64 px, never under 72), so it is drawn, not scaled up.
 */
export async function svgToPng(svg: Buffer, size: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp(svg, { density: Math.max(72, (size / 64) * 72) }).resize(size, size).png().toBuffer());
}

export async function renderIcon(size: number, style: IconStyle): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await readFile(LOGO);
  if (style === 'any') return svgToPng(svg, size);
  const inner = Math.round(size * (style === 'maskable' ? 0.62 : 0.84));
  const mark = await sharp(svg, { density: (inner / 64) * 72 }).resize(inner, inner).png().toBuffer();
  const offset = Math.round((size - inner) / 2);
  const icon = await sharp({ create: { width: size, height: size, channels: 4, background: style === 'maskable' ? THEME_COLOUR : BACKGROUND_COLOUR } })
    .composite([{ input: mark, left: offset, top: offset }])
    .png()
    .toBuffer();
  return new Uint8Array(icon);
}
