/**
 * The image pipeline: a JPEG dropped into a site and shown through SmartImage comes out of the build
 * as a <picture> with AVIF and WebP srcsets at several widths, width and height set (no layout
 * shift), the JPEG as fallback; small SVG artwork is served unprocessed with its width and height,
 * and heavy SVG artwork (issue #14) as a raster unless `raster={false}`: WebP over 4,000 bytes,
 * AVIF and WebP over 30,000.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AVIF_SVG_BYTES, SMALL_SVG_BYTES } from '../../../src/lib/images/artwork-raster.ts';
import { buildFixture, copyFixture, type FixtureBuild } from '../../fixtures/build-fixture.ts';

let build: FixtureBuild;
let html = '';

/** A 1600 x 1000 photo-like JPEG: warm gradient with a few round shapes. */
async function writeJpeg(path: string): Promise<void> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4b04a"/><stop offset="1" stop-color="#7a1f2b"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/>${Array.from({ length: 12 }, (_, i) => `<circle cx="${150 + i * 120}" cy="${300 + (i % 3) * 180}" r="70" fill="#fff8ec" opacity="0.8"/>`).join('')}</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(path);
}

/** An 800 x 800 drawing of `shapes` dots. */
function dottedSvg(shapes: number): string {
  const dots = Array.from({ length: shapes }, (_, i) => `<circle cx="${(i * 37) % 800}" cy="${(i * 53) % 800}" r="${4 + (i % 9)}" fill="#${(0xc26e22 + i * 97).toString(16).slice(-6)}" opacity="0.7"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="800" height="800" fill="#fff8ec"/>${dots.join('')}</svg>`;
}

/** A drawing of a few hundred shapes, over 30,000 bytes (AVIF_SVG_BYTES, lib/images/artwork-raster.ts). */
function writeHeavySvg(path: string): void {
  const svg = dottedSvg(600);
  if (svg.length <= AVIF_SVG_BYTES) throw new Error(`The heavy drawing must weigh over ${AVIF_SVG_BYTES} bytes`);
  writeFileSync(path, svg);
}

/** A drawing of twenty shapes, within SMALL_SVG_BYTES: light enough to stay SVG. */
function writeSmallSvg(path: string): void {
  const svg = dottedSvg(20);
  if (svg.length > SMALL_SVG_BYTES) throw new Error(`The small drawing must weigh at most ${SMALL_SVG_BYTES} bytes, not ${svg.length}`);
  writeFileSync(path, svg);
}

/** A drawing of three hundred shapes, between SMALL_SVG_BYTES and AVIF_SVG_BYTES. */
function writeMidSizeSvg(path: string): void {
  const svg = dottedSvg(300);
  if (svg.length <= SMALL_SVG_BYTES || svg.length > AVIF_SVG_BYTES) throw new Error(`The mid-size drawing must weigh ${SMALL_SVG_BYTES}-${AVIF_SVG_BYTES} bytes, not ${svg.length}`);
  writeFileSync(path, svg);
}

function srcsetWidths(tag: string): number[] {
  const srcset = /srcset="([^"]+)"/.exec(tag)?.[1] ?? '';
  return srcset.split(',').map((candidate) => Number(/\s(\d+)w$/.exec(candidate.trim())?.[1] ?? NaN));
}

function firstUrl(tag: string): string {
  return (/srcset="([^"\s]+)/.exec(tag)?.[1] ?? '').split('?')[0] ?? '';
}

beforeAll(async () => {
  const root = copyFixture('image-site', [
    'src/components/ui/SmartImage.astro',
    'src/islands/ui/smart-image-element.ts',
    'src/islands/ui/shimmer-in-view.ts',
    'src/islands/ui/smart-image.css',
    'src/loaders/heavy-artwork.ts',
    'src/lib/images/artwork-raster.ts',
    // The fallback text's words in the page's language (issue #44).
    'src/lib/i18n/locales.ts',
    'src/lib/i18n/ui-strings.ts',
    ...['index', 'shell', 'home', 'shop', 'events', 'pages', 'forms'].map((area) => `src/lib/i18n/strings/${area}.ts`),
    // The shop area's English is written part by part in lib/catalogue/shop-words/.
    ...['book', 'card', 'catalogue', 'categories', 'diwali', 'grid', 'list', 'price', 'product', 'search', 'values'].map((part) => `src/lib/catalogue/shop-words/${part}.ts`),
    'src/lib/catalogue/category-name.ts',
    // The events area's English is the planners' own words (lib/planning, lib/gallery).
    ...['branding', 'event-plan', 'lead-time', 'calendar-days', 'recipients-csv'].map((name) => `src/lib/planning/${name}.ts`),
    'src/lib/gallery/gallery-tabs.ts',
    // The forms area names the enquiry teams by the desk's own labels (a type-only import of the schema).
    'src/lib/enquiry/category-labels.ts',
    // The enquiry list's and the contact form's words share the subject line's (a type-only import of the product schema).
    'src/lib/enquiry/subject-words.ts',
    'src/lib/text/indian-number.ts',
  ]);
  mkdirSync(join(root, 'src', 'assets'), { recursive: true });
  await writeJpeg(join(root, 'src', 'assets', 'photo.jpg'));
  writeSmallSvg(join(root, 'src', 'assets', 'artwork.svg'));
  writeHeavySvg(join(root, 'src', 'assets', 'heavy-drawing.svg'));
  writeMidSizeSvg(join(root, 'src', 'assets', 'mid-drawing.svg'));
  build = await buildFixture(root);
  if (!build.ok) throw new Error(`Fixture build failed:\n${build.output}`);
  html = readFileSync(join(root, 'dist', 'index.html'), 'utf8');
}, 90_000);

