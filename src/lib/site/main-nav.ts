/**
 * The header's navigation, defined once: the desktop bar and the mobile menu both render this table
 * (spec §2 Header, FEATURES SHELL-08 and G-20).
 */

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
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
    id: 'catering-events',
    children: [
      { label: 'Catering', href: '/catering-events#catering' },
      { label: 'Events', href: '/catering-events#events' },
    ],
  },
  {
    label: 'Hotels & Banquet',
    id: 'hotels-banquet',
    children: [
      { label: 'Hotel', href: '/hotels-banquet#hotel' },
      { label: 'Banquet & Luxury Stay', href: '/hotels-banquet#banquet-luxury-stay' },
    ],
  },
  { label: 'Mithai', href: '/mithai' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

/** The highlighted button beside the navigation. */
export const NAV_CALL_TO_ACTION: NavLink = { label: 'Corporate Gifting', href: '/corporate-gifting' };

/** The footer's quick links. */
export const QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Catering & Events', href: '/catering-events' },
  { label: 'Hotels & Banquet', href: '/hotels-banquet' },
  { label: 'Mithai', href: '/mithai' },
  { label: 'Shop Sweets', href: '/mithai/shop' },
  { label: 'Corporate Gifting', href: '/corporate-gifting' },
  // The planners (issue #17): where a visitor planning an event, a festival order or a parcel looks.
  { label: 'Event Planner', href: '/event-planner' },
  { label: 'Festival Calendar', href: '/festival-calendar' },
  { label: 'Shipping Guide', href: '/shipping-guide' },
  { label: 'About', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** True when `href` points at the page `pathname` (anchors ignored), for aria-current. */
export function isCurrentPage(href: string, pathname: string): boolean {
  const strip = (path: string) => (path.split(/[?#]/, 1)[0] ?? '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  return strip(href) === strip(pathname);
}
