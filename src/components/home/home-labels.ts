import { SEND_AN_ENQUIRY } from '../../lib/enquiry/subject-link.ts';

/** Home hero: 6 s a slide, a swipe beyond 50 px changes slide (storefront §4, §9). */
export const HOME_HERO_INTERVAL_MS = 6000;
export const HOME_HERO_SWIPE_PX = 50;

/** Headings and button labels of the home page (the texts under them come from content). */
export const HOME_LABELS = {
  heading: 'Rasika: sweets, catering, hotels and banquets in Hyderabad',
  hero: 'Rasika highlights',
  /** Section headings with the line under them (a Section's title and text). */
  brands: { title: 'Our Brands', text: 'Three kitchens, one family, all vegetarian.' },
  collections: { title: 'Shop the Collections', text: 'Fresh from our Sindhi Colony kitchen.' },
  hospitality: { title: 'Our Hospitality', text: 'Stay, dine and celebrate at Rasika Grand, RTC X Roads.' },
  giftGalleryLink: { label: 'Explore Corporate Gifting', href: '/corporate-gifting' },
  social: { title: 'Follow Us', text: 'Festive launches, new sweets and celebrations we have catered.' },
  enquire: SEND_AN_ENQUIRY,
} as const;
