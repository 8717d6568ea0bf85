/** GET /icons/{icon-192,icon-512,maskable-192,maskable-512}.png: the web manifest's icons, rendered at build. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { renderIcon } from '../../build/icons/render-icon.ts';
import { APP_ICONS } from '../../lib/site/brand-identity.ts';

export const prerender = true;

export const getStaticPaths = (() =>
  APP_ICONS.map((icon) => ({
    params: { icon: icon.src.replace(/^\/icons\//, '').replace(/\.png$/, '') },
    props: { size: icon.size, purpose: icon.purpose },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { size, purpose } = props as { size: number; purpose: 'any' | 'maskable' };
  const png = await renderIcon(size, purpose);
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
