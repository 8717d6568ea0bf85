/**
 * Maps the site's content to enquiry catalogue entries (pure; the build passes the collections in).
 * The names, prices and facts are the ones the pages show, so a summary reads like the page did.
 */
import type { BuiltinProduct } from '../catalogue/builtin-products.ts';
import { EN_ENTRY_WORDS } from '../i18n/strings/forms.ts';
import { fill } from '../i18n/ui-strings.ts';
import { productCategory, type CatalogueEntry } from './enquiry-catalogue.ts';

/** The words of the entries the site names itself, in a language (English's: EN_ENTRY_WORDS, issue #44). */
export type EntryWords = { readonly [K in keyof typeof EN_ENTRY_WORDS]: string };

interface Named {
  id: string;
  name: string;
}

export interface CatalogueSources {
  builtinProducts: readonly BuiltinProduct[];
  services: readonly Named[];
  packages: readonly (Named & { price: string; duration: string })[];
  eventTypes: readonly Named[];
  dishes: readonly (Named & { price: string })[];
  halls: readonly (Named & { capacity: number })[];
  stay: { duration: string };
  restaurant: string;
  /** The announcement campaigns (content/announcements): /contact?campaign={id} names one. */
  campaigns: readonly { id: string; text: string }[];
}

function productEntries(product: BuiltinProduct): CatalogueEntry[] {
  const category = productCategory(product.source);
  const entry: CatalogueEntry = {
    kind: 'product',
    id: product._id,
    name: product.name,
    category,
    price: product.price,
    ...(product.source === 'corporate-gift' && product.mrp ? { mrp: product.mrp } : {}),
  };
  if (product.source !== 'diwali-collection') return [entry];
  // Diwali sweets also have their own page, priced per pack of the stated quantity.
  const detail = product.quantity?.trim();
  return [entry, { kind: 'diwali', id: product._id, name: product.name, category, price: product.price, ...(detail ? { detail } : {}) }];
}

/** "150 and 400": the halls' capacities, each joined to the next as the language joins two things. */
function joined(items: readonly (string | number)[], words: EntryWords): string {
  const [head = '', ...rest] = items.map(String);
  return rest.reduce((first, last) => fill(words.and, { first, last }), head);
}

export function catalogueEntries(sources: CatalogueSources, words: EntryWords = EN_ENTRY_WORDS): CatalogueEntry[] {
  const catering = 'restaurants & catering' as const;
  const hotels = 'banquets & hotels' as const;
  return [
    ...sources.builtinProducts.flatMap(productEntries),
    ...sources.services.map((s): CatalogueEntry => ({ kind: 'service', id: s.id, name: s.name, category: catering })),
    ...sources.packages.map((p): CatalogueEntry => ({ kind: 'package', id: p.id, name: fill(words.package, { name: p.name }), category: catering, priceText: p.price, detail: p.duration })),
    ...sources.eventTypes.map((e): CatalogueEntry => ({ kind: 'event', id: e.id, name: e.name, category: catering })),
    ...sources.dishes.map((d): CatalogueEntry => ({ kind: 'dish', id: d.id, name: d.name, category: catering, priceText: d.price })),
    { kind: 'table', id: 'restaurant', name: fill(words.table, { restaurant: sources.restaurant }), category: catering },
    { kind: 'venue', id: 'banquet-halls', name: words.banquetHalls, category: hotels, detail: fill(words.hallsFor, { capacities: joined(sources.halls.map((h) => h.capacity), words) }) },
    ...sources.halls.map((h): CatalogueEntry => ({ kind: 'venue', id: h.id, name: h.name, category: hotels, detail: fill(words.upTo, { capacity: h.capacity }) })),
    { kind: 'venue', id: 'luxury-stay', name: words.luxuryStay, category: hotels, detail: fill(words.weddingStays, { duration: sources.stay.duration }) },
    ...sources.campaigns.map((c): CatalogueEntry => ({ kind: 'campaign', id: c.id, name: c.text, category: 'corporate' })),
  ];
}
