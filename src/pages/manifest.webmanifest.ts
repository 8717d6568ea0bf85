/** GET /manifest.webmanifest: the brand's name, colours and icons (maskable ones included). */
import type { APIRoute } from 'astro';
import { getSite } from '../loaders/site.ts';
import { webManifest } from '../lib/site/brand-identity.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await getSite();
  const manifest = webManifest({
    name: `${site.brands.group} Hyderabad`,
    shortName: site.brands.group,
    description: `${site.brands.sweets}, ${site.brands.catering} and ${site.brands.hotels}.`,
  });
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
