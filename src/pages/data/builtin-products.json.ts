/**
 * GET /data/builtin-products.json, written at build time: every built-in product (46 Diwali sweets,
 * 18 gift hampers, 19 corporate gifts as gift-{n}) in the storefront §3 product shape, with image
 * URLs as the built site serves them. The search-suggestion function and the catalogue read it.
 */
import type { APIRoute } from 'astro';
import { loadBuiltinProducts } from '../../loaders/builtin-products.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const products = await loadBuiltinProducts();
  return new Response(JSON.stringify(products), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
