/**
 * The one door to the site's business constants for pages and components (build time only).
 * Reads content/site/site.json and content/stores/*.json, applies the BUSINESS_PHONE and
 * WHATSAPP_NUMBER build-time overrides, and returns display-ready shapes.
 */
import { getCollection, getEntry } from 'astro:content';
import { BUSINESS_PHONE, WHATSAPP_NUMBER } from 'astro:env/client';
import { byOrder } from '../lib/content/content-order.ts';
import { localise } from '../lib/i18n/localise.ts';
import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales.ts';
import type { SiteEntry, SiteSection } from '../lib/content/site-schema.ts';
import type { StoreEntry } from '../lib/content/store-schema.ts';
import { todayInIndia } from '../lib/enquiry/booking-fields.ts';
import { announcementProblems } from '../lib/content/announcement-schema.ts';
import { campaignsToRender, type CampaignView } from '../lib/site/announcement.ts';
import { noticesToShow, type StoreNoticeView } from '../lib/site/store-notices.ts';
import { everyOpenDayHours, hoursRows, type HoursRow } from '../lib/site/weekly-hours.ts';
import { ui } from '../lib/i18n/strings/index.ts';
import { toPhoneLink, toWhatsAppLink, type PhoneLink, type WhatsAppLink } from '../lib/site/phone-number.ts';
import type { RouteSection } from '../lib/site/route-section.ts';

export type { PhoneLink, WhatsAppLink } from '../lib/site/phone-number.ts';

export interface DeliveryService {
  name: string;
  url: string;
}

export type Announcement = CampaignView;

export interface Site {
  brands: SiteEntry['brands'];
  foundedYear: number;
  /** The main store's phone: `{ display: '+91 40 2784 5566', tel: '+914027845566', href: 'tel:+914027845566' }` */
  phone: PhoneLink;
  /** `{ display: '+91 98490 45678', waNumber: '919849045678', href: 'https://wa.me/919849045678' }` */
  whatsapp: WhatsAppLink;
  email: string;
  /**
   * The main store's hours on every day it opens: `{ days: 'all days', hours: '8:00 AM-11:00 PM' }`
   * (the footer's "Open all days 8:00 AM-11:00 PM"); undefined when its days share no hours.
   */
  openingHours: { days: string; hours: string } | undefined;
  /** Swiggy and Zomato; link them with target="_blank" rel="noopener noreferrer". */
  deliveryServices: DeliveryService[];
  sections: Record<RouteSection, SiteSection>;
  /**
   * The announcement bar's campaigns not over on the build's India day, by order; the one shown that
   * day has `shown` (the page's inline script decides again on the visitor's day). Empty: no bar.
   */
  announcements: Announcement[];
}

export interface Store {
  id: string;
  name: string;
  /** One line: "1-8-204, S.P. Road, Sindhi Colony, Secunderabad, Telangana 500003". */
  address: string;
  addressParts: StoreEntry['address'];
  phone: PhoneLink;
  /** The week in rows of days with the same hours: `{ label: 'Weekdays', hours: '8:00 AM-11:00 PM' }`. */
  hoursRows: HoursRow[];
  /** Raw 24-hour times by weekday, for structured data. */
  hours: StoreEntry['hours'];
  /** Closures and special hours not over on the build's India day, soonest first. */
  notices: StoreNoticeView[];
  services: string[];
  mapUrl: string;
  image: StoreEntry['image'];
  schemaTypes: StoreEntry['schemaTypes'];
  geo: StoreEntry['geo'];
  priceRange: string;
  servesCuisine: string[] | undefined;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** content/site/site.json as written (no overrides). Throws at build time when it is missing. */
export async function loadSiteEntry(): Promise<SiteEntry> {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('content/site/site.json is missing');
  return entry.data;
}

/** The main store (site.json `mainStore`): its counter takes the orders for sweets, hampers and gifts. */
export async function loadMainStore(site: SiteEntry): Promise<StoreEntry> {
  const store = await getEntry('stores', site.mainStore);
  if (!store) throw new Error(`content/site/site.json: mainStore "${site.mainStore}" is not a file in content/stores`);
  return store.data;
}

/** The stores as written in content/stores, in display order. */
export async function loadStoreEntries(): Promise<{ id: string; data: StoreEntry }[]> {
  return (await getCollection('stores')).toSorted(byOrder);
}

/** The announcement campaigns as written in content/announcements; throws at build time when two share a campaign id. */
export async function loadAnnouncementEntries() {
  const entries = await getCollection('announcements');
  const problems = announcementProblems(entries);
  if (problems.length > 0) throw new Error(problems.map((problem) => `content/announcements/${problem.id}.json: ${problem.field}: ${problem.message}`).join('\n'));
  return entries.map((entry) => entry.data);
}

/** The header's brands in a language: each section's tagline, and its pages' (issue #44); names stay. */
function sectionsIn(sections: SiteEntry['sections'], locale: Locale): SiteEntry['sections'] {
  const local = (section: SiteSection): SiteSection => {
    const shown = localise(section, locale);
    return shown.pages ? { ...shown, pages: Object.fromEntries(Object.entries(shown.pages).map(([page, brand]) => [page, localise(brand, locale)])) } : shown;
  };
  return Object.fromEntries(Object.entries(sections).map(([key, section]) => [key, local(section)])) as SiteEntry['sections'];
}

/**
 * Site constants with the environment overrides applied. Throws at build time when site.json is missing.
 * In a language (issue #44), the announcement campaigns' words, the header's taglines and the days of
 * the opening hours are its own (English's where not translated).
 */
export async function getSite(locale: Locale = DEFAULT_LOCALE): Promise<Site> {
  const data = await loadSiteEntry();
  const [mainStore, entries] = await Promise.all([loadMainStore(data), loadAnnouncementEntries()]);
  const campaigns = entries.map((campaign) => localise(campaign, locale));
  return {
    brands: data.brands,
    foundedYear: data.foundedYear,
    phone: toPhoneLink(nonEmpty(BUSINESS_PHONE) ?? mainStore.phone),
    whatsapp: toWhatsAppLink(nonEmpty(WHATSAPP_NUMBER) ?? data.whatsapp),
    email: data.email,
    openingHours: everyOpenDayHours(mainStore.hours, ui(locale).shell.hours),
    deliveryServices: data.deliveryServices,
    sections: sectionsIn(data.sections, locale),
    announcements: campaignsToRender(campaigns, todayInIndia()),
  };
}

function toStore(id: string, data: StoreEntry, today: string, locale: Locale): Store {
  const { street, locality, city, region, postalCode } = data.address;
  return {
    id,
    name: data.name,
    address: `${street}, ${locality}, ${city}, ${region} ${postalCode}`,
    addressParts: data.address,
    phone: toPhoneLink(data.phone),
    hoursRows: hoursRows(data.hours, ui(locale).shell.hours),
    hours: data.hours,
    notices: noticesToShow(data.notices, today),
    services: data.services,
    mapUrl: data.mapUrl,
    image: data.image,
    schemaTypes: data.schemaTypes,
    geo: data.geo,
    priceRange: data.priceRange,
    servesCuisine: data.servesCuisine,
  };
}

/**
 * The stores in display order. In a language (issue #44), what visitors read of each (its name,
 * street and locality, services, notices' texts and the days of its hours) is its own; the
 * structured data reads English.
 */
export async function getStores(locale: Locale = DEFAULT_LOCALE): Promise<Store[]> {
  const today = todayInIndia();
  return (await loadStoreEntries()).map((entry) => toStore(entry.id, localise(entry.data, locale), today, locale));
}
