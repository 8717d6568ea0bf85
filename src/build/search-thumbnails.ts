/**
 * The thumbnails of the header suggestions (issue #12): the first picture of each built-in product
 * at a URL that does not change between builds (/thumbnails/…, written by
 * src/pages/thumbnails/[...path].ts), shown 40 px wide. Heavy SVG artwork (the rule of
 * lib/images/artwork-raster.ts, issue #14) is served as a small WebP instead, its URL the file's
 * with ".webp" added, so typing a search never has the browser parse and paint a 40-160 KB drawing
 * on its main thread; small SVG and raster files are served as they are. A staff picture (the live
 * content's _pictures/, docs/content-editing.md §4), up to 2000 px wide, is always served as a small
 * WebP: /thumbnails/_pictures/{key}.webp.
 */
import { readFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import sharp from 'sharp';
import { ARTWORK_QUALITY, isHeavySvg } from '../lib/images/artwork-raster.ts';
import { contentDirName, PICTURES_DIR } from './content-root.ts';
import { repoRoot } from './read-content-files.ts';

const ASSETS = 'src/assets/';
/** A staff picture's thumbnail path starts so: `_pictures/{key}.webp`. */
const PICTURES = `${PICTURES_DIR}/`;
/** A staff picture inside a live content folder: `.content-live/_pictures/{key}`. */
const STAFF_PICTURE = new RegExp(`^\\.content-[a-z]+/${PICTURES_DIR}/([a-f0-9]{20}\\.(?:webp|jpg|png|svg))$`);
export const THUMBNAIL_PREFIX = '/thumbnails/';
/** What the URL of a rasterised SVG adds to the file's name: sweets/motichoor-laddu.svg.webp. */
const RASTER_SUFFIX = '.webp';
/** Width of a rasterised thumbnail: the suggestions' 40 px at 3x. */
const RASTER_WIDTH = 120;

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** /thumbnails/sweets/kaju-katli.svg for src/assets/sweets/kaju-katli.svg; /thumbnails/sweets/motichoor-laddu.svg.webp for a heavy drawing. */
export function thumbnailUrl(absolutePath: string): string {
  const path = relative(repoRoot, absolutePath).split('\\').join('/');
  const picture = STAFF_PICTURE.exec(path)?.[1];
  if (picture) return `${THUMBNAIL_PREFIX}${PICTURES}${picture}${RASTER_SUFFIX}`;
  if (!path.startsWith(ASSETS)) throw new Error(`Built-in artwork must live under ${ASSETS} or be a staff picture: ${path}`);
  const heavy = extname(path).toLowerCase() === '.svg' && isHeavySvg(statSync(absolutePath).size);
  return THUMBNAIL_PREFIX + path.slice(ASSETS.length) + (heavy ? RASTER_SUFFIX : '');
}

function isRasterised(pathAfterPrefix: string): boolean {
  return pathAfterPrefix.startsWith(PICTURES) || pathAfterPrefix.toLowerCase().endsWith(`.svg${RASTER_SUFFIX}`);
}

/**
 * The file behind a thumbnail URL path ("sweets/kaju-katli.svg", "sweets/motichoor-laddu.svg.webp",
 * "_pictures/{key}.webp"), from the project root.
 */
export function thumbnailAsset(pathAfterPrefix: string, projectRoot: string = repoRoot): string {
  if (pathAfterPrefix.startsWith(PICTURES)) return `${contentDirName(projectRoot)}/${pathAfterPrefix.slice(0, -RASTER_SUFFIX.length)}`;
  return ASSETS + (isRasterised(pathAfterPrefix) ? pathAfterPrefix.slice(0, -RASTER_SUFFIX.length) : pathAfterPrefix);
}

/**
 * The body and type of a thumbnail, by its URL path after the prefix. `projectRoot`: the page that
 * writes them passes the build's working folder, since a bundled module cannot find its own.
 */
export async function thumbnailFile(pathAfterPrefix: string, projectRoot: string): Promise<{ body: Uint8Array<ArrayBuffer>; type: string }> {
  const source = await readFile(join(projectRoot, thumbnailAsset(pathAfterPrefix, projectRoot)));
  if (isRasterised(pathAfterPrefix)) {
    const body = await sharp(source).resize({ width: RASTER_WIDTH }).webp({ quality: ARTWORK_QUALITY.webp }).toBuffer();
    return { body: new Uint8Array(body), type: TYPES['webp'] ?? 'image/webp' };
  }
  return { body: new Uint8Array(source), type: TYPES[extname(pathAfterPrefix).slice(1).toLowerCase()] ?? 'application/octet-stream' };
}
