/**
 * What staff do to products: create (with images), edit, hide or show, delete.
 * Each command writes conditionally, purges the public cache and records an audit entry.
 */
import { randomBytes } from 'node:crypto';
import type { ProductForm } from '../../lib/catalogue/product-form-schema.ts';
import { matchCategory, newProductId } from '../../lib/catalogue/product-id.ts';
import { productSchema, type Product } from '../../lib/catalogue/product-schema.ts';
import type { SniffedImageType } from '../../lib/uploads/sniff-image-type.ts';
import { HttpError } from '../http/http-error.ts';
import { purgeProductCache } from '../http/purge-products.ts';
import { recordAudit, type Actor } from '../storage/audit-repository.ts';
import { openStore } from '../storage/blob-stores.ts';
import { deleteImage, imageKeyFromUrl, imageUrl, saveImage } from '../storage/image-repository.ts';
import { createProduct, getProduct, listProducts } from '../storage/product-repository.ts';
import { replaceRecord } from '../storage/records.ts';

export interface UploadedImage {
  bytes: Uint8Array;
  type: SniffedImageType;
}

const STALE_EDIT = 'Someone else changed this product since you opened it. Reload it and try again.';

async function existingCategories(): Promise<string[]> {
  return [...new Set((await listProducts(openStore('products'))).map((p) => p.category))];
}

export async function createProductWithImages(actor: Actor, form: ProductForm, images: UploadedImage[], now = new Date()): Promise<Product> {
  const imageStore = openStore('images');
  const keys: string[] = [];
  try {
    for (const image of images) keys.push(await saveImage(imageStore, image.bytes, image.type));
    const product = productSchema.parse({
      _id: newProductId(form.name, randomBytes(3).toString('hex')),
      ...form,
      category: matchCategory(form.category, await existingCategories()),
      images: keys.map(imageUrl),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    if (!(await createProduct(openStore('products'), product))) throw new HttpError(409, 'A product with this id already exists. Please try again.');
    await purgeProductCache(product._id);
    await recordAudit(openStore('audit'), actor, 'product.create', { type: 'product', id: product._id, label: product.name }, undefined, now);
    return product;
  } catch (error) {
    await Promise.allSettled(keys.map((key) => deleteImage(imageStore, key)));
    throw error;
  }
}

async function readForChange(id: string, expectedEtag: string | null) {
  const record = await getProduct(openStore('products'), id);
  if (!record) throw new HttpError(404, 'Product not found.');
  if (expectedEtag !== null && record.etag !== expectedEtag) throw new HttpError(409, STALE_EDIT);
  return record;
}

async function writeChange(id: string, etag: string, product: Product): Promise<Product> {
  if (!(await replaceRecord(openStore('products'), id, product, etag))) throw new HttpError(409, STALE_EDIT);
  await purgeProductCache(id);
  return product;
}

/** Edits the form fields; images never change on edit. Stale expertise prices are dropped when prices change. */
export async function editProduct(actor: Actor, id: string, form: ProductForm, expectedEtag: string, now = new Date()): Promise<Product> {
  const { value: current, etag } = await readForChange(id, expectedEtag);
  const pricesChanged = (['250g', '500g', '1kg'] as const).some((size) => current.price[size] !== form.price[size]);
  const categories = (await existingCategories()).filter((name) => name !== current.category || name === form.category);
  const updated = productSchema.parse({
    ...current,
    ...form,
    category: matchCategory(form.category, categories),
    price: { ...(pricesChanged ? {} : current.price), ...form.price, ...(current.price.custom === undefined ? {} : { custom: current.price.custom }) },
    updatedAt: now.toISOString(),
  });
  const saved = await writeChange(id, etag, updated);
  await recordAudit(openStore('audit'), actor, 'product.update', { type: 'product', id, label: saved.name }, undefined, now);
  return saved;
}

export async function setProductVisibility(actor: Actor, id: string, isActive: boolean, expectedEtag: string | null, now = new Date()): Promise<Product> {
  const { value: current, etag } = await readForChange(id, expectedEtag);
  const saved = await writeChange(id, etag, { ...current, isActive, updatedAt: now.toISOString() });
  await recordAudit(openStore('audit'), actor, isActive ? 'product.show' : 'product.hide', { type: 'product', id, label: saved.name }, undefined, now);
  return saved;
}

export async function deleteProductAndImages(actor: Actor, id: string, now = new Date()): Promise<void> {
  const { value: product } = await readForChange(id, null);
  await openStore('products').delete(id);
  const imageStore = openStore('images');
  await Promise.allSettled(product.images.flatMap((url) => {
    const key = imageKeyFromUrl(url);
    return key ? [deleteImage(imageStore, key)] : [];
  }));
  await purgeProductCache(id);
  await recordAudit(openStore('audit'), actor, 'product.delete', { type: 'product', id, label: product.name }, undefined, now);
}
