/**
 * One schema.org LocalBusiness per store (content/stores/*.json): its types (Bakery and Store for the
 * sweets shop, Hotel and Restaurant for the hotel), address, geo, telephone, the opening hours by
 * weekday (days with the same hours in one specification; closed days are left out), its dated
 * closures and special hours (specialOpeningHoursSpecification; a closed day opens and closes at
 * 00:00, as Google reads it) and price range.
 */
import type { LocalBusiness, OpeningHoursSpecification, WithContext } from 'schema-dts';
import type { TimeRange } from '../site/opening-hours.ts';
import type { StoreNoticeFacts } from '../site/store-notices.ts';
import { daysByHours, WEEKDAY_NAMES, type WeeklyHours } from '../site/weekly-hours.ts';
import { withContext } from './json-ld.ts';

export interface StoreFacts {
  id: string;
  name: string;
  /** schema.org types, e.g. ["Bakery", "Store"]. */
  types: readonly string[];
  address: { street: string; locality: string; city: string; region: string; postalCode: string };
  geo: { latitude: number; longitude: number };
  telephone: string;
  hours: WeeklyHours;
  /** Notices not over when the site is built. */
  notices: readonly StoreNoticeFacts[];
  priceRange: string;
  image: string;
  mapUrl: string;
  servesCuisine?: string[];
}

/** The @id of a store's node, so products can name their seller. */
export function storeLdId(site: string, storeId: string): string {
  return `${site}/#store-${storeId}`;
}

/** "24:00" (closing at midnight) is written as the last minute of the day, as schema.org times stop at 23:59. */
export function schemaTime(time: string): string {
  return time === '24:00' ? '23:59' : time;
}

function hoursSpec(days: readonly string[], range: TimeRange): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `https://schema.org/${day}`) as OpeningHoursSpecification['dayOfWeek'],
    opens: schemaTime(range.opens),
    closes: schemaTime(range.closes),
  } as OpeningHoursSpecification;
}

function specialHoursSpec(notice: StoreNoticeFacts): OpeningHoursSpecification {
  const { opens = '00:00', closes = '00:00' } = notice.kind === 'special-hours' ? notice : {};
  return {
    '@type': 'OpeningHoursSpecification',
    validFrom: notice.from,
    validThrough: notice.to,
    opens: schemaTime(opens),
    closes: schemaTime(closes),
  } as OpeningHoursSpecification;
}

export function localBusinessLd(store: StoreFacts, site: string, organizationId: string, extra: Record<string, unknown> = {}): WithContext<LocalBusiness> {
  return withContext({
    '@type': store.types as unknown as 'LocalBusiness',
    '@id': storeLdId(site, store.id),
    name: store.name,
    url: `${site}/`,
    image: store.image,
    telephone: store.telephone,
    priceRange: store.priceRange,
    hasMap: store.mapUrl,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${store.address.street}, ${store.address.locality}`,
      addressLocality: store.address.city,
      addressRegion: store.address.region,
      postalCode: store.address.postalCode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.geo.latitude, longitude: store.geo.longitude },
    openingHoursSpecification: daysByHours(store.hours).map(({ days, range }) => hoursSpec(days.map((day) => WEEKDAY_NAMES[day]), range)),
    ...(store.notices.length > 0 ? { specialOpeningHoursSpecification: store.notices.map(specialHoursSpec) } : {}),
    ...(store.servesCuisine ? { servesCuisine: store.servesCuisine } : {}),
    parentOrganization: { '@id': organizationId },
    ...extra,
  } as LocalBusiness);
}
