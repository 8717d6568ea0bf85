/**
 * Which part of the group a page belongs to. The header logo and the footer's social links follow it
 * (FEATURES G-20): sweets = /mithai*, /product/*, /diwali-product/*, /corporate-gifting;
 * hospitality = /hotels-banquet, /catering-events; group = everything else.
 */

export const ROUTE_SECTIONS = ['sweets', 'hospitality', 'group'] as const;
export type RouteSection = (typeof ROUTE_SECTIONS)[number];

const SWEETS_PREFIXES = ['mithai', 'product', 'products', 'diwali-product'];
const SWEETS_PAGES = ['corporate-gifting'];
const HOSPITALITY_PAGES = ['hotels-banquet', 'catering-events'];

/** First path segment, lower-cased, with a trailing ".html" (build.format 'file') dropped. */
function firstSegment(pathname: string): { segment: string; isWholePath: boolean } {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .toLowerCase()
    .split('/')
    .filter((part) => part !== '');
  const last = segments.length - 1;
  if (last >= 0) segments[last] = (segments[last] ?? '').replace(/\.html$/, '');
  return { segment: segments[0] ?? '', isWholePath: segments.length === 1 };
}

/** The page a one-segment path names ("/catering-events" -> "catering-events"); '' for any other path. */
export function pageName(pathname: string): string {
  const { segment, isWholePath } = firstSegment(pathname);
  return isWholePath ? segment : '';
}

export function routeSection(pathname: string): RouteSection {
  const { segment, isWholePath } = firstSegment(pathname);
  if (SWEETS_PREFIXES.includes(segment)) return 'sweets';
  if (isWholePath && SWEETS_PAGES.includes(segment)) return 'sweets';
  if (isWholePath && HOSPITALITY_PAGES.includes(segment)) return 'hospitality';
  return 'group';
}
