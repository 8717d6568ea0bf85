/**
 * Resolves an image at build time into the plain, serialisable props the React SmartImage takes:
 * raster files get AVIF and WebP srcsets at several widths; heavy SVG artwork gets WebP srcsets,
 * and AVIF too when heaviest (heavy-artwork.ts, issue #14); small SVG keeps its own URL.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { SINGLE_URL_WIDTH } from '../lib/images/artwork-raster.ts';
import { isHeavyArtwork, rasterArtwork, rasterArtworkUrl } from './heavy-artwork.ts';

/** What SmartImage (islands/ui) takes as `image`: the fallback URL, its size and the modern formats. */
export interface IslandImage {
  src: string;
  width: number;
  height: number;
  sources?: { type: string; srcSet: string }[];
}

const DEFAULT_WIDTHS = [320, 640, 960, 1280];

/** `widths`: of a raster file (default 320-1280 px), or of heavy artwork (default: the artwork ladder). */
export async function islandImage(src: ImageMetadata, widths?: number[]): Promise<IslandImage> {
  if (isHeavyArtwork(src)) return rasterArtwork(src, widths);
  if (src.format === 'svg') return { src: src.src, width: src.width, height: src.height };
  const fitting = (widths ?? DEFAULT_WIDTHS).filter((w) => w <= src.width);
  const useWidths = fitting.length > 0 ? fitting : [src.width];
  const [avif, webp, fallback] = await Promise.all([
    getImage({ src, widths: useWidths, format: 'avif' }),
    getImage({ src, widths: useWidths, format: 'webp' }),
    getImage({ src, width: Math.max(...useWidths), format: src.format === 'png' ? 'png' : 'jpg' }),
  ]);
  return {
    src: fallback.src,
    width: src.width,
    height: src.height,
    sources: [
      { type: 'image/avif', srcSet: avif.srcSet.attribute },
      { type: 'image/webp', srcSet: webp.srcSet.attribute },
    ],
  };
}

/**
 * The single URL of an image for JSON (product index, catalogue cards, suggestions): a WebP
 * SINGLE_URL_WIDTH (480 px) wide of a raster file or of heavy artwork, or the small SVG itself.
 */
export async function imageUrl(src: ImageMetadata, width = SINGLE_URL_WIDTH): Promise<string> {
  if (isHeavyArtwork(src)) return rasterArtworkUrl(src, width);
  if (src.format === 'svg') return src.src;
  const result = await getImage({ src, width: Math.min(width, src.width), format: 'webp' });
  return result.src;
}
