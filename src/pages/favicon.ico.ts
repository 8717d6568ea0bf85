/** GET /favicon.ico: 16, 32 and 48 px PNGs in one ICO, for browsers and tools that ask for it by name. */
import type { APIRoute } from 'astro';
import { renderIcon } from '../build/icons/render-icon.ts';
import { FAVICON_ICO_SIZES, icoFromPngs } from '../lib/site/brand-identity.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const pngs = await Promise.all(FAVICON_ICO_SIZES.map(async (size) => ({ size, data: await renderIcon(size, 'any') })));
  return new Response(icoFromPngs(pngs), { headers: { 'Content-Type': 'image/x-icon' } });
};
