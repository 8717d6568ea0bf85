/**
 * Build-time share images (issue #13): a 1200 × 630 JPEG per page from its title and its own
 * artwork, rendered once with sharp into a cache folder that survives builds (Netlify keeps
 * node_modules/.cache), named by a hash of everything that shapes it, so an unchanged image is never
 * rendered again. Pages render one at a time, and the same image asked twice in a build is rendered
 * once. share-images-integration.ts copies the images the built pages name into dist/og/.
 * A Telugu or Hindi title (issue #44) is set by Pango in Noto Sans Telugu or Noto Sans Devanagari, the
 * fonts the site self-hosts, at their bold weight (the SVG renderer has no Indic font); Latin letters in it fall back to the system's sans.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import subsetFont from 'subset-font';
import {
  SHARE_HEIGHT, SHARE_TEXT_WIDTH, SHARE_TITLE_BOX, SHARE_TYPE, SHARE_WIDTH, escapeXml, shareCardSvg, titleScript, type ShareCardText,
} from '../../lib/seo/share-card.ts';

/** Bump when the card's look changes, so every cached image is rendered again. */
const RENDER_VERSION = 1;
/** Bump when a Telugu or Hindi title's setting changes (issue #44): only those images are rendered again. */
const INDIC_TITLE_VERSION = 2;
/** Each Indic script's font file (the packages scripts/fonts/subset-indic.mjs cuts the site's files from) and family. */
const SCRIPT_FONTS = {
  telugu: { file: 'node_modules/@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2', family: 'Noto Sans Telugu' },
  devanagari: { file: 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2', family: 'Noto Sans Devanagari' },
} as const;
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

/** Every letter of a script's block, and the joiners. */
function scriptLetters(script: keyof typeof SCRIPT_FONTS): string {
  const [from, to] = script === 'telugu' ? [0x0c00, 0x0c7f] : [0x0900, 0x097f];
  let text = '\u200C\u200D';
  for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  return text;
}

const scriptFontFiles = new Map<keyof typeof SCRIPT_FONTS, Promise<string>>();

/**
 * The script's font at its bold weight, one file (the same in every build): Pango keeps every font file it is
 * given under its family's name and may draw a later title with an earlier file, so each title's file
 * must hold the whole script (one cut per title lost the conjuncts its title did not share).
 */
function scriptFontFile(script: keyof typeof SCRIPT_FONTS): Promise<string> {
  let file = scriptFontFiles.get(script);
  if (!file) {
    file = (async () => {
      const font = await subsetFont(await readFile(join(process.cwd(), SCRIPT_FONTS[script].file)), scriptLetters(script), { targetFormat: 'truetype', variationAxes: { wght: 700 } });
      const path = join(SHARE_CACHE_DIR, `${script}-700-v${INDIC_TITLE_VERSION}.ttf`);
      const partial = `${path}.${process.pid}.tmp`;
      await writeFile(partial, font);
      await rename(partial, path);
      return path;
    })();
    scriptFontFiles.set(script, file);
  }
  return file;
}

/** A Telugu or Devanagari title as a layer: Pango sets it in the script's font at its bold weight. */
async function indicTitle(title: string, script: keyof typeof SCRIPT_FONTS): Promise<OverlayOptions> {
  const fontfile = await scriptFontFile(script);
  const size = title.length > 28 ? 40 : 50;
  const markup = `<span foreground="#ffffff" weight="bold">${escapeXml(title)}</span>`;
  const input = await sharp({
    text: { text: markup, font: `${SCRIPT_FONTS[script].family} ${size}`, fontfile, width: SHARE_TITLE_BOX.width, height: SHARE_TITLE_BOX.maxHeight, rgba: true, wrap: 'word', spacing: Math.round(size * 0.5) },
  })
    .png()
    .toBuffer();
  const { height = 0 } = await sharp(input).metadata();
  return { input, left: SHARE_TITLE_BOX.left, top: Math.max(170, Math.round(SHARE_TITLE_BOX.middle - height / 2)) };
}

async function render(text: ShareCardText, art: Buffer | undefined, file: string): Promise<void> {
  const script = titleScript(text.title);
  await mkdir(SHARE_CACHE_DIR, { recursive: true });
  const layers: OverlayOptions[] = [{ input: Buffer.from(shareCardSvg(text, script === undefined)), left: 0, top: 0 }];
  if (script) layers.push(await indicTitle(text.title, script));
  if (art) {
    const artWidth = SHARE_WIDTH - SHARE_TEXT_WIDTH;
    const picture = await sharp(art, { density: 144 }).resize(artWidth, SHARE_HEIGHT, { fit: 'cover' }).png().toBuffer();
    layers.push({ input: picture, left: SHARE_TEXT_WIDTH, top: 0 });
  }
  const jpeg = await sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#fbf3e4' } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, jpeg);
  await rename(partial, file);
}

/** The share image of a page: `art` is the artwork file (SVG or raster) or undefined for the text card alone. */
export async function shareImage(text: ShareCardText, artPath: string | undefined): Promise<ShareImage> {
  const art = artPath ? await readFile(artPath) : undefined;
  const hash = createHash('sha256')
    .update(JSON.stringify(titleScript(text.title) ? { v: RENDER_VERSION, indic: INDIC_TITLE_VERSION, text } : { v: RENDER_VERSION, text }))
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
