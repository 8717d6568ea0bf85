/**
 * Build-time loader of the enquiry catalogue (lib/enquiry/catalogue-entries.ts) from the content
 * collections: served as /data/enquiry-catalogue.json for the contact-submit function and handed
 * to the contact form and enquiry list islands as props.
 */
import { getCollection } from 'astro:content';
import { toBuiltinProducts } from '../lib/catalogue/builtin-products.ts';
import { catalogueEntries } from '../lib/enquiry/catalogue-entries.ts';
import { toCatalogue, type EnquiryCatalogue } from '../lib/enquiry/enquiry-catalogue.ts';
import { loadBuiltinCollections } from './builtin-products.ts';
import { banquetHalls, loadHospitality } from './hospitality.ts';
import { getSite, loadAnnouncementEntries } from './site.ts';

export async function loadEnquiryCatalogue(): Promise<EnquiryCatalogue> {
  const [builtins, services, packages, eventTypes, dishes, hospitality, site, campaigns] = await Promise.all([
    loadBuiltinCollections(),
    getCollection('catering-services'),
    getCollection('event-packages'),
    getCollection('event-types'),
    getCollection('menu-dishes'),
    loadHospitality(),
    getSite(),
    loadAnnouncementEntries(),
  ]);
  const builtinProducts = toBuiltinProducts(builtins, { phoneNumber: '', imageUrl: () => '' });
  return toCatalogue(
    catalogueEntries({
      builtinProducts,
      services: services.map((entry) => ({ id: entry.id, name: entry.data.name })),
      packages: packages.map((entry) => ({ id: entry.id, name: entry.data.name, price: entry.data.price, duration: entry.data.duration })),
      eventTypes: eventTypes.map((entry) => ({ id: entry.id, name: entry.data.name })),
      dishes: dishes.map((entry) => ({ id: entry.id, name: entry.data.name, price: entry.data.price })),
      halls: banquetHalls(hospitality),
      stay: { duration: hospitality.weddingStays.duration },
      restaurant: site.brands.hotels,
      // Every campaign, scheduled or past too: the bar a visitor followed may be from a page built earlier.
      campaigns: campaigns.map((campaign) => ({ id: campaign.campaignId, text: campaign.text })),
    }),
  );
}
