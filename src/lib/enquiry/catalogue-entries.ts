/**
 * Maps the site's content to enquiry catalogue entries (pure; the build passes the collections in).
 * The names, prices and facts are the ones the pages show, so a summary reads like the page did.
 */
import type { BuiltinProduct } from '../catalogue/builtin-products.ts';
import { productCategory, type CatalogueEntry } from './enquiry-catalogue.ts';

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

export function catalogueEntries(sources: CatalogueSources): CatalogueEntry[] {
  const catering = 'restaurants & catering' as const;
  const hotels = 'banquets & hotels' as const;
  return [
    ...sources.builtinProducts.flatMap(productEntries),
    ...sources.services.map((s): CatalogueEntry => ({ kind: 'service', id: s.id, name: s.name, category: catering })),
    ...sources.packages.map((p): CatalogueEntry => ({ kind: 'package', id: p.id, name: `${p.name} package`, category: catering, priceText: p.price, detail: p.duration })),
    ...sources.eventTypes.map((e): CatalogueEntry => ({ kind: 'event', id: e.id, name: e.name, category: catering })),
    ...sources.dishes.map((d): CatalogueEntry => ({ kind: 'dish', id: d.id, name: d.name, category: catering, priceText: d.price })),
    { kind: 'table', id: 'restaurant', name: `A table at ${sources.restaurant}`, category: catering },
    { kind: 'venue', id: 'banquet-halls', name: 'Banquet halls', category: hotels, detail: `Halls for ${sources.halls.map((h) => h.capacity).join(' and ')} guests` },
    ...sources.halls.map((h): CatalogueEntry => ({ kind: 'venue', id: h.id, name: h.name, category: hotels, detail: `Up to ${h.capacity} guests` })),
    { kind: 'venue', id: 'luxury-stay', name: 'Luxury stay', category: hotels, detail: `Wedding stays of ${sources.stay.duration}` },
    ...sources.campaigns.map((c): CatalogueEntry => ({ kind: 'campaign', id: c.id, name: c.text, category: 'corporate' })),
  ];
}
