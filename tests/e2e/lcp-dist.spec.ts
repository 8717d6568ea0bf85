/**
 * Issue 14, over the built dist/ (run after `npm run build`): what the largest element of the pages
 * waits for. No page preloads a font (the fonts load after the first paint: fonts.spec.ts), and a
 * PageHero drawn from heavy SVG artwork is served as AVIF/WebP at the hero widths, eager and high
 * priority (every drawing over SMALL_SVG_BYTES is; only logos and icons stay SVG). The shop's
 * hero line, its largest text, is not behind the catalogue's data in the HTML.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const DIST = join(process.cwd(), 'dist');
const page = (name: string) => readFileSync(join(DIST, name), 'utf8');

test('no page of the site preloads a font file', () => {
  const htmlFiles = readdirSync(DIST, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  expect(htmlFiles.length).toBeGreaterThan(100);
  const preloading = htmlFiles
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /<link[^>]+as="font"/.test(readFileSync(file, 'utf8')));
  expect(preloading).toEqual([]);
});

/** The first hero picture of a built page: its sources' widths by type, and its <img>. */
function heroPicture(file: string) {
  const hero = /<section class="page-hero".*?<\/picture>/s.exec(page(file))?.[0] ?? '';
  const widths = (type: string) =>
    (new RegExp(`<source srcset="([^"]+)" type="image/${type}"`).exec(hero)?.[1] ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
  return { widths, img: /<img [^>]+>/.exec(hero)?.[0] ?? '' };
}

function expectEagerRasterHero(img: string) {
  expect(img).toMatch(/ src="[^"]+\.webp"/);
  expect(img).toContain('loading="eager"');
  expect(img).toContain('fetchpriority="high"');
  expect(img).toMatch(/width="\d+" height="\d+"/);
  expect(img).not.toMatch(/\.svg/);
}

test('CORP-01 the corporate gifting hero (heavy SVG artwork) is AVIF/WebP from 480 to 1600 px, eager and high priority', () => {
  const { widths, img } = heroPicture('corporate-gifting.html');
  expect(widths('avif')).toEqual(['480w', '800w', '1200w', '1600w']);
  expect(widths('webp')).toEqual(['480w', '800w', '1200w', '1600w']);
  expectEagerRasterHero(img);
});

test('CATER-01 the catering hero (a 10.5 KB drawing, over SMALL_SVG_BYTES) is WebP from 480 to 1600 px, eager and high priority, with no SVG document to paint', () => {
  const { widths, img } = heroPicture('catering-events.html');
  expect(widths('webp')).toEqual(['480w', '800w', '1200w', '1600w']);
  expectEagerRasterHero(img);
});

test('SHOP-01 the shop\u2019s hero line, its largest text, comes before the catalogue\u2019s data in the HTML: the built-in list and the first cards\u2019 template follow the products', () => {
  const html = page('mithai/shop.html');
  const tagline = html.indexOf('Artisanal Mithai for the Discerning Palate');
  const products = html.indexOf('id="catalogue-products"');
  const data = html.indexOf('data-catalogue-data');
  const firstCards = html.indexOf('data-first-cards');
  expect(tagline).toBeGreaterThan(0);
  expect(products).toBeGreaterThan(tagline);
  // The data comes after the whole products section (its loading state included), still inside <catalogue-view>.
  const productsEnd = html.indexOf('</section>', products);
  expect(data).toBeGreaterThan(productsEnd);
  expect(firstCards).toBeGreaterThan(data);
  expect(html.indexOf('</catalogue-view>')).toBeGreaterThan(firstCards);
  // The two carry most of the page's own bytes: about 75 KB the parser now reads after the hero.
  expect(html.indexOf('</template>', firstCards) - data).toBeGreaterThan(50_000);
});
