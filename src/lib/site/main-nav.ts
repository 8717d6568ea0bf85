/**
 * The header's navigation, defined once: the desktop bar and the mobile menu both render this table
 * (spec §2 Header, FEATURES SHELL-08 and G-20).
 */

import type { en as shellStrings } from '../i18n/strings/shell.ts';

/** The key of a link's words in the shell's UI strings (`ui(locale).shell.nav[key]`, issue #44). */
export type NavKey = keyof typeof shellStrings.nav;

export interface NavLink {
  /** The English label (the page shows `ui(locale).shell.nav[key]`). */
  label: string;
  key: NavKey;
  /** The English address (the page links `localePath(locale, href)`). */
  href: string;
}

export interface NavGroup {
  label: string;
  key: NavKey;
  /** Used to build element ids for the disclosure. */
  id: string;
  children: readonly NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

export const MAIN_NAV: readonly NavItem[] = [
  {
    label: 'Catering & Events',
    key: 'cateringEvents',
    id: 'catering-events',
    children: [
      { label: 'Catering', key: 'catering', href: '/catering-events#catering' },
      { label: 'Events', key: 'events', href: '/catering-events#events' },
    ],
  },
  {
    label: 'Hotels & Banquet',
    key: 'hotelsBanquet',
    id: 'hotels-banquet',
    children: [
      { label: 'Hotel', key: 'hotel', href: '/hotels-banquet#hotel' },
      { label: 'Banquet & Luxury Stay', key: 'banquetStay', href: '/hotels-banquet#banquet-luxury-stay' },
    ],
  },
  { label: 'Mithai', key: 'mithai', href: '/mithai' },
  { label: 'About', key: 'about', href: '/about' },
  { label: 'Contact', key: 'contact', href: '/contact' },
];

/** The highlighted button beside the navigation. */
export const NAV_CALL_TO_ACTION: NavLink = { label: 'Corporate Gifting', key: 'corporateGifting', href: '/corporate-gifting' };

/** The footer's quick links. */
export const QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', key: 'home', href: '/' },
  { label: 'Catering & Events', key: 'cateringEvents', href: '/catering-events' },
  { label: 'Hotels & Banquet', key: 'hotelsBanquet', href: '/hotels-banquet' },
  { label: 'Mithai', key: 'mithai', href: '/mithai' },
  { label: 'Shop Sweets', key: 'shopSweets', href: '/mithai/shop' },
  { label: 'Corporate Gifting', key: 'corporateGifting', href: '/corporate-gifting' },
  // The planners (issue #17): where a visitor planning an event, a festival order or a parcel looks.
  { label: 'Event Planner', key: 'eventPlanner', href: '/event-planner' },
  { label: 'Festival Calendar', key: 'festivalCalendar', href: '/festival-calendar' },
  { label: 'Shipping Guide', key: 'shippingGuide', href: '/shipping-guide' },
  { label: 'About', key: 'about', href: '/about' },
  { label: 'Blog', key: 'blog', href: '/blog' },
  { label: 'Contact', key: 'contact', href: '/contact' },
];

/** True when `href` points at the page `pathname` (anchors ignored), for aria-current. */
export function isCurrentPage(href: string, pathname: string): boolean {
  const strip = (path: string) => (path.split(/[?#]/, 1)[0] ?? '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  return strip(href) === strip(pathname);
}
