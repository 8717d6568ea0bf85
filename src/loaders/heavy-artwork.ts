/**
 * Build-time side of the heavy-artwork rule (lib/images/artwork-raster.ts, issue #14): knows the
 * size of every SVG file under src/assets and draws the heavy ones as WebP, and the heaviest as AVIF
 * too, through Astro's image service. SmartImage.astro, islandImage/imageUrl (island-image.ts) and
 * the heroes (hero-slides.ts) all ask here, so a drawing is served the same way wherever a page
 * shows it.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { ARTWORK_QUALITY, artworkFormats, artworkWidths, fallbackWidth, isHeavySvg, SINGLE_URL_WIDTH } from '../lib/images/artwork-raster.ts';
import type { IslandImage } from './island-image.ts';

/** Every SVG under src/assets: its text (for its size) and its metadata (for the URL pages get). */
const svgTexts = import.meta.glob<string>('/src/assets/**/*.svg', { query: '?raw', import: 'default', eager: true });
const svgFiles = import.meta.glob<ImageMetadata>('/src/assets/**/*.svg', { import: 'default', eager: true });

/**
 * Bytes of each artwork file, by the URL Astro gives it (content entries and imports of one file
 * get the same URL): the URL, unlike the file name, is one file's wherever it sits in src/assets.
 */
const SVG_BYTES = new Map(
  Object.entries(svgFiles).map(([path, meta]) => [meta.src, new TextEncoder().encode(svgTexts[path] ?? '').length] as const),
);

/** The size of the artwork file behind `src`, when it is an SVG under src/assets (of the site being built: a fixture's own in tests). */
export function artworkBytes(src: ImageMetadata): number | undefined {
  return SVG_BYTES.get(src.src);
}

/** SVG artwork too heavy to serve as it is; raster files and small SVG are not. */
export function isHeavyArtwork(src: ImageMetadata): boolean {
  return src.format === 'svg' && isHeavySvg(artworkBytes(src));
}

/** Encoder qualities: the artwork rule's, or one number for both formats (the heroes' 40). */
export type RasterQuality = number | { avif: number; webp: number };

function qualities(quality: RasterQuality | undefined): { avif: number; webp: number } {
  if (quality === undefined) return ARTWORK_QUALITY;
  return typeof quality === 'number' ? { avif: quality, webp: quality } : quality;
}

/**
 * An SVG drawn as raster srcsets at `widths` (default: the artwork ladder up to its own width) in
 * the formats of its size (artworkFormats: AVIF and WebP, or WebP alone), with a WebP fallback
 * <img src> and the drawing's own width and height, so the box is reserved as before. The shape
 * SmartImage (Astro and React) and the hero carousel take.
 */
export async function rasterArtwork(src: ImageMetadata, widths?: readonly number[], quality?: RasterQuality): Promise<IslandImage> {
  const fitting = (widths ?? artworkWidths(src.width)).filter((width) => width <= src.width);
  const useWidths = fitting.length > 0 ? fitting : [src.width];
  const q = qualities(quality);
  const formats = artworkFormats(artworkBytes(src));
  const [fallback, ...srcsets] = await Promise.all([
    getImage({ src, width: fallbackWidth(useWidths), format: 'webp', quality: q.webp }),
    ...formats.map((format) => getImage({ src, widths: useWidths, format, quality: q[format] })),
  ]);
  return {
    src: fallback.src,
    width: src.width,
    height: src.height,
    sources: formats.map((format, i) => ({ type: `image/${format}`, srcSet: srcsets[i]?.srcSet.attribute ?? '' })),
  };
}

/**
 * The single URL of heavy artwork for JSON: a WebP `width` wide (at most the drawing's width); for
 * the 800 px product drawings, the same file as rasterArtwork's fallback <img src>.
 */
export async function rasterArtworkUrl(src: ImageMetadata, width = SINGLE_URL_WIDTH): Promise<string> {
  const result = await getImage({ src, width: Math.min(width, src.width), format: 'webp', quality: ARTWORK_QUALITY.webp });
  return result.src;
}
