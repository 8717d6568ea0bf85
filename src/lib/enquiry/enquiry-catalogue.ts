/**
 * The site's enquirable things by kind and id, as plain data: built once at build time from the
 * content collections (/data/enquiry-catalogue.json, also handed to the contact and list islands),
 * and completed at run time by staff-created products. Summaries are built from these entries only.
 */
import type { Price } from '../catalogue/product-schema.ts';
import type { EnquiryCategory } from './enquiry-schema.ts';
import type { SubjectKind, SubjectRef } from './enquiry-subject.ts';

export interface CatalogueEntry {
  kind: SubjectKind;
  id: string;
  name: string;
  /** The enquiry category the form selects for it. */
  category: EnquiryCategory;
  /** Products and Diwali packs: the price map the product page shows. */
  price?: Price;
  /** Printed MRP of hampers and corporate gifts, e.g. "₹1,250". */
  mrp?: string;
  /** Price as the site prints it where it is text: packages "₹50,000", dishes "₹299". */
  priceText?: string;
  /** A short fact shown after the name: "Up to 100 guests", "500 g box", "2-3 days". */
  detail?: string;
}

export type EnquiryCatalogue = Record<string, CatalogueEntry>;

export function catalogueKey(kind: SubjectKind, id: string): string {
  return `${kind}:${id}`;
}

export function toCatalogue(entries: readonly CatalogueEntry[]): EnquiryCatalogue {
  const catalogue: EnquiryCatalogue = {};
  for (const entry of entries) catalogue[catalogueKey(entry.kind, entry.id)] = entry;
  return catalogue;
}

export function findEntry(catalogue: EnquiryCatalogue, ref: Pick<SubjectRef, 'kind' | 'id'>): CatalogueEntry | undefined {
  return Object.hasOwn(catalogue, catalogueKey(ref.kind, ref.id)) ? catalogue[catalogueKey(ref.kind, ref.id)] : undefined;
}

/** Which team answers a product: corporate gifts go to corporate, hampers to gifting, the rest to sweets. */
export function productCategory(source: 'diwali-collection' | 'gift-hamper' | 'corporate-gift' | 'staff'): EnquiryCategory {
  if (source === 'corporate-gift') return 'corporate';
  if (source === 'gift-hamper') return 'gifting';
  return 'sweets';
}

/** Kinds that staff-created products can answer (their /product/{id} and /diwali-product/{id} pages). */
export const STAFF_PRODUCT_KINDS: readonly SubjectKind[] = ['product', 'diwali'];

/** A staff-created product (from the products store or /api/products/{id}) as an entry of `kind`. */
export function staffProductEntry(
  product: { _id: string; name: string; price: Price; isActive?: boolean },
  kind: SubjectKind = 'product',
): CatalogueEntry | undefined {
  if (product.isActive === false || !STAFF_PRODUCT_KINDS.includes(kind)) return undefined;
  return { kind, id: product._id, name: product.name, category: productCategory('staff'), price: product.price };
}
