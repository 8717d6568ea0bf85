/** GET /robots.txt: everything may be crawled (staff pages answer noindex instead of being named here, G-01); names the sitemap. */
import type { APIRoute } from 'astro';
import { siteOrigin } from '../loaders/structured-data.ts';

export const prerender = true;

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin(site)}/sitemap-index.xml\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
