/** The public routes every page benchmark measures (one product and one Diwali product stand for their kind). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/catering-events',
  '/hotels-banquet',
  '/mithai',
  '/mithai/shop',
  '/corporate-gifting',
  '/product/anjeer-barfi',
  '/diwali-product/ariselu',
  '/blog',
];

/**
 * The page-weight table measures these too (issue #14: JS up front ≤ 60 KB on ANY public page): the
 * planner pages, the enquiry list, the privacy notice and a blog post. One page load each, so
 * cheap; Lighthouse (about a minute per route at 3 runs) keeps to PUBLIC_ROUTES.
 */
export const PAGE_WEIGHT_ROUTES = [...PUBLIC_ROUTES, '/event-planner', '/festival-calendar', '/shipping-guide', '/enquiry-list', '/privacy', '/blog/how-to-store-mithai'];
