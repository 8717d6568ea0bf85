/**
 * The sweets home's two data requests start as the page loads (issue #16), not when the Diwali
 * Collection grid scrolls into view and hydrates: each answer that is not fresh in the session
 * (storefront §7, MITHAI-11: no call while both are fresh) gets a <link rel="preload">, and the
 * grid's own fetch then takes the preloaded response instead of going to the network again.
 */
import { apiUrl, GET_CACHE_TTL_MS } from './api-client.ts';
import { readFresh } from './session-cache.ts';

export const SWEETS_HOME_DATA_PATHS = ['/api/products/categories', '/api/products'] as const;

export function preloadSweetsHomeData(): void {
  for (const path of SWEETS_HOME_DATA_PATHS) {
    if (readFresh(path, GET_CACHE_TTL_MS, (value) => value) !== undefined) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = apiUrl(path);
    document.head.append(link);
  }
}
