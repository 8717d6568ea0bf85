/**
 * The one rule for heavy SVG artwork (issue #14). Chrome parses an SVG <img> as a document of its
 * own and paints it on the page's main thread: a 40-160 KB drawing of gradients and paths is a
 * single 25-50 ms task (x4 under Lighthouse's mobile CPU), so a page of them cannot keep its total
 * blocking time under 50 ms. AVIF and WebP decode off the main thread. So SVG artwork above a size
 * is served as AVIF (preferred) and WebP at a few widths; smaller SVG (logos, icons, emblems) stays
 * SVG, which is lighter than any raster of it and costs little to paint. Pure numbers: the loaders
 * (src/loaders/heavy-artwork.ts) know the files and call Astro's image service.
 */

/**
 * SVG up to this many bytes (uncompressed) is served as it is. Traces of one SVG <img> at a time
 * (4x CPU) could not tell the files under it from a near-empty SVG through the noise of a shared
 * machine, while the 69 and 127 KB drawings added 110-200 ms; a drawing's cost follows its shapes
 * and gradients more than its bytes, so the 30 KB stays.
 */
export const SMALL_SVG_BYTES = 30_000;

/**
 * Whether an SVG file of `bytes` is drawn as a raster. An SVG whose size is unknown (not a file of
 * src/assets) counts as heavy: a raster of light artwork costs a few KB, a heavy SVG a long task.
 */
export function isHeavySvg(bytes: number | undefined): boolean {
  return bytes === undefined || bytes > SMALL_SVG_BYTES;
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
