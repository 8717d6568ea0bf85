/**
 * Staff-created products in the `products` store.
 * Key layout: `{productId}` -> Product JSON (one blob per product).
 */
import { productSchema, type Product, type ProductInput } from '../../lib/catalogue/product-schema.ts';
import type { Store } from './blob-stores.ts';
import { createRecord, listRecords, listRecordVersions, readListedRecords, readRecord, type RecordVersion, type StoredRecord } from './records.ts';

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

/** The id and etag of every stored product (one listing, no data): a cheap version of the list. */
export async function listProductVersions(store: Store): Promise<RecordVersion[]> {
  return listRecordVersions(store);
}

/** The listed products that still parse, with their etags, in the order listed. */
export async function readListedProducts(store: Store, listed: readonly RecordVersion[]): Promise<(StoredRecord<Product> & { key: string })[]> {
  return readListedRecords(store, listed, productSchema);
}
