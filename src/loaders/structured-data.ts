/**
 * The one door to the structured-data facts for pages (build time only): the group Organization,
 * one LocalBusiness per store, and the share-card artwork of each page. Builders live in lib/seo.
 */
import { join } from 'node:path';
import { APP_ICONS } from '../lib/site/brand-identity.ts';
import { absoluteUrl } from '../lib/site/site-url.ts';
import { localBusinessLd, type StoreFacts } from '../lib/seo/local-business-ld.ts';
import { ORGANIZATION_ID, organizationLd } from '../lib/seo/organization-ld.ts';
import type { JsonLd } from '../lib/seo/json-ld.ts';
import type { ProductPrefix, ProductSeoContext } from '../lib/seo/product-seo.ts';
import { getSite, getStores, type Site, type Store } from './site.ts';

/** The site's origin, without a trailing slash (astro.config.mjs resolves it from SITE_URL / URL). */
export function siteOrigin(site: URL | undefined): string {
  if (!site) throw new Error('astro.config.mjs must set `site`');
  return site.origin;
}

export function organizationId(origin: string): string {
  return `${origin}/${ORGANIZATION_ID}`;
}

/** The group's logo for structured data: the largest plain app icon (512 px or more). */
const LOGO_PATH = (APP_ICONS.find((icon) => icon.purpose === 'any' && icon.size >= 512) ?? APP_ICONS[0])?.src ?? '/favicon.ico';

export function organizationJsonLd(site: Site, origin: string): JsonLd {
  return organizationLd({
    name: site.brands.group,
    url: `${origin}/`,
    logo: absoluteUrl(origin, LOGO_PATH),
    telephone: site.phone.tel,
    email: site.email,
    foundingYear: site.foundedYear,
    sameAs: Object.values(site.sections).flatMap((section) => [section.social.instagram, section.social.facebook]),
    brands: [site.brands.sweets, site.brands.catering, site.brands.hotels],
  });
}

/** The store as a LocalBusiness; `extra` adds properties such as the hotel's `hasMenu`. */
function storeJsonLd(store: Store, origin: string, defaultImage: string, extra: Record<string, unknown> = {}): JsonLd {
  const facts: StoreFacts = {
    id: store.id,
    name: store.name,
    types: store.schemaTypes,
    address: store.addressParts,
    geo: store.geo,
    telephone: store.phone.tel,
    hours: store.hours,
    notices: store.notices,
    priceRange: store.priceRange,
    image: absoluteUrl(origin, store.image?.src ?? defaultImage),
    mapUrl: store.mapUrl,
    ...(store.servesCuisine ? { servesCuisine: store.servesCuisine } : {}),
  };
  return localBusinessLd(facts, origin, organizationId(origin), extra);
}

/** LocalBusiness nodes of the stores named (all stores when `ids` is left out); `extras` by store id. */
export async function storesJsonLd(origin: string, ids?: readonly string[], extras: Record<string, Record<string, unknown>> = {}): Promise<JsonLd[]> {
  const stores = await getStores();
  return stores.filter((store) => !ids || ids.includes(store.id)).map((store) => storeJsonLd(store, origin, LOGO_PATH, extras[store.id]));
}

/** The store whose counter sells the products (the hampers and gifts phone is its number too). */
export const SWEETS_STORE_ID = 'sindhi-colony';
/** The hotel, banquets and restaurant at RTC X Roads (its LocalBusiness carries the menu). */
export const HOTEL_STORE_ID = 'rtc-x-roads';

/** What product pages need to describe a product to search engines (lib/seo/product-seo.ts). */
export async function productSeoContext(origin: string, prefix: ProductPrefix): Promise<ProductSeoContext> {
  const [site, stores] = await Promise.all([getSite(), getStores()]);
  const store = stores.find((one) => one.id === SWEETS_STORE_ID);
  if (!store) throw new Error(`content/stores/${SWEETS_STORE_ID}.json is missing`);
  return { origin, prefix, brand: site.brands.sweets, storeId: store.id, storeLabel: `${store.addressParts.locality}, ${store.addressParts.city}` };
}

/** Artwork of each page's share card (files under src/assets); pages not listed get the sweets artwork. */
const PAGE_ART: Record<string, string> = {
  '/': 'hero/home-diwali-gifting.svg',
  '/about': 'about/heritage.svg',
  '/contact': 'hero/sweets-gift-hampers.svg',
  '/catering-events': 'hero/home-catering.svg',
  '/hotels-banquet': 'hero/home-hotels.svg',
  '/mithai': 'hero/sweets-kaju-katli.svg',
  '/mithai/shop': 'hero/sweets-namkeen-bakery.svg',
  '/corporate-gifting': 'hero/sweets-gift-hampers.svg',
  '/blog': 'hero/sweets-kaju-katli.svg',
};

export function pageArtFile(path: string): string {
  const file = PAGE_ART[path] ?? PAGE_ART[`/${path.split('/')[1] ?? ''}`] ?? 'hero/sweets-kaju-katli.svg';
  return join(process.cwd(), 'src', 'assets', file);
}
