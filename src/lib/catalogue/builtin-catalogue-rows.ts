/**
 * The rows of the printable "Mithai Catalogue": every built-in variety with its name, pack or
 * weight, shelf life and price or MRP, grouped in the order the shop shows them. Pure.
 */
import { formatRupees as rupees, PRICE_ON_REQUEST } from '../pricing/format-rupees.ts';
import { priceBounds } from '../pricing/price-bounds.ts';
import type { BuiltinProduct, BuiltinSource } from './builtin-products.ts';
import type { Product } from './product-schema.ts';

export interface CatalogueRow {
  name: string;
  subtitle?: string;
  /** Pack or weight, e.g. "500 g box" or "1.2 kg"; "" when unknown. */
  pack: string;
  shelfLife: string;
  /** "₹360 / pack", "₹1,150 · MRP ₹1,250" or "MRP ₹1,450". */
  price: string;
}

export interface CatalogueSection {
  title: string;
  intro: string;
  rows: CatalogueRow[];
}

const SECTIONS: readonly { source: BuiltinSource; title: string; intro: string }[] = [
  { source: 'diwali-collection', title: 'Diwali Collection', intro: 'Mithai, namkeen and bakery, made fresh in our Sindhi Colony kitchen. Prices per pack.' },
  { source: 'gift-hamper', title: 'Gift Hampers', intro: 'Boxes, baskets and trunks for family and friends.' },
  { source: 'corporate-gift', title: 'Corporate Gifts', intro: 'Shelf-stable gifts for teams and clients; your logo and message on request. Minimum 25 units for most.' },
];


function priceText(product: BuiltinProduct): string {
  const price = product.price.custom;
  if (product.source === 'corporate-gift' && product.mrp) return `MRP ${product.mrp}`;
  if (price !== undefined && product.mrp) return `${rupees(price)} · MRP ${product.mrp}`;
  if (price !== undefined) return `${rupees(price)} / pack`;
  return product.mrp ? `MRP ${product.mrp}` : PRICE_ON_REQUEST;
}

export function toCatalogueRow(product: BuiltinProduct): CatalogueRow {
  return {
    name: product.name,
    ...(product.subtitle === undefined ? {} : { subtitle: product.subtitle }),
    pack: product.quantity || product.weight || '',
    shelfLife: product.shelfLife ?? '',
    price: priceText(product),
  };
}

/** Sections in shop order; products keep the order they come in. Empty sections are left out. */
export function catalogueSections(products: BuiltinProduct[]): CatalogueSection[] {
  return SECTIONS.map(({ source, title, intro }) => ({
    title,
    intro,
    rows: products.filter((product) => product.source === source && product.isActive).map(toCatalogueRow),
  })).filter((section) => section.rows.length > 0);
}

/** The staff-created products of the shop at build time, one section after the built-in ones. */
export const STAFF_SECTION = { title: 'From Our Counter', intro: 'More sweets, namkeen and bakery from our shop, added by our team this season.' } as const;

function staffPriceText(product: Product): string {
  const bounds = priceBounds(product.price);
  if (!bounds) return PRICE_ON_REQUEST;
  return bounds.low === bounds.high ? rupees(bounds.low) : `${rupees(bounds.low)} – ${rupees(bounds.high)}`;
}

/** The built-in sections, then the visible staff products (sorted by name); empty sections are left out. */
export function catalogueSectionsWithStaff(builtin: BuiltinProduct[], staff: readonly Product[]): CatalogueSection[] {
  const rows = staff
    .filter((product) => product.isActive)
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((product) => ({ name: product.name, pack: product.quantity || product.weight || '', shelfLife: product.shelfLife ?? '', price: staffPriceText(product) }));
  const sections = catalogueSections(builtin);
  return rows.length > 0 ? [...sections, { ...STAFF_SECTION, rows }] : sections;
}

/** How many varieties the catalogue lists. */
export function varietyCount(sections: readonly CatalogueSection[]): number {
  return sections.reduce((sum, section) => sum + section.rows.length, 0);
}
