/**
 * Draws the "Mithai Catalogue" PDF with pdfkit: a cover, every variety (name, pack or weight, shelf
 * life, price or MRP) section by section, and a last page with the contact details and stores.
 * Called at build time by src/pages/mithai-catalogue.pdf.ts and by its test.
 */
import PDFDocument from 'pdfkit';
import { varietyCount, type CatalogueRow, type CatalogueSection } from '../../lib/catalogue/builtin-catalogue-rows.ts';
import type { CatalogueFonts } from './catalogue-fonts.ts';

export interface CatalogueStore {
  name: string;
  address: string;
  phone: string;
  /** e.g. ["Weekdays 8:00 AM-11:00 PM", "Weekends 8:00 AM-12:00 AM"] */
  hours: string[];
}

export interface CatalogueContact {
  brand: string;
  phone: string;
  whatsapp: string;
  email: string;
  website: string;
  foundedYear: number;
  stores: CatalogueStore[];
}

export interface CatalogueInput {
  sections: CatalogueSection[];
  contact: CatalogueContact;
  fonts: CatalogueFonts;
}

const C = {
  maroon: '#7a1f2b',
  maroonDeep: '#5a1420',
  gold: '#d9b45a',
  goldLight: '#f4c66a',
  cream: '#fff8ec',
  ivory: '#fdf0d8',
  ink: '#2b1a12',
  muted: '#5c4636',
  line: '#e6cfa3',
};

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const COLUMNS = [
  { key: 'name', title: 'Variety', x: PAGE.margin, width: 200, align: 'left' },
  { key: 'pack', title: 'Pack / weight', x: PAGE.margin + 208, width: 128, align: 'left' },
  { key: 'shelfLife', title: 'Shelf life', x: PAGE.margin + 342, width: 64, align: 'left' },
  { key: 'price', title: 'Price', x: PAGE.margin + 408, width: PAGE.width - PAGE.margin * 2 - 408, align: 'right' },
] as const;

type Doc = InstanceType<typeof PDFDocument>;
type FontName = 'regular' | 'bold' | 'display';

interface TextStyle {
  font: FontName;
  size: number;
  color: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
}

/** Writes one line; "₹" goes in the Latin Extended face, everything else in the Latin one. */
function line(doc: Doc, text: string, x: number, y: number, style: TextStyle): void {
  const rupeeFont = style.font === 'bold' ? 'rupeeBold' : 'rupee';
  const parts = text.split(/(₹)/).filter((part) => part !== '');
  const measure = (part: string) => doc.font(part === '₹' ? rupeeFont : style.font).fontSize(style.size).widthOfString(part);
  let fitted = parts;
  if (style.width !== undefined) {
    while (fitted.reduce((sum, part) => sum + measure(part), 0) > style.width && fitted.join('').length > 2) {
      const joined = fitted.join('').replace(/…$/, '');
      fitted = [`${joined.slice(0, -2)}…`];
    }
  }
  const total = fitted.reduce((sum, part) => sum + measure(part), 0);
  let cx = x;
  if (style.width !== undefined && style.align === 'right') cx = x + style.width - total;
  if (style.width !== undefined && style.align === 'center') cx = x + (style.width - total) / 2;
  doc.fillColor(style.color);
  for (const part of fitted) {
    doc.font(part === '₹' ? rupeeFont : style.font).fontSize(style.size).text(part, cx, y, { lineBreak: false });
    cx += measure(part);
  }
}

function mandala(doc: Doc, cx: number, cy: number, radius: number, opacity: number): void {
  doc.save().lineWidth(1).strokeColor(C.gold).strokeOpacity(opacity);
  doc.circle(cx, cy, radius).stroke();
  doc.circle(cx, cy, radius * 0.8).stroke();
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    doc.ellipse(cx + Math.cos(a) * radius * 0.9, cy + Math.sin(a) * radius * 0.9, radius * 0.05, radius * 0.05).stroke();
  }
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const inner = { x: cx + Math.cos(a) * radius * 0.3, y: cy + Math.sin(a) * radius * 0.3 };
    const outer = { x: cx + Math.cos(a) * radius * 0.75, y: cy + Math.sin(a) * radius * 0.75 };
    const side = { x: Math.cos(a + Math.PI / 2) * radius * 0.1, y: Math.sin(a + Math.PI / 2) * radius * 0.1 };
    const mid = { x: (inner.x + outer.x) / 2, y: (inner.y + outer.y) / 2 };
    doc.moveTo(inner.x, inner.y).quadraticCurveTo(mid.x + side.x, mid.y + side.y, outer.x, outer.y).quadraticCurveTo(mid.x - side.x, mid.y - side.y, inner.x, inner.y).stroke();
  }
  doc.restore();
}

