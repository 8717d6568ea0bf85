import { describe, expect, test } from 'vitest';
import { ARTWORK_QUALITY, artworkFormats, artworkWidths, AVIF_SVG_BYTES, fallbackWidth, isHeavySvg, SINGLE_URL_WIDTH, SMALL_SVG_BYTES } from '../../../../src/lib/images/artwork-raster.ts';

describe('isHeavySvg (issue #14)', () => {
  test.each([
    [1_200, false],
    [3_900, false],
    [SMALL_SVG_BYTES, false],
    [SMALL_SVG_BYTES + 1, true],
    [9_036, true],
    [12_700, true],
    [29_835, true],
    [127_323, true],
  ])('an SVG of %i bytes is heavy: %s', (bytes, heavy) => {
    expect(isHeavySvg(bytes)).toBe(heavy);
  });

  test('an SVG of unknown size counts as heavy', () => {
    expect(isHeavySvg(undefined)).toBe(true);
  });

  test('the threshold is the top of the near-empty band (4-6 ms unthrottled): 4,000 bytes, so only logos and icons stay SVG', () => {
    expect(SMALL_SVG_BYTES).toBe(4_000);
  });

  test("the shop's two 29.5-29.8 KB laddus, under the issue's first 30,000 bytes, are heavy", () => {
    expect(isHeavySvg(29_527)).toBe(true);
    expect(isHeavySvg(29_835)).toBe(true);
  });
});

describe('artworkFormats', () => {
  test.each([
    [SMALL_SVG_BYTES + 1, ['webp']],
    [20_000, ['webp']],
    [AVIF_SVG_BYTES, ['webp']],
    [AVIF_SVG_BYTES + 1, ['avif', 'webp']],
    [127_323, ['avif', 'webp']],
  ])('a heavy SVG of %i bytes is rastered as %j', (bytes, formats) => {
    expect(artworkFormats(bytes)).toEqual(formats);
  });

  test('an SVG of unknown size gets both formats, as the heaviest do', () => {
    expect(artworkFormats(undefined)).toEqual(['avif', 'webp']);
  });

  test('AVIF, where given, comes first (the browser takes the first source it can decode), and WebP is always there', () => {
    for (const bytes of [undefined, SMALL_SVG_BYTES + 1, AVIF_SVG_BYTES + 1]) {
      const formats = artworkFormats(bytes);
      expect(formats.at(-1)).toBe('webp');
      if (formats.includes('avif')) expect(formats[0]).toBe('avif');
    }
  });

  test("AVIF is kept for the drawings over the issue's first 30,000 bytes, above the SVG threshold", () => {
    expect(AVIF_SVG_BYTES).toBe(30_000);
    expect(AVIF_SVG_BYTES).toBeGreaterThan(SMALL_SVG_BYTES);
  });
});

describe('artworkWidths', () => {
  test.each([
    [800, [320, 480, 640, 800]],
    [1200, [320, 480, 640, 800, 1200]],
    [900, [320, 480, 640, 800, 900]],
    [1600, [320, 480, 640, 800, 1200, 1600]],
    [3200, [320, 480, 640, 800, 1200, 1600]],
    [200, [200]],
    [320, [320]],
  ])('a drawing %i px wide is rastered at %j', (width, widths) => {
    expect(artworkWidths(width)).toEqual(widths);
  });

  test('the narrowest fits a card 45% of a 390 px phone at 1.75x, the widest a full-width picture on a 3x phone', () => {
    const card = Math.ceil(0.45 * 390 * 1.75);
    const widths = artworkWidths(1600);
    expect(widths[0]).toBeGreaterThanOrEqual(card);
    expect(widths[0]).toBeLessThan(card * 1.1);
    expect(widths.at(-1)).toBeGreaterThanOrEqual(390 * 3);
  });
});

describe('fallbackWidth', () => {
  test.each([
    [[320, 480, 640, 800], 480],
    [[320, 640, 960], 320],
    [[480, 800, 1200, 1600], 480],
    [[800, 1200], 800],
    [[200], 200],
  ])('of %j is %i', (widths, width) => {
    expect(fallbackWidth(widths)).toBe(width);
  });

  test('is the single URL width when the ladder holds it, so the JSON URL and the fallback are one file', () => {
    expect(fallbackWidth(artworkWidths(800))).toBe(SINGLE_URL_WIDTH);
  });
});

test('AVIF is encoded at a lower quality number than WebP (sharp scales the two differently)', () => {
  expect(ARTWORK_QUALITY.avif).toBeLessThan(ARTWORK_QUALITY.webp);
});
