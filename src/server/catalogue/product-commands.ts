/**
 * What staff do to products: create (with images), edit, hide or show, delete.
 * Each command writes conditionally, records an audit entry and purges the public cache.
 * Steps are ordered and compensated so a storage failure at any step leaves no half state:
 * create stores the images, then the product (a failure deletes the images), then the audit
 * entry (a failure deletes the product and its images); an edit whose audit entry fails is
 * put back; delete removes the product, audits (a failure restores it), then its images.
 */
import { randomBytes } from 'node:crypto';
import type { ProductForm } from '../../lib/catalogue/product-form-schema.ts';
import { matchCategoryName } from '../../lib/catalogue/category-name.ts';
import { newProductId } from '../../lib/catalogue/product-id.ts';
import { productSchema, type Product } from '../../lib/catalogue/product-schema.ts';
import type { SniffedImageType } from '../../lib/uploads/sniff-image-type.ts';
import { HttpError } from '../http/http-error.ts';
import { purgeProductCache } from '../http/purge-products.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import { deleteImage, imageKeyFromUrl, imageUrl, saveImage } from '../storage/image-repository.ts';
import { createProduct, getProduct, listProducts } from '../storage/product-repository.ts';
import { createRecord, replaceRecordTagged } from '../storage/records.ts';
import { auditOrUndo } from '../staff/audit-or-undo.ts';

export interface UploadedImage {
  bytes: Uint8Array;
  type: SniffedImageType;
}

const STALE_EDIT = 'Someone else changed this product since you opened it. Reload it and try again.';

async function existingCategories(): Promise<string[]> {
  return [...new Set((await listProducts(openStore('products'))).map((p) => p.category))];
}

async function deleteImages(urls: readonly string[]): Promise<void> {
  const imageStore = openStore('images');
  const results = await Promise.allSettled(urls.flatMap((url) => {
    const key = imageKeyFromUrl(url);
    return key ? [deleteImage(imageStore, key)] : [];
  }));
  for (const result of results) if (result.status === 'rejected') console.error('Could not delete an image:', result.reason);
}

const productTarget = (product: Product) => ({ type: 'product', id: product._id, label: product.name });

export async function createProductWithImages(actor: Actor, form: ProductForm, images: UploadedImage[], now = new Date()): Promise<Product> {
  const imageStore = openStore('images');
  const urls: string[] = [];
  let product: Product;
  try {
    for (const image of images) urls.push(imageUrl(await saveImage(imageStore, image.bytes, image.type)));
    product = productSchema.parse({
      _id: newProductId(form.name, randomBytes(3).toString('hex')),
      ...form,
      category: matchCategoryName(form.category, await existingCategories()),
      images: urls,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    if (!(await createProduct(openStore('products'), product))) throw new HttpError(409, 'A product with this id already exists. Please try again.');
  } catch (error) {
    await deleteImages(urls);
    throw error;
  }
  const created = product;
  await auditOrUndo(
    () => recordAudit(openStore('audit'), actor, 'product.create', productTarget(created), undefined, now),
    async () => {
      await openStore('products').delete(created._id);
      await deleteImages(urls);
    },
  );
  await purgeProductCache(created._id);
  return created;
}

async function readForChange(id: string, expectedEtag: string | null) {
  const record = await getProduct(openStore('products'), id);
  if (!record) throw new HttpError(404, 'Product not found.');
  if (expectedEtag !== null && record.etag !== expectedEtag) throw new HttpError(409, STALE_EDIT);
  return record;
}

/** Stores a change read at `etag` (409 when stale), audits it (undone when that fails) and purges the cache. */
async function writeChange(actor: Actor, before: Product, etag: string, after: Product, action: string, now: Date): Promise<Product> {
  const products = openStore('products');
  const newEtag = await replaceRecordTagged(products, before._id, after, etag);
  if (!newEtag) throw new HttpError(409, STALE_EDIT);
  await auditOrUndo(
    () => recordAudit(openStore('audit'), actor, action, productTarget(after), undefined, now),
    () => replaceRecordTagged(products, before._id, before, newEtag),
  );
  await purgeProductCache(before._id);
  return after;
}

/** Edits the form fields; images never change on edit. Stale expertise prices are dropped when prices change. */
export async function editProduct(actor: Actor, id: string, form: ProductForm, expectedEtag: string, now = new Date()): Promise<Product> {
  const { value: current, etag } = await readForChange(id, expectedEtag);
  const pricesChanged = (['250g', '500g', '1kg'] as const).some((size) => current.price[size] !== form.price[size]);
  const categories = (await existingCategories()).filter((name) => name !== current.category || name === form.category);
  const updated = productSchema.parse({
    ...current,
    ...form,
    category: matchCategoryName(form.category, categories),
    price: { ...(pricesChanged ? {} : current.price), ...form.price, ...(current.price.custom === undefined ? {} : { custom: current.price.custom }) },
    updatedAt: now.toISOString(),
  });
  return writeChange(actor, current, etag, updated, 'product.update', now);
}

export async function setProductVisibility(actor: Actor, id: string, isActive: boolean, expectedEtag: string | null, now = new Date()): Promise<Product> {
  const { value: current, etag } = await readForChange(id, expectedEtag);
  return writeChange(actor, current, etag, { ...current, isActive, updatedAt: now.toISOString() }, isActive ? 'product.show' : 'product.hide', now);
}

export async function deleteProductAndImages(actor: Actor, id: string, now = new Date()): Promise<void> {
  const { value: product } = await readForChange(id, null);
  const products = openStore('products');
  await products.delete(id);
  await auditOrUndo(
    () => recordAudit(openStore('audit'), actor, 'product.delete', productTarget(product), undefined, now),
    () => createRecord(products, id, product),
  );
  await purgeProductCache(id);
  await deleteImages(product.images);
}
