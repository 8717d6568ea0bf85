import { contactHref } from '../../lib/enquiry/subject-link.ts';

/** The hotels hero advances every 5 s (storefront §4, §9). */
export const HOTELS_HERO_INTERVAL_MS = 5000;
/** The signature dishes' carousel advances every 5 s too (FEATURES HOTEL-05). */
export const SIGNATURE_INTERVAL_MS = 5000;

/** Headings and button labels of /hotels-banquet (the texts under them come from content). */
export const HOTELS_LABELS = {
  viewFullMenu: { label: 'View Full Menu', href: '#full-menu' },
  bookTable: { label: 'Book a Table', href: contactHref({ kind: 'table', id: 'restaurant' }) },
  since: (year: number) => `Since ${year}`,
  experienceItems: 'experiences',
  hospitalityItems: 'ways to stay and dine',
  featuredItems: 'sweets and hampers',
  hero: 'Rasika Grand highlights',
  signatureCarousel: 'Signature dishes',
  orderNow: { label: 'Order Now', href: '/contact' },
  previousDish: 'Previous dish',
  nextDish: 'Next dish',
  orderOnline: 'Order online:',
  newTab: '(opens in a new tab)',
  menuPanel: {
    toggle: 'Full Menu',
    categories: 'Filter by category',
    search: 'Search dishes',
    searchPlaceholder: 'Paneer, noodles, biryani…',
    count: 'Showing {shown} of {total} dishes',
    empty: 'No dishes match your search.',
    order: { label: 'Order per dish', href: '/contact' },
  },
  experiences: 'Signature Experiences',
  hospitality: 'Our Hospitality',
  gallery: {
    title: 'Gallery',
    text: 'Our halls dressed for celebrations, and the rooms where guests stay.',
    tabs: 'Gallery',
    viewer: { open: 'Open in full screen', close: 'Close' },
  },
  discoverStory: { label: 'Discover Our Story', href: '/about' },
  reviews: { title: 'Guest Reviews', tabs: 'Guests' },
  featured: 'From Rasika Sweets',
  featuredText: 'Take home our mithai and hampers, or send them as gifts.',
  exploreCollection: { label: 'Explore Collection', href: '/mithai/shop' },
  exploreAll: { label: 'Explore All Collections', href: '/mithai/shop' },
  halls: 'Banquet halls',
  guests: (n: number) => `${n} guests`,
} as const;
