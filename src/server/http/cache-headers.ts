/**
 * CDN caching of public product responses: the CDN keeps them 5 minutes and serves
 * stale for 10 more while it refreshes; browsers always revalidate. Every answer
 * carries the `products` cache tag, which staff changes purge.
 */
export const PRODUCTS_CACHE_TAG = 'products';

export function publicProductCacheHeaders(extraTags: readonly string[] = []): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, durable, s-maxage=300, stale-while-revalidate=600',
    'Netlify-Cache-Tag': [PRODUCTS_CACHE_TAG, ...extraTags].join(','),
  };
}
