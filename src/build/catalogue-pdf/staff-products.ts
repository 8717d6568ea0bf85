/**
 * The staff-created products that exist when the site is built, for the PDF catalogue. On Netlify
 * the build has a Blobs context; a local build reads the local Blobs folder of `npm start`
 * (.netlify/blobs-serve) through a short-lived BlobsServer. Without either (a fresh clone), or when
 * the store cannot be read, the catalogue lists the built-in items only and the build says so.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { Product } from '../../lib/catalogue/product-schema.ts';
import { visibleProducts } from '../../lib/catalogue/public-products.ts';
import { openEventualStore } from '../../server/storage/blob-stores.ts';
import { listProducts } from '../../server/storage/product-repository.ts';

/** Where `npm start` keeps its Blobs, under the unlinked site id "0" (scripts/seed.mjs). */
const LOCAL_BLOBS_DIR = join(process.cwd(), '.netlify', 'blobs-serve');
const LOCAL_SITE_ID = '0';

async function readVisible(): Promise<Product[]> {
  return visibleProducts(await listProducts(openEventualStore('products')));
}

async function readLocal(): Promise<Product[]> {
  const token = 'local-build';
  const server = new BlobsServer({ directory: LOCAL_BLOBS_DIR, token, port: 0 });
  const { port } = await server.start();
  try {
    const edgeURL = `http://127.0.0.1:${port}`;
    setEnvironmentContext({ edgeURL, uncachedEdgeURL: edgeURL, token, siteID: LOCAL_SITE_ID });
    return await readVisible();
  } finally {
    await server.stop();
  }
}

export async function loadStaffProducts(): Promise<Product[]> {
  try {
    if (process.env['NETLIFY_BLOBS_CONTEXT']) return await readVisible();
    if (existsSync(LOCAL_BLOBS_DIR)) return await readLocal();
    console.warn('[catalogue] No Blobs at build time: the PDF lists the built-in products only.');
  } catch (error) {
    console.warn('[catalogue] Could not read the staff products; the PDF lists the built-in products only.', error);
  }
  return [];
}