function cover(doc: Doc, input: CatalogueInput, varieties: number): void {
  const { width, height } = PAGE;
  doc.rect(0, 0, width, height).fill(C.maroonDeep);
  doc.save().lineWidth(3).strokeColor(C.gold).rect(24, 24, width - 48, height - 48).stroke().restore();
  doc.save().lineWidth(0.8).strokeColor(C.goldLight).rect(32, 32, width - 64, height - 64).stroke().restore();
  mandala(doc, width / 2, 300, 170, 0.45);
  mandala(doc, width / 2, 300, 90, 0.7);
  line(doc, input.contact.brand.toUpperCase(), 0, 150, { font: 'bold', size: 12, color: C.goldLight, align: 'center', width });
  line(doc, 'Mithai Catalogue', 0, 270, { font: 'display', size: 46, color: C.cream, align: 'center', width });
  line(doc, `${varieties} varieties of mithai, namkeen, bakery, hampers and corporate gifts`, 0, 520, { font: 'regular', size: 12, color: C.cream, align: 'center', width });
  line(doc, `Hyderabad · Since ${input.contact.foundedYear}`, 0, 542, { font: 'regular', size: 11, color: C.goldLight, align: 'center', width });
  const counts = input.sections.map((section) => `${section.title}: ${section.rows.length}`).join('   ·   ');
  line(doc, counts, 0, 600, { font: 'regular', size: 10, color: C.ivory, align: 'center', width });
  line(doc, `Orders and enquiries: ${input.contact.phone} · WhatsApp ${input.contact.whatsapp}`, 0, 720, { font: 'bold', size: 10, color: C.cream, align: 'center', width });
  line(doc, input.contact.website, 0, 738, { font: 'regular', size: 10, color: C.goldLight, align: 'center', width });
}

function pageHeader(doc: Doc, brand: string): number {
  doc.rect(0, 0, PAGE.width, 30).fill(C.maroon);
  line(doc, `${brand} · Mithai Catalogue`, PAGE.margin, 10, { font: 'bold', size: 9, color: C.cream });
  return 56;
}

function tableHeader(doc: Doc, y: number): number {
  for (const column of COLUMNS) line(doc, column.title, column.x, y, { font: 'bold', size: 8.5, color: C.muted, align: column.align, width: column.width });
  doc.save().lineWidth(1).strokeColor(C.gold).moveTo(PAGE.margin, y + 14).lineTo(PAGE.width - PAGE.margin, y + 14).stroke().restore();
  return y + 20;
}

function row(doc: Doc, item: CatalogueRow, y: number, shaded: boolean): number {
  const height = item.subtitle ? 28 : 20;
  if (shaded) doc.rect(PAGE.margin - 6, y - 4, PAGE.width - PAGE.margin * 2 + 12, height).fill(C.ivory);
  line(doc, item.name, COLUMNS[0].x, y, { font: 'bold', size: 10, color: C.ink, width: COLUMNS[0].width });
  if (item.subtitle) line(doc, item.subtitle, COLUMNS[0].x, y + 12, { font: 'regular', size: 7.5, color: C.muted, width: COLUMNS[0].width });
  line(doc, item.pack || '—', COLUMNS[1].x, y, { font: 'regular', size: 9, color: C.ink, width: COLUMNS[1].width });
  line(doc, item.shelfLife || '—', COLUMNS[2].x, y, { font: 'regular', size: 9, color: C.ink, width: COLUMNS[2].width });
  line(doc, item.price, COLUMNS[3].x, y, { font: 'bold', size: 9, color: C.maroon, align: 'right', width: COLUMNS[3].width });
  return y + height;
}

