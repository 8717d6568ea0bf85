/** One page of each public layout (issue #16): the layout sweep and `npm run screenshots` visit these. */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/privacy',
  '/catering-events',
  '/hotels-banquet',
  '/corporate-gifting',
  '/contact',
  '/mithai',
  '/mithai/shop',
  '/blog',
  '/blog/kaju-katli-by-hand',
  '/product/royal-dry-fruit-tray',
  '/diwali-product/kaju-katli',
  '/enquiry-list',
  '/event-planner',
  '/festival-calendar',
  '/shipping-guide',
];

/** The pages with the stores section ("Visit Us"): the sweep checks its controls with the second store shown and hidden (issue #45). */
export const STORES_ROUTES = ['/', '/hotels-banquet'];

/** The widths the issue names, narrowest phone to wide desktop. */
export const WIDTHS = [320, 360, 390, 768, 1024, 1440];
