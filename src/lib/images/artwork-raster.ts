/**
 * The one rule for heavy SVG artwork (issue #14). Chrome parses an SVG <img> as a document of its
 * own and paints it on the page's main thread, and Lighthouse's mobile CPU multiplies that by 4 and
 * counts every task over 50 ms: a single mid-size drawing is a long task of its own, a page of them
 * cannot keep its total blocking time under 50 ms. AVIF and WebP decode off the main thread. So SVG
 * artwork above a size is served as a raster at a few widths; smaller SVG (logos and icons)
 * stays SVG, which is lighter than any raster of it and cheap to paint. Pure numbers: the loaders
 * (src/loaders/heavy-artwork.ts) know the files and call Astro's image service.
 */

/**
 * SVG up to this many bytes (uncompressed) is served as it is. Main-thread cost of one SVG <img>
 * 180 px wide on a page of its own (Chromium on the build machine, CPU unthrottled, trace events
 * SVGImage::DataChanged + PaintImage; by size band, the median of 5-9 loads each of 3-5 files, in
 * several runs): a near-empty SVG 4-6 ms (the fixed cost of a document), 4-8 KB drawings 7-9 ms,
 * 8-12 KB 8-12 ms, 12-20 KB 9-13 ms, 20-30 KB 16-19 ms (the shop's 29.5 and 29.8 KB laddus
 * 16-23 ms), 60-80 KB 30 ms, 110-140 KB 70 ms. Lighthouse's mobile CPU multiplies this by 4 and
 * counts every task over 50 ms, so a drawing over about 12 ms here is a long task on its own. The
 * curve has no step between 9 and 20 KB, where drawings sit at about 12 ms and which of them cost
 * more follows their shapes and gradients, not their bytes (an 11 KB pizza measured 10 ms in one
 * run and 14 in another). The first guess, 30,000 bytes, let the shop paint two 29.8 KB
 * laddus as SVG at first load; 12,000 bytes left the home page five SVG documents (the three
 * 4.9-9.5 KB brand emblems and a 10.5 KB drawing among them), each its own task of 4-12 ms in a quiet
 * minute and 12-27 ms in a busy one on this VM, which at 4x made the home page's TBT 81 ms (median
 * of 5). So the line is drawn at 4,000 bytes, the top of the near-empty band: every drawing is
 * a raster, and only logos and icons of a few hundred bytes to 4 KB stay SVG.
 */
export const SMALL_SVG_BYTES = 4_000;

/**
 * Whether an SVG file of `bytes` is drawn as a raster. An SVG whose size is unknown (not a file of
 * src/assets) counts as heavy: a raster of light artwork costs a few KB, a heavy SVG a long task.
 */
export function isHeavySvg(bytes: number | undefined): boolean {
  return bytes === undefined || bytes > SMALL_SVG_BYTES;
}

/**
 * Drawings over this many bytes (or of unknown size) are rastered as AVIF (preferred) and WebP;
 * lighter ones that are still rastered, SMALL_SVG_BYTES up to this, as WebP only. AVIF is the
 * costly encoder: for an 800 px drawing of 12-30 KB, 0.5 s at 320 px to 2-4 s at 800 px, 6-7 s
 * for its 320-800 ladder, where WebP takes 0.3 s; and on these simpler drawings it saves little
 * (at 480 px 4.4-8.4 KB against WebP's 4.9-10.1 KB, 1.3 KB less on average). When the lower line
 * was 12,000 bytes, AVIF for the 75 drawings between the two sizes made a cold build take 376 s
 * instead of 153 (707 s of CPU instead of 276); with WebP alone, 144 s.
 */
export const AVIF_SVG_BYTES = 30_000;

export type ArtworkFormat = 'avif' | 'webp';

/** The raster formats of an SVG file of `bytes`, preferred first: AVIF and WebP over AVIF_SVG_BYTES (or of unknown size), else WebP. */
export function artworkFormats(bytes: number | undefined): readonly ArtworkFormat[] {
  return bytes === undefined || bytes > AVIF_SVG_BYTES ? ['avif', 'webp'] : ['webp'];
}

/**
 * Widths of the rasters: from a card half a phone wide at Lighthouse's 1.75x (about 300 px) to a
 * full-width picture on a 3x phone or a 2x desktop (1200-1600 px).
 */
const ARTWORK_WIDTHS = [320, 480, 640, 800, 1200, 1600] as const;

/**
 * The raster widths of artwork drawn `intrinsicWidth` px wide: the ladder below that width, then the
 * width itself (at most 1600). Never wider: the image service does not enlarge, and a drawing's own
 * size is the largest any page shows it at.
 */
export function artworkWidths(intrinsicWidth: number): number[] {
  const largest = Math.min(Math.round(intrinsicWidth), ARTWORK_WIDTHS[ARTWORK_WIDTHS.length - 1] ?? 1600);
  return [...ARTWORK_WIDTHS.filter((width) => width < largest), largest];
}

/**
 * Encoder quality of each format, chosen by eye on the finest drawings (the motichoor laddu's
 * speckles, the nuts in the dry-fruit jars) at product-page size: WebP at 50 smears them into the
 * ground, at 75 it keeps them; AVIF keeps them at 50 (sharp's default; at 40 the light
 * speckles vanish). Mean of the 22 heavy files at 640 px: WebP 75 16.3 KB (50: 12.3 KB), AVIF 50
 * 12.9 KB. The heroes, under a dark gradient, keep their own 40 (loaders/hero-slides.ts).
 */
export const ARTWORK_QUALITY = { avif: 50, webp: 75 } as const;

/**
 * Width of the one URL an image gets where JSON carries a single URL (the product index, hence the
 * shop's and the related products' cards, at most 16rem on desktops and 45vw on phones): a card on
 * a 390 px phone at 2.7x or a desktop at 1.9x. A product page gives its own picture srcsets.
 */
export const SINGLE_URL_WIDTH = 480;

/** Of the raster widths, the one the fallback <img src> takes: the widest up to SINGLE_URL_WIDTH, else the narrowest. */
export function fallbackWidth(widths: readonly number[]): number {
  const sorted = widths.toSorted((a, b) => a - b);
  return sorted.filter((width) => width <= SINGLE_URL_WIDTH).at(-1) ?? sorted[0] ?? SINGLE_URL_WIDTH;
}
