import { describe, expect, test } from 'vitest';
import { ARTWORK_QUALITY, artworkWidths, fallbackWidth, isHeavySvg, SINGLE_URL_WIDTH, SMALL_SVG_BYTES } from '../../../../src/lib/images/artwork-raster.ts';

describe('isHeavySvg (issue #14)', () => {
  test.each([
    [1_200, false],
    [SMALL_SVG_BYTES, false],
    [SMALL_SVG_BYTES + 1, true],
    [127_323, true],
  ])('an SVG of %i bytes is heavy: %s', (bytes, heavy) => {
    expect(isHeavySvg(bytes)).toBe(heavy);
  });

  test('an SVG of unknown size counts as heavy', () => {
    expect(isHeavySvg(undefined)).toBe(true);
  });

  test('the threshold is the issue budget of 30,000 bytes', () => {
    expect(SMALL_SVG_BYTES).toBe(30_000);
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