afterAll(() => build?.cleanup());

describe('image pipeline (JPEG to AVIF/WebP)', () => {
  test('the JPEG is served as a <picture> with an AVIF source at several widths', () => {
    expect(html).toContain('<picture');
    const avif = /<source[^>]*type="image\/avif"[^>]*>/.exec(html)?.[0] ?? '';
    expect(avif).not.toBe('');
    expect(srcsetWidths(avif)).toEqual([320, 640, 960, 1280]);
    expect(avif).toContain('sizes="(min-width: 800px) 800px, 100vw"');
  });

  test('and with a WebP source at the same widths', () => {
    const webp = /<source[^>]*type="image\/webp"[^>]*>/.exec(html)?.[0] ?? '';
    expect(srcsetWidths(webp)).toEqual([320, 640, 960, 1280]);
  });

  test('the emitted files really are AVIF and WebP', () => {
    const avifTag = /<source[^>]*type="image\/avif"[^>]*>/.exec(html)?.[0] ?? '';
    const webpTag = /<source[^>]*type="image\/webp"[^>]*>/.exec(html)?.[0] ?? '';
    const avifFile = readFileSync(join(build.root, 'dist', firstUrl(avifTag)));
    const webpFile = readFileSync(join(build.root, 'dist', firstUrl(webpTag)));
    expect(avifFile.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(webpFile.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  test('the fallback <img> is a JPEG with width, height, alt and the loading hints', () => {
    const img = /<picture[\s\S]*?(<img[^>]*>)/.exec(html)?.[1] ?? '';
    expect(img).toMatch(/width="1600"/);
    expect(img).toMatch(/height="1000"/);
    expect(img).toMatch(/alt="A tray of kaju katli photographed from above"/);
    expect(img).toMatch(/loading="eager"/);
    expect(img).toMatch(/fetchpriority="high"/);
    expect(img).toMatch(/src="[^"]+\.jpg/);
  });

  test('small SVG artwork is served as it is, with width and height and no <picture>', () => {
    const svgImg = /<img[^>]*src="[^"]+artwork[^"]*\.svg"[^>]*>/.exec(html)?.[0] ?? '';
    expect(svgImg).toContain('alt="Illustration of kaju katli on a brass plate"');
    expect(svgImg).toMatch(/width="800"/);
    expect(svgImg).toMatch(/height="800"/);
    expect(svgImg).toMatch(/loading="lazy"/);
    const src = /src="([^"]+)"/.exec(svgImg)?.[1] ?? '';
    expect(existsSync(join(build.root, 'dist', src))).toBe(true);
  });

  test('heavy SVG artwork is drawn as AVIF and WebP sources at the artwork widths, with the layout\'s sizes', () => {
    const picture = /<picture>(?:(?!<\/picture>)[\s\S])*?alt="A heavy drawing[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
    const avif = /<source[^>]*type="image\/avif"[^>]*>/.exec(picture)?.[0] ?? '';
    const webp = /<source[^>]*type="image\/webp"[^>]*>/.exec(picture)?.[0] ?? '';
    expect(srcsetWidths(avif)).toEqual([320, 480, 640, 800]);
    expect(srcsetWidths(webp)).toEqual([320, 480, 640, 800]);
    expect(avif).toContain('sizes="(min-width: 64rem) 16rem, 45vw"');
    expect(readFileSync(join(build.root, 'dist', firstUrl(avif))).subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(picture).not.toMatch(/\.svg/);
  });

  test('its fallback <img> is a WebP in the box given, so nothing shifts', () => {
    const img = /<img[^>]*alt="A heavy drawing[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toMatch(/src="[^"]+\.webp/);
    expect(img).toMatch(/width="400"/);
    expect(img).toMatch(/height="400"/);
    expect(img).toMatch(/loading="lazy"/);
  });

  test('a mid-size drawing is drawn as WebP alone, at the artwork widths, with a WebP fallback in its box', () => {
    const picture = /<picture>(?:(?!<\/picture>)[\s\S])*?alt="A mid-size drawing[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
    const sources = picture.match(/<source[^>]*>/g) ?? [];
    expect(sources).toHaveLength(1);
    expect(sources[0]).toContain('type="image/webp"');
    expect(srcsetWidths(sources[0] ?? '')).toEqual([320, 480, 640, 800]);
    expect(readFileSync(join(build.root, 'dist', firstUrl(sources[0] ?? ''))).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const img = /<img[^>]*alt="A mid-size drawing[^>]*>/.exec(picture)?.[0] ?? '';
    expect(img).toMatch(/src="[^"]+\.webp/);
    expect(img).toMatch(/width="400"/);
    expect(img).toMatch(/height="400"/);
    expect(picture).not.toMatch(/\.svg|avif/);
  });

  test('raster={false} keeps heavy SVG artwork as SVG', () => {
    const img = /<img[^>]*alt="The same drawing kept as SVG"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toMatch(/src="[^"]+\.svg"/);
    expect(img).toMatch(/width="800"/);
  });

  test('every image sits in the SmartImage box: aspect ratio reserved, shimmer state, error text ready', () => {
    const boxes = html.match(/<smart-image[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(5);
    for (const box of boxes) {
      expect(box).toContain('data-state="loading"');
      expect(box).toMatch(/--smart-image-ratio: \d+ \/ \d+/);
    }
    expect(html.match(/Image not available/g)).toHaveLength(5);
  });
});
