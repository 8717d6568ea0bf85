/**
 * The fonts embedded in the PDF catalogue, read from the installed @fontsource packages. Noto Sans
 * Latin has no rupee sign; its Latin Extended subset has ₹ (U+20B9) but no ASCII, so the renderer
 * writes ₹ with the second font. Titles use PDF's built-in Times-Bold: fontkit cannot subset the
 * variable Playfair Display woff2 the site uses, and titles never contain ₹.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface CatalogueFonts {
  regular: Buffer;
  bold: Buffer;
  /** Has the ₹ glyph. */
  rupee: Buffer;
  rupeeBold: Buffer;
}

export function loadCatalogueFonts(): CatalogueFonts {
  const require = createRequire(import.meta.url);
  const file = (specifier: string) => readFileSync(require.resolve(specifier));
  return {
    regular: file('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
    bold: file('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
    rupee: file('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
    rupeeBold: file('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'),
  };
}
