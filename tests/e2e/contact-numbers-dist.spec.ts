/**
 * Issue #16, over the built dist/ (run after `npm run build`, like seo-dist.spec.ts): every phone
 * number the site shows or links to (tel:, wa.me, "+91 …", "040 2784 5566", "98490 45678"), in the
 * pages, scripts, data files and the Mithai Catalogue PDF, is one of the contact details in
 * content/site and content/stores. Five contradicting numbers were shown before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { nationalDigits } from '../../src/lib/site/phone-number.ts';
import { CONTACT, CONTACT_DIGITS } from '../support/contact-source.ts';

const DIST = join(process.cwd(), 'dist');
const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.json', '.xml', '.txt', '.webmanifest', '.css']);

/**
 * Phone-number shapes: links (tel:+914027845566, wa.me/919849045678), international (+91 40 2784
 * 5566, +914027845566), landline with a trunk 0 ((040) 2784-5566) and mobile (98490 45678).
 */
const SHAPES = [
  /tel:([+\d][\d\s().%-]{6,20}\d)/g,
  /wa\.me\/(\d{6,15})/g,
  /(\+91(?:[\s\u00a0.-]|%20)*\d(?:[\d\s\u00a0.-]|%20){8,16}\d)/g,
  /(?<![\d+])(\(?0\d{2}\)?[\s\u00a0.-]\d{4}[\s\u00a0.-]\d{4})(?!\d)/g,
  /(?<![\d+])([6-9]\d{4}[\s\u00a0-]\d{5})(?!\d)/g,
];

interface Found { file: string; text: string; digits: string | undefined }

function numbersIn(file: string, text: string): Found[] {
  return SHAPES.flatMap((shape) =>
    [...text.matchAll(shape)].map((match) => {
      const raw = decodeURIComponent((match[1] ?? '').replace(/%(?![0-9a-f]{2})/gi, '%25'));
      const digits = raw.replace(/\D/g, '');
      const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : nationalDigits(raw);
      return { file, text: raw, digits: national };
    }),
  );
}

function distFiles(): string[] {
  return readdirSync(DIST, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function pdfText(path: string): Promise<string> {
  const standardFontDataUrl = `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`;
  const document = await getDocument({ data: new Uint8Array(readFileSync(path)), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

test.describe('contact numbers in the built site (issue #16)', () => {
  test('every phone number and WhatsApp link in dist/ and the PDF belongs to the contact source', async () => {
    const files = distFiles();
    const found = files
      .filter((file) => TEXT_FILES.has(extname(file)))
      .flatMap((file) => numbersIn(relative(DIST, file), readFileSync(file, 'utf8')));
    const pdfs = files.filter((file) => extname(file) === '.pdf');
    expect(pdfs.map((file) => relative(DIST, file))).toContain('mithai-catalogue.pdf');
    for (const pdf of pdfs) found.push(...numbersIn(relative(DIST, pdf), await pdfText(pdf)));

    const strangers = found.filter((number) => number.digits === undefined || !CONTACT_DIGITS.has(number.digits));
    expect(strangers.map(({ file, text }) => `${file}: ${text}`)).toEqual([]);

    // The scan sees the numbers it guards: the business phone, the WhatsApp mobile and each store's phone.
    const seen = new Set(found.map((number) => number.digits));
    expect([...CONTACT_DIGITS].filter((digits) => !seen.has(digits))).toEqual([]);
    expect(found.some((number) => number.file === 'mithai-catalogue.pdf' && number.digits === nationalDigits(CONTACT.whatsapp))).toBe(true);
  });
});
