/** A sitemap (https://www.sitemaps.org/protocol.html) of absolute URLs with their last change. */
import { escapeXml } from './share-card.ts';

export interface SitemapEntry {
  loc: string;
  /** ISO date-time. */
  lastmod?: string | undefined;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
