import { SEND_AN_ENQUIRY } from '../../lib/enquiry/subject-link.ts';

/** The Visual Diary advances every 4000 ms with a 700 ms slide (storefront §9 "Gift carousel"; FEATURES CORP-09). */
export const VISUAL_DIARY_INTERVAL_MS = 4000;
export const VISUAL_DIARY_SPEED_MS = 700;

/** Headings and button labels of /corporate-gifting (the texts under them come from content). */
export const GIFTING_LABELS = {
  bookGift: { label: 'Book your Gift', href: '/contact' },
  diwaliCollection: { label: 'Diwali Collection', href: '/mithai/shop' },
  paging: {
    grid: 'Curated Collections',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {page} of {count}',
    mrp: 'MRP',
    shelfLife: 'Shelf life',
    weight: 'Weight',
    buyNow: { label: 'Buy Now', href: '/contact' },
  },
  sweetGifts: 'Sweet Gifts',
  visualDiary: 'Gifts we have packed',
  cateringLink: { label: 'Catering & Events', href: '/catering-events' },
  catalogueDownload: { label: 'Download Mithai Catalogue', href: '/mithai-catalogue.pdf', file: 'rasika-mithai-catalogue.pdf' },
  pdf: '(PDF)',
  faq: 'Frequently Asked Questions',
  enquire: SEND_AN_ENQUIRY,
  call: 'Call',
} as const;
