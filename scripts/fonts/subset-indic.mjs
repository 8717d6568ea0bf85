/**
 * `node scripts/fonts/subset-indic.mjs` (run by `npm run build`, issue #44): the Telugu and Devanagari
 * files of Noto Sans Telugu and Noto Sans Devanagari (Fontsource, OFL) cut to the characters the site
 * writes in those scripts: every Telugu and Devanagari letter in the UI strings (src/lib/i18n/strings)
 * and the rest of src/, and in the content (content/: translations, the local names of sweets). The
 * subsetter keeps every conjunct and vowel sign those letters form (it closes over the fonts' shaping
 * rules), the weight axis pinned to the 400-700 the stylesheets use. Written to src/assets/fonts/
 * (committed, so a checkout builds and tests without running it; rewritten byte for byte the same
 * while the text does not change). astro.config.mjs declares them for /te/ and /hi/ pages only.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import subsetFont from 'subset-font';

/** The code points each file keeps beside the script's letters used: joiners and the dotted circle (shown for a stray sign). */
const ALWAYS = '\u200C\u200D\u25CC';
/** astro.config.mjs TELUGU and DEVANAGARI unicode-ranges, as tests of a code point. */
const SCRIPTS = {
  telugu: (code) => code >= 0x0c00 && code <= 0x0c7f,
  devanagari: (code) => code >= 0x0900 && code <= 0x097f,
};
const FONTS = [
  ['telugu', '@fontsource-variable/noto-sans-telugu', 'noto-sans-telugu-telugu-wght-normal.woff2', 'noto-sans-telugu-400-700.woff2'],
  ['devanagari', '@fontsource-variable/noto-sans-devanagari', 'noto-sans-devanagari-devanagari-wght-normal.woff2', 'noto-sans-devanagari-400-700.woff2'],
];
const TEXT_FILE = /\.(ts|tsx|astro|json|md|mdx|mjs)$/;

/** Every text file under a folder. */
async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

const used = { telugu: new Set(), devanagari: new Set() };
for (const file of [...(await textFiles('src')), ...(await textFiles('content'))]) {
  for (const character of await readFile(file, 'utf8')) {
    const code = character.codePointAt(0) ?? 0;
    for (const [script, inScript] of Object.entries(SCRIPTS)) if (inScript(code)) used[script].add(character);
  }
}

for (const [script, pkg, source, target] of FONTS) {
  const text = [...used[script]].sort().join('') + ALWAYS;
  const font = await readFile(join('node_modules', pkg, 'files', source));
  const subset = await subsetFont(font, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
  const path = join('src', 'assets', 'fonts', target);
  const before = await readFile(path).catch(() => undefined);
  if (before && Buffer.compare(before, subset) === 0) {
    console.log(`${target}: ${subset.length} bytes, ${used[script].size} characters (unchanged)`);
    continue;
  }
  await writeFile(path, subset);
  console.log(`${target}: ${subset.length} bytes for ${used[script].size} characters (from ${font.length})`);
}
