/**
 * Build-time share images (issue #13): a 1200 × 630 JPEG per page from its title and its own
 * artwork, rendered once with sharp into a cache folder that survives builds (Netlify keeps
 * node_modules/.cache), named by a hash of everything that shapes it, so an unchanged image is never
 * rendered again. Pages render one at a time, and the same image asked twice in a build is rendered
 * once. share-images-integration.ts copies the images the built pages name into dist/og/.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { SHARE_HEIGHT, SHARE_TEXT_WIDTH, SHARE_TYPE, SHARE_WIDTH, shareCardSvg, type ShareCardText } from '../../lib/seo/share-card.ts';

/** Bump when the card's look changes, so every cached image is rendered again. */
const RENDER_VERSION = 1;
export const SHARE_IMAGE_DIR = '/og/';
export const SHARE_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'share-images');

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

const pending = new Map<string, Promise<void>>();

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function render(text: ShareCardText, art: Buffer | undefined, file: string): Promise<void> {
  const layers: OverlayOptions[] = [{ input: Buffer.from(shareCardSvg(text)), left: 0, top: 0 }];
  if (art) {
    const artWidth = SHARE_WIDTH - SHARE_TEXT_WIDTH;
    const picture = await sharp(art, { density: 144 }).resize(artWidth, SHARE_HEIGHT, { fit: 'cover' }).png().toBuffer();
    layers.push({ input: picture, left: SHARE_TEXT_WIDTH, top: 0 });
  }
  const jpeg = await sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#fbf3e4' } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await mkdir(SHARE_CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, jpeg);
  await rename(partial, file);
}

/** The share image of a page: `art` is the artwork file (SVG or raster) or undefined for the text card alone. */
export async function shareImage(text: ShareCardText, artPath: string | undefined): Promise<ShareImage> {
  const art = artPath ? await readFile(artPath) : undefined;
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: RENDER_VERSION, text }))
    .update(art ?? '')
    .digest('hex')
    .slice(0, 20);
  const name = `${hash}.jpg`;
  const file = join(SHARE_CACHE_DIR, name);
  let job = pending.get(hash);
  if (!job) {
    job = (async () => {
      if (!(await exists(file))) await render(text, art, file);
    })();
    pending.set(hash, job);
  }
  await job;
  return { url: `${SHARE_IMAGE_DIR}${name}`, width: SHARE_WIDTH, height: SHARE_HEIGHT, type: SHARE_TYPE, alt: text.title };
}
