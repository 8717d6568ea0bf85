/**
 * GET /mithai-catalogue.pdf, generated at build time from the content: the "Mithai Catalogue" the
 * corporate gifting page offers for download (every Diwali sweet, gift hamper and corporate gift).
 */
import type { APIRoute } from 'astro';
import { loadCatalogueInput } from '../build/catalogue-pdf/load-catalogue.ts';
import { renderCataloguePdf } from '../build/catalogue-pdf/render-catalogue-pdf.ts';
import { siteOrigin } from '../loaders/structured-data.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
  const pdf = await renderCataloguePdf(await loadCatalogueInput(siteOrigin(site)));
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="mithai-catalogue.pdf"' },
  });
};
