/** GET /apple-touch-icon.png: the 180 px home-screen icon for iOS, rendered at build. */
import type { APIRoute } from 'astro';
import { renderIcon } from '../build/icons/render-icon.ts';
import { APPLE_TOUCH_ICON } from '../lib/site/brand-identity.ts';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(await renderIcon(APPLE_TOUCH_ICON.size, 'apple'), { headers: { 'Content-Type': 'image/png' } });
