/**
 * Build-time loader of the enquiry catalogue (lib/enquiry/catalogue-entries.ts) from the content
 * collections: served as /data/enquiry-catalogue.json for the contact-submit function and handed
 * to the contact form and enquiry list islands as props.
 */
import { getCollection } from 'astro:content';
import { toBuiltinProducts } from '../lib/catalogue/builtin-products.ts';
import { catalogueEntries, type EntryWords } from '../lib/enquiry/catalogue-entries.ts';
import type { LocalEntryTexts } from '../lib/enquiry/describe-subject.ts';
import { catalogueKey, toCatalogue, type CatalogueEntry, type EnquiryCatalogue } from '../lib/enquiry/enquiry-catalogue.ts';
import { localName } from '../lib/i18n/local-name.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import { EN_ENTRY_WORDS } from '../lib/i18n/strings/forms.ts';
import { ui } from '../lib/i18n/strings/index.ts';
import { loadBuiltinCollections } from './builtin-products.ts';
import { banquetHalls, loadHospitality } from './hospitality.ts';
import { inLanguage } from './in-language.ts';
import { getSite, loadAnnouncementEntries } from './site.ts';

export async function loadEnquiryCatalogue(): Promise<EnquiryCatalogue> {
  return toCatalogue(await loadEntries('en', EN_ENTRY_WORDS));
}

/**
 * The contact form's catalogue: English's, as the enquiry records it; on a Telugu or Hindi page
 * (issue #44) also what the form shows of each entry where it differs from English (`entryTexts`):
 * its name (a sweet's local name with English's, a package's or hall's translated name), detail and
 * price text, by catalogue key. English's entries are loaded once for both.
 */
export async function loadContactCatalogue(locale: Locale): Promise<{ catalogue: EnquiryCatalogue; entryTexts?: LocalEntryTexts }> {
  const [english, local] = await Promise.all([loadEntries('en', EN_ENTRY_WORDS), locale === 'en' ? undefined : loadEntries(locale, ui(locale).forms.contact.entries)]);
  const catalogue = toCatalogue(english);
  return local ? { catalogue, entryTexts: textsThatDiffer(english, local) } : { catalogue };
}

/** Each local entry's name, detail and price text where they differ from English's, by catalogue key. */
function textsThatDiffer(english: readonly CatalogueEntry[], local: readonly CatalogueEntry[]): LocalEntryTexts {
  const byKey = new Map(english.map((entry) => [catalogueKey(entry.kind, entry.id), entry]));
  const texts: Record<string, Partial<Pick<CatalogueEntry, 'name' | 'detail' | 'priceText'>>> = {};
  for (const entry of local) {
    const key = catalogueKey(entry.kind, entry.id);
    const source = byKey.get(key);
    const changed = (['name', 'detail', 'priceText'] as const).filter((field) => entry[field] !== undefined && entry[field] !== source?.[field]);
    if (changed.length > 0) texts[key] = Object.fromEntries(changed.map((field) => [field, entry[field]]));
  }
  return texts;
}

/** The entries with their texts in `locale` (English's ids, categories and prices). */
async function loadEntries(locale: Locale, words: EntryWords): Promise<CatalogueEntry[]> {
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
  const shown = <T extends object>(entry: T) => inLanguage(entry, locale);
  const builtinProducts = toBuiltinProducts(builtins, { phoneNumber: '', imageUrl: () => '' }, locale).map((product) =>
    locale === 'en' ? product : { ...product, name: localName(product.name, product.aliases ?? [], locale) },
  );
  return catalogueEntries(
    {
      builtinProducts,
      services: services.map((entry) => ({ id: entry.id, name: shown(entry.data).name })),
      packages: packages.map((entry) => ({ id: entry.id, name: shown(entry.data).name, price: entry.data.price, duration: shown(entry.data).duration })),
      eventTypes: eventTypes.map((entry) => ({ id: entry.id, name: shown(entry.data).name })),
      dishes: dishes.map((entry) => ({ id: entry.id, name: shown(entry.data).name, price: entry.data.price })),
      halls: banquetHalls(hospitality, locale),
      stay: { duration: shown(hospitality).weddingStays.duration },
      restaurant: site.brands.hotels,
      // Every campaign, scheduled or past too: the bar a visitor followed may be from a page built earlier.
      campaigns: campaigns.map((campaign) => ({ id: campaign.campaignId, text: shown(campaign).text })),
    },
    words,
  );
}
