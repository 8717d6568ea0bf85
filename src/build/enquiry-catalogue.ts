/**
 * Build-time loader of the enquiry catalogue (lib/enquiry/catalogue-entries.ts) from the content
 * collections: served as /data/enquiry-catalogue.json for the contact-submit function and handed
 * to the contact form and enquiry list islands as props.
 */
import { getCollection, getEntry } from 'astro:content';
import { slugify } from '../lib/catalogue/product-id.ts';
import { toBuiltinProducts } from '../lib/catalogue/builtin-products.ts';
import { catalogueEntries } from '../lib/enquiry/catalogue-entries.ts';
import { toCatalogue, type EnquiryCatalogue } from '../lib/enquiry/enquiry-catalogue.ts';
import { getSite } from '../layouts/site-data.ts';

export async function loadEnquiryCatalogue(): Promise<EnquiryCatalogue> {
  const [diwaliSweets, giftHampers, corporateGifts, services, packages, eventTypes, dishes, hospitality, site] = await Promise.all([
    getCollection('diwali-sweets'),
    getCollection('gift-hampers'),
    getCollection('corporate-gifts'),
    getCollection('catering-services'),
    getCollection('event-packages'),
    getCollection('event-types'),
    getCollection('menu-dishes'),
    getEntry('hospitality', 'hospitality'),
    getSite(),
  ]);
  if (!hospitality) throw new Error('content/hospitality/hospitality.json is missing');
  const builtinProducts = toBuiltinProducts({ diwaliSweets, giftHampers, corporateGifts }, { phoneNumber: '', imageUrl: () => '' });
  return toCatalogue(
    catalogueEntries({
      builtinProducts,
      services: services.map((entry) => ({ id: entry.id, name: entry.data.name })),
      packages: packages.map((entry) => ({ id: entry.id, name: entry.data.name, price: entry.data.price, duration: entry.data.duration })),
      eventTypes: eventTypes.map((entry) => ({ id: entry.id, name: entry.data.name })),
      dishes: dishes.map((entry) => ({ id: entry.id, name: entry.data.name, price: entry.data.price })),
      halls: hospitality.data.banquetHalls.map((hall) => ({ id: slugify(hall.name), name: hall.name, capacity: hall.capacity })),
      stay: { duration: hospitality.data.weddingStays.duration },
      restaurant: site.brands.hotels,
      campaign: site.announcement ? { id: site.announcement.campaignId, text: site.announcement.text } : undefined,
    }),
  );
}
