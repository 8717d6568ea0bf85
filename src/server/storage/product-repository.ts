/**
 * Staff-created products in the `products` store.
 * Key layout: `{productId}` -> Product JSON (one blob per product).
 */
import { productSchema, type Product, type ProductInput } from '../../lib/catalogue/product-schema.ts';
import type { Store } from './blob-stores.ts';
import { createListingCache, type Listing } from './listing-cache.ts';
import { createRecord, listRecords, readRecord, type StoredRecord } from './records.ts';

export async function getProduct(store: Store, id: string): Promise<StoredRecord<Product> | null> {
  return readRecord(store, id, productSchema);
}

/** Stores a new product; false when a product with that id already exists. */
export async function createProduct(store: Store, input: ProductInput): Promise<boolean> {
  const product = productSchema.parse(input);
  return createRecord(store, product._id, product);
}

/** Every stored product that still parses, with its etag, newest first. */
export async function listProductRecords(store: Store): Promise<StoredRecord<Product>[]> {
  const records = await listRecords(store, productSchema);
  return records.sort((a, b) => b.value.createdAt.localeCompare(a.value.createdAt));
}

/** Every stored product that still parses, newest first. */
export async function listProducts(store: Store): Promise<Product[]> {
  return (await listProductRecords(store)).map((record) => record.value);
}

const visitorListing = createListingCache(productSchema);

/**
 * Every stored product that parses, for public reads, with the listing's version: served from this
 * function instance's cache, which one listing refreshes (only new or changed products are read).
 */
export async function readProductsForVisitors(store: Store): Promise<Listing<Product>> {
  return visitorListing.list(store);
}

/** Every stored product that parses, newest first, for public reads (see readProductsForVisitors). */
export async function listProductsForVisitors(store: Store): Promise<Product[]> {
  const { values } = await readProductsForVisitors(store);
  return values.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
