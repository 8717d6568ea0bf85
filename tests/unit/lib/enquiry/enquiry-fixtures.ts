/** A small enquiry catalogue in the shape the build emits, for the enquiry unit tests. */
import { toCatalogue, type CatalogueEntry } from '../../../../src/lib/enquiry/enquiry-catalogue.ts';

export const KAJU_KATLI_STAFF: CatalogueEntry = {
  kind: 'product',
  id: 'demo-kaju-katli',
  name: 'Kaju Katli',
  category: 'sweets',
  price: {
    expertise: {
      basic: { '250g': 270, '500g': 515, '1kg': 970 },
      standard: { '250g': 320, '500g': 610, '1kg': 1150 },
      premium: { '250g': 415, '500g': 790, '1kg': 1495 },
    },
  },
};

export const ENTRIES: CatalogueEntry[] = [
  KAJU_KATLI_STAFF,
  { kind: 'product', id: 'plain-barfi', name: 'Plain Barfi', category: 'sweets', price: { '250g': 200, '500g': 380 } },
  { kind: 'product', id: 'gift-3', name: 'Sohan Halwa Heritage Tin', category: 'corporate', price: { custom: 1250 }, mrp: '₹1,250' },
  { kind: 'product', id: 'diwali-delight-box', name: 'Diwali Delight Box', category: 'gifting', price: { custom: 1150 } },
  { kind: 'diwali', id: 'kaju-katli', name: 'Kaju Katli', category: 'sweets', price: { custom: 650 }, detail: '500 g box' },
  { kind: 'package', id: 'premium', name: 'Premium package', category: 'restaurants & catering', priceText: '₹50,000', detail: 'Up to 100 guests' },
  { kind: 'service', id: 'wedding-catering', name: 'Wedding Catering', category: 'restaurants & catering' },
  { kind: 'dish', id: 'paneer-tikka', name: 'Paneer Tikka', category: 'restaurants & catering', priceText: '₹299' },
  { kind: 'table', id: 'restaurant', name: 'A table at Rasika Grand Hotels & Banquets', category: 'restaurants & catering' },
  { kind: 'venue', id: 'darbar-hall', name: 'Darbar Hall', category: 'banquets & hotels', detail: 'Up to 400 guests' },
  { kind: 'campaign', id: 'diwali-2026-bulk-orders', name: 'DIWALI SPECIAL BULK/CORPORATE ORDER NOW!', category: 'corporate' },
];

export const CATALOGUE = toCatalogue(ENTRIES);
