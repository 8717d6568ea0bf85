/**
 * Everything the PDF catalogue prints, read at build time: the built-in products as catalogue
 * sections, the staff products that exist at the build, the contact details of content/site and the stores of content/stores.
 */
import { getCollection, getEntry } from 'astro:content';
import { catalogueSectionsWithStaff } from '../../lib/catalogue/builtin-catalogue-rows.ts';
import { formatTimeRange } from '../../lib/site/opening-hours.ts';
import { loadBuiltinProducts } from '../builtin-products.ts';
import { loadCatalogueFonts } from './catalogue-fonts.ts';
import { loadStaffProducts } from './staff-products.ts';
import type { CatalogueContact, CatalogueInput } from './render-catalogue-pdf.ts';

async function loadContact(website: string): Promise<CatalogueContact> {
  const site = await getEntry('site', 'site');
  if (!site) throw new Error('content/site/site.json is missing');
  const stores = (await getCollection('stores')).sort((a, b) => a.data.order - b.data.order);
  const mainStore = stores.find((store) => store.id === site.data.mainStore);
  if (!mainStore) throw new Error(`content/site/site.json: mainStore "${site.data.mainStore}" is not a file in content/stores`);
  return {
    brand: site.data.brands.sweets,
    phone: mainStore.data.phone,
    whatsapp: site.data.whatsapp,
    email: site.data.email,
    website,
    foundedYear: site.data.foundedYear,
    stores: stores.map(({ data }) => ({
      name: data.name,
      address: `${data.address.street}, ${data.address.locality}, ${data.address.city} ${data.address.postalCode}`,
      phone: data.phone,
      hours: [`Weekdays ${formatTimeRange(data.hours.weekdays)}`, `Weekends ${formatTimeRange(data.hours.weekends)}`],
    })),
  };
}

export async function loadCatalogueInput(website: string): Promise<CatalogueInput> {
  const [products, staff, contact] = await Promise.all([loadBuiltinProducts(), loadStaffProducts(), loadContact(website)]);
  return { sections: catalogueSectionsWithStaff(products, staff), contact, fonts: loadCatalogueFonts() };
}
