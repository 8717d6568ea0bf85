/**
 * Purges the CDN's copies of the public product responses after a staff change.
 * Locally (no Netlify token) there is no CDN to purge; a failed purge is logged,
 * never turned into a failed save, as the cached copies expire within 5 minutes.
 */
import { purgeCache } from '@netlify/functions';
import { isLocalRun } from '../env.ts';
import { PRODUCTS_CACHE_TAG } from './cache-headers.ts';

export async function purgeProductCache(productId?: string): Promise<void> {
  const tags = productId ? [PRODUCTS_CACHE_TAG, `product-${productId}`] : [PRODUCTS_CACHE_TAG];
  try {
    await purgeCache({ tags });
  } catch (error) {
    if (!isLocalRun()) {
      console.error('Could not purge the product cache:', error);
    }
  }
}
