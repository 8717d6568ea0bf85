/**
 * GET /data/enquiry-catalogue.json, written at build time: every enquirable thing of the site by
 * kind and id (lib/enquiry/enquiry-catalogue.ts). The contact-submit function checks enquiries against it.
 */
import type { APIRoute } from 'astro';
import { loadEnquiryCatalogue } from '../../loaders/enquiry-catalogue.ts';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await loadEnquiryCatalogue()), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
