/**
 * Build-time loader of the contact details the PDF catalogue prints (build/catalogue-pdf): the
 * sweets brand, the main store's phone, WhatsApp, email and every store with its hours, as written
 * in content/site and content/stores (no environment overrides: the PDF states the content).
 */
import { hoursRows } from '../lib/site/weekly-hours.ts';
import { loadMainStore, loadSiteEntry, loadStoreEntries } from './site.ts';

export async function loadCatalogueContact(website: string) {
  const site = await loadSiteEntry();
  const [mainStore, stores] = await Promise.all([loadMainStore(site), loadStoreEntries()]);
  return {
    brand: site.brands.sweets,
    phone: mainStore.phone,
    whatsapp: site.whatsapp,
    email: site.email,
    website,
    foundedYear: site.foundedYear,
    stores: stores.map(({ data }) => ({
      name: data.name,
      address: `${data.address.street}, ${data.address.locality}, ${data.address.city} ${data.address.postalCode}`,
      phone: data.phone,
      hours: hoursRows(data.hours).map((row) => `${row.label} ${row.hours}`),
    })),
  };
}
