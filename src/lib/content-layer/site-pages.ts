/**
 * The pages a link in content may lead to (docs/content-editing.md §3's broken-reference check): the
 * site's fixed pages (src/pages, which a unit test compares with this list) and the pattern of each
 * page made per item, with the collection whose ids it takes.
 */

/** Fixed pages and files (src/pages without a [parameter]). */
export const FIXED_PAGES: readonly string[] = [
  '/',
  '/about',
  '/blog',
  '/blog/rss.xml',
  '/catering-events',
  '/contact',
  '/corporate-gifting',
  '/enquiry-list',
  '/event-planner',
  '/festival-calendar',
  '/hotels-banquet',
  '/mithai',
  '/mithai-catalogue.pdf',
  '/mithai/shop',
  '/privacy',
  '/shipping-guide',
];

/** Pages made per item: the path prefix and what the rest must name. */
export const ITEM_PAGES = [
  { prefix: '/diwali-product/', names: 'a Diwali sweet' },
  { prefix: '/product/', names: 'a gift hamper or corporate gift' },
  { prefix: '/blog/', names: 'a published blog post' },
] as const;

/** The page part of a link inside the site: "/mithai/shop?search=laddu#top" -> "/mithai/shop". */
export function pagePathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