function sections(doc: Doc, input: CatalogueInput): void {
  const bottom = PAGE.height - PAGE.margin - 10;
  for (const section of input.sections) {
    doc.addPage();
    let y = pageHeader(doc, input.contact.brand);
    line(doc, section.title, PAGE.margin, y, { font: 'display', size: 22, color: C.maroon });
    line(doc, `${section.intro} (${section.rows.length} varieties)`, PAGE.margin, y + 30, { font: 'regular', size: 9, color: C.muted, width: PAGE.width - PAGE.margin * 2 });
    y = tableHeader(doc, y + 54);
    section.rows.forEach((item, index) => {
      if (y + (item.subtitle ? 28 : 20) > bottom) {
        doc.addPage();
        y = tableHeader(doc, pageHeader(doc, input.contact.brand));
      }
      y = row(doc, item, y, index % 2 === 0);
    });
  }
}

function contactPage(doc: Doc, input: CatalogueInput): void {
  const { contact } = input;
  doc.addPage();
  let y = pageHeader(doc, contact.brand);
  line(doc, 'Order and enquiries', PAGE.margin, y, { font: 'display', size: 22, color: C.maroon });
  y += 40;
  const details: [string, string][] = [
    ['Phone', contact.phone],
    ['WhatsApp', contact.whatsapp],
    ['Email', contact.email],
    ['Website', contact.website],
  ];
  for (const [label, value] of details) {
    line(doc, label, PAGE.margin, y, { font: 'bold', size: 10, color: C.muted });
    line(doc, value, PAGE.margin + 90, y, { font: 'regular', size: 10, color: C.ink });
    y += 18;
  }
  y += 16;
  line(doc, 'Bulk and corporate orders: please order 2-3 weeks ahead; packaging can carry your logo and message.', PAGE.margin, y, { font: 'regular', size: 9, color: C.muted, width: PAGE.width - PAGE.margin * 2 });
  y += 36;
  for (const store of contact.stores) {
    // One line per row of hours (two for the seed stores: weekdays and weekends; up to seven).
    const boxHeight = 60 + store.hours.length * 13;
    doc.rect(PAGE.margin - 6, y - 8, PAGE.width - PAGE.margin * 2 + 12, boxHeight).fill(C.ivory);
    line(doc, store.name, PAGE.margin, y, { font: 'bold', size: 11, color: C.maroon });
    line(doc, store.address, PAGE.margin, y + 18, { font: 'regular', size: 9, color: C.ink, width: PAGE.width - PAGE.margin * 2 });
    line(doc, `Phone ${store.phone}`, PAGE.margin, y + 34, { font: 'regular', size: 9, color: C.ink });
    store.hours.forEach((hours, i) => line(doc, hours, PAGE.margin, y + 50 + i * 13, { font: 'regular', size: 9, color: C.muted }));
    y += boxHeight + 18;
  }
  line(doc, 'Prices are per pack in Indian rupees. Prices and availability may change; please call to confirm.', PAGE.margin, PAGE.height - PAGE.margin - 20, { font: 'regular', size: 8, color: C.muted, width: PAGE.width - PAGE.margin * 2 });
}

function pageNumbers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    line(doc, `Page ${i + 1} of ${range.count}`, PAGE.width - PAGE.margin - 100, 10, { font: 'regular', size: 9, color: C.cream, align: 'right', width: 100 });
  }
}

export function renderCataloguePdf(input: CatalogueInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: 'Mithai Catalogue', Author: input.contact.brand, Subject: 'Sweets, hampers and corporate gifts' },
    lang: 'en-IN',
  });
  doc.registerFont('regular', input.fonts.regular);
  doc.registerFont('bold', input.fonts.bold);
  doc.registerFont('rupee', input.fonts.rupee);
  doc.registerFont('rupeeBold', input.fonts.rupeeBold);
  doc.registerFont('display', 'Times-Bold');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const varieties = varietyCount(input.sections);
  cover(doc, input, varieties);
  sections(doc, input);
  contactPage(doc, input);
  pageNumbers(doc);
  doc.end();
  return done;
}
