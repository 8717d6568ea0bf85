import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { ui } from '../../lib/i18n/strings/index.ts';
import { fill } from '../../lib/i18n/ui-strings.ts';
import { contactHref } from '../../lib/enquiry/subject-link.ts';

/** The hotels hero advances every 5 s (storefront §4, §9). */
export const HOTELS_HERO_INTERVAL_MS = 5000;
/** The signature dishes' carousel advances every 5 s too (FEATURES HOTEL-05). */
export const SIGNATURE_INTERVAL_MS = 5000;

/**
 * Headings and button labels of /hotels-banquet in a language (the texts under them come from
 * content; the words from ui(locale).events.hotels, issue #44), with links to the same language's pages.
 */
export function hotelsLabels(locale: Locale) {
  const words = ui(locale).events.hotels;
  const to = (path: string) => localePath(locale, path);
  return {
    viewFullMenu: { label: words.viewFullMenu, href: '#full-menu' },
    bookTable: { label: words.bookTable, href: to(contactHref({ kind: 'table', id: 'restaurant' })) },
    since: (year: number) => fill(words.since, { year }),
    experienceItems: words.experienceItems,
    hospitalityItems: words.hospitalityItems,
    featuredItems: words.featuredItems,
    hero: words.hero,
    signatureCarousel: words.signatureCarousel,
    orderNow: { label: words.orderNow, href: to('/contact') },
    previousDish: words.previousDish,
    nextDish: words.nextDish,
    orderOnline: words.orderOnline,
    newTab: words.newTab,
    menuPanel: { ...words.menuPanel, order: { label: words.menuPanel.order, href: to('/contact') } },
    experiences: words.experiences,
    hospitality: words.hospitality,
    gallery: {
      title: words.gallery.title,
      text: words.gallery.text,
      tabs: words.gallery.tabs,
      viewer: { open: words.gallery.open, close: words.gallery.close },
      tabNames: words.gallery.tabNames,
      cta: words.gallery.cta,
    },
    discoverStory: { label: words.discoverStory, href: to('/about') },
    reviews: words.reviews,
    featured: words.featured,
    featuredText: words.featuredText,
    exploreCollection: { label: words.exploreCollection, href: to('/mithai/shop') },
    exploreAll: { label: words.exploreAll, href: to('/mithai/shop') },
    halls: words.halls,
    guests: (count: number) => fill(words.guests, { count }),
  };
}

/** The English page's labels. */
export const HOTELS_LABELS = hotelsLabels('en');
