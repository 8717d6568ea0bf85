/**
 * The "Mithai Catalogue" PDF (CORP-07): rendered from the content exactly as the build does, then
 * opened with pdfjs-dist; its text must list at least 50 varieties, each named as in the content,
 * with prices in ₹ (the embedded font has the rupee sign) and the contact details.
 */
import { basename } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadCatalogueFonts } from '../../../src/build/catalogue-pdf/catalogue-fonts.ts';
import { renderCataloguePdf } from '../../../src/build/catalogue-pdf/render-catalogue-pdf.ts';
import { catalogueSections } from '../../../src/lib/catalogue/builtin-catalogue-rows.ts';
import { toBuiltinProducts } from '../../../src/lib/catalogue/builtin-products.ts';
import { corporateGiftSchema } from '../../../src/lib/content/corporate-gift-schema.ts';
import { diwaliSweetSchema } from '../../../src/lib/content/diwali-sweet-schema.ts';
import { giftHamperSchema } from '../../../src/lib/content/gift-hamper-schema.ts';
import { loadCollection, repoRoot } from './load-content.ts';

const lists = {
  diwaliSweets: loadCollection('diwali-sweets', diwaliSweetSchema),
  giftHampers: loadCollection('gift-hampers', giftHamperSchema),
  corporateGifts: loadCollection('corporate-gifts', corporateGiftSchema),
};
const contentNames = [...lists.diwaliSweets, ...lists.giftHampers, ...lists.corporateGifts].map((entry) => entry.data.name);

const contact = {
  brand: 'Rasika Sweets',
  phone: '+91 40 2784 5500',
  whatsapp: '+91 98490 45678',
  email: 'hello@rasikahyderabad.in',
  website: 'https://rasikahyderabad.in',
  foundedYear: 2009,
  stores: [{ name: 'Sweets and restaurant store, Sindhi Colony', address: '1-8-204, S.P. Road, Sindhi Colony, Secunderabad 500003', phone: '+91 40 2784 5566', hours: ['Weekdays 8:00 AM-11:00 PM', 'Weekends 8:00 AM-12:00 AM'] }],
};

let pdf: Buffer;
let pages: string[] = [];

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
}

/** The text of a page, line by line: items within 3 pt of one baseline form a line, read left to right. */
function pageText(items: TextItemLike[]): string {
  const xOf = (item: TextItemLike) => item.transform[4] ?? 0;
  const yOf = (item: TextItemLike) => item.transform[5] ?? 0;
  const groups: TextItemLike[][] = [];
  for (const item of [...items].sort((a, b) => yOf(b) - yOf(a))) {
    const group = groups.at(-1);
    if (group && Math.abs(yOf(group[0] as TextItemLike) - yOf(item)) <= 3) group.push(item);
    else groups.push([item]);
  }
  return groups
    .map((group) => {
      let text = '';
      let lastEnd = Number.NEGATIVE_INFINITY;
      for (const item of group.sort((a, b) => xOf(a) - xOf(b))) {
        text += (xOf(item) - lastEnd > 1.5 && text !== '' ? ' ' : '') + item.str;
        lastEnd = xOf(item) + item.width;
      }
      return text.replace(/\s+/g, ' ').trim();
    })
    .join('\n');
}

beforeAll(async () => {
  const products = toBuiltinProducts(lists, { phoneNumber: contact.phone, imageUrl: (path: string) => basename(path) });
  pdf = await renderCataloguePdf({ sections: catalogueSections(products), contact, fonts: loadCatalogueFonts() });
  const standardFontDataUrl = `${repoRoot}/node_modules/pdfjs-dist/standard_fonts/`;
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(pageText(content.items.filter((item): item is TextItemLike & typeof item => 'str' in item)));
  }
  await document.destroy();
}, 60_000);

describe('the Mithai Catalogue PDF', () => {
  test('is a PDF with a cover titled "Mithai Catalogue"', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pages[0]).toContain('Mithai Catalogue');
    expect(pages[0]).toContain('83 varieties');
  });

  test('lists at least 50 varieties, each one named exactly as in the content', () => {
    const text = pages.join('\n');
    const found = contentNames.filter((name) => text.includes(name));
    expect(found.length).toBeGreaterThanOrEqual(50);
    expect(found).toEqual(contentNames);
  });

  test('shows pack or weight, shelf life and prices in rupees with the ₹ sign', () => {
    const text = pages.join('\n');
    expect(text).toMatch(/Kaju Katli 500 g box 15 Days ₹650 \/ pack/);
    expect(text).toMatch(/Diwali Delight Box 1 kg 7 Days ₹1,150 · MRP ₹1,250/);
    expect(text).toMatch(/Signature Grand Hamper 2 kg 60 Days MRP ₹3,000/);
    expect(text).not.toContain('Rs.');
  });

  test('ends with the contact details and the stores', () => {
    const last = pages.at(-1) ?? '';
    for (const value of [contact.phone, contact.whatsapp, contact.email, 'Sweets and restaurant store, Sindhi Colony', 'Weekends 8:00 AM-12:00 AM']) {
      expect(last).toContain(value);
    }
  });
});
