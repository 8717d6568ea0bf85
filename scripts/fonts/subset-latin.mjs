/**
 * `node scripts/fonts/subset-latin.mjs`: the Latin files of the two self-hosted variable fonts cut to
 * what the site uses (issue #14), into src/assets/fonts/ (committed): the same characters as the
 * fontsource Latin file (astro.config.mjs LATIN unicode-range, so no glyph falls back that did not
 * before), the weight axis pinned to the 400-700 the stylesheets use (Inter 100-900 and Playfair
 * 400-900 before), and hinting and unused layout features dropped by the subsetter's defaults.
 * Inter 48 KB -> 30 KB, Playfair Display 38 KB -> 35 KB: the two files the web fonts of every page come from.
 * Run it again only when the font packages change, or a stylesheet starts using a weight outside 400-700.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** astro.config.mjs LATIN, as code point ranges. */
const LATIN = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd],
];
export const WEIGHTS = { min: 400, max: 700 };
const FONTS = [
  ['@fontsource-variable/inter', 'inter-latin-wght-normal.woff2', 'inter-latin-400-700.woff2'],
  ['@fontsource-variable/playfair-display', 'playfair-display-latin-wght-normal.woff2', 'playfair-display-latin-400-700.woff2'],
];

let text = '';
for (const [from, to] of LATIN) for (let code = from; code <= to; code += 1) if (code >= 0x20) text += String.fromCodePoint(code);

for (const [pkg, source, target] of FONTS) {
  const font = await readFile(join('node_modules', pkg, 'files', source));
  const subset = await subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  await writeFile(join('src', 'assets', 'fonts', target), subset);
  console.log(`${target}: ${subset.length} bytes (from ${font.length})`);
}
