/**
 * `node scripts/fonts/subset-rupee.mjs`: cuts the rupee sign (U+20B9) out of the Latin Extended files
 * of the two self-hosted variable fonts into tiny woff2 files in src/assets/fonts/ (committed), so a
 * page with a price downloads about 1 KB for ₹ instead of the whole Latin Extended file (85 KB for
 * Inter). astro.config.mjs declares them with unicode-range U+20B9 beside the Latin files.
 * Run it again only when the font packages change.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const RUPEE = '\u20B9';
const FONTS = [
  ['@fontsource-variable/inter', 'inter-latin-ext-wght-normal.woff2', 'inter-rupee-wght-normal.woff2'],
  ['@fontsource-variable/playfair-display', 'playfair-display-latin-ext-wght-normal.woff2', 'playfair-display-rupee-wght-normal.woff2'],
];

for (const [pkg, source, target] of FONTS) {
  const font = await readFile(join('node_modules', pkg, 'files', source));
  // Variation axes are kept, so the one glyph follows the page's font weights.
  const subset = await subsetFont(font, RUPEE, { targetFormat: 'woff2' });
  await writeFile(join('src', 'assets', 'fonts', target), subset);
  console.log(`${target}: ${subset.length} bytes (from ${font.length})`);
}
