/**
 * Issue 14, over the built dist/ (run after `npm run build`): what the largest element of the pages
 * waits for. No page preloads a font (the fonts load after the first paint: fonts.spec.ts), and a
 * PageHero drawn from heavy SVG artwork is served as AVIF/WebP at the hero widths, eager and high
 * priority, while light SVG artwork stays SVG.
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

test('CORP-01 the corporate gifting hero (heavy SVG artwork) is AVIF/WebP from 480 to 1600 px, eager and high priority', () => {
  const hero = /<section class="page-hero".*?<\/picture>/s.exec(page('corporate-gifting.html'))?.[0] ?? '';
  const avif = /<source srcset="([^"]+)" type="image\/avif"/.exec(hero)?.[1] ?? '';
  expect(avif.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['480w', '800w', '1200w', '1600w']);
  expect(hero).toMatch(/<source srcset="[^"]+" type="image\/webp"/);
  const img = /<img [^>]+>/.exec(hero)?.[0] ?? '';
  expect(img).toMatch(/ src="[^"]+\.webp"/);
  expect(img).toContain('loading="eager"');
  expect(img).toContain('fetchpriority="high"');
  expect(img).toMatch(/width="\d+" height="\d+"/);
  expect(img).not.toMatch(/\.svg/);
});

test('CATER-01 the catering hero (light SVG artwork) stays one SVG file, eager and high priority', () => {
  const img = /<section class="page-hero".*?(<img [^>]+>)/s.exec(page('catering-events.html'))?.[1] ?? '';
  expect(img).toMatch(/ src="\/_astro\/[^"]+\.svg"/);
  expect(img).not.toContain('srcset');
  expect(img).toContain('fetchpriority="high"');
});
