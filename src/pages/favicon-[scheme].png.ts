/** GET /favicon-light.png and /favicon-dark.png: the colour-scheme favicons (SHELL-07), drawn at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { renderFavicon } from '../build/icons/render-favicon.ts';
import { FAVICON_SCHEMES, type FaviconScheme } from '../lib/site/brand-identity.ts';

export const prerender = true;

export const getStaticPaths = (() => FAVICON_SCHEMES.map((scheme) => ({ params: { scheme } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const png = await renderFavicon(params['scheme'] as FaviconScheme);
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
