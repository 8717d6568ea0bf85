/**
 * The gallery of /hotels-banquet (storefront §4 "Gallery"; FEATURES HOTEL-14, HOTEL-15): two tabs,
 * Banquets (the default) and Luxury Stay, 8 pictures each in their `order`, and a call to action
 * whose label says Event or Stay by tab.
 */
/**
 * The tabs, in their fixed order. Here, not in the content schema, so the gallery island does not
 * carry Zod (issue #14).
 */
export const GALLERY_TABS = ['banquets', 'luxury-stay'] as const;
export type GalleryTab = (typeof GALLERY_TABS)[number];

export const DEFAULT_GALLERY_TAB: GalleryTab = 'banquets';

export const GALLERY_TAB_LABELS: Readonly<Record<GalleryTab, string>> = {
  banquets: 'Banquets',
  'luxury-stay': 'Luxury Stay',
};

const CTA_NOUN: Readonly<Record<GalleryTab, 'Event' | 'Stay'>> = { banquets: 'Event', 'luxury-stay': 'Stay' };

/** "Plan Your Event" on Banquets, "Plan Your Stay" on Luxury Stay. */
export function galleryCtaLabel(tab: GalleryTab): string {
  return `Plan Your ${CTA_NOUN[tab]}`;
}

/** The hall or stay each tab's call to action enquires about (ids of the enquiry catalogue). */
export const GALLERY_VENUES: Readonly<Record<GalleryTab, string>> = { banquets: 'banquet-halls', 'luxury-stay': 'luxury-stay' };

/** Every tab with its pictures in display order; tabs in their fixed order, Banquets first. */
export function groupByTab<T extends { tab: GalleryTab; order: number }>(images: readonly T[]): { tab: GalleryTab; images: T[] }[] {
  return GALLERY_TABS.map((tab) => ({
    tab,
    images: images.filter((image) => image.tab === tab).toSorted((a, b) => a.order - b.order),
  }));
}
