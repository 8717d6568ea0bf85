/**
 * Idempotent demo data for local runs: staff-created products with artwork, and
 * the first developer account. A marker records that the products were seeded,
 * so products that staff later delete do not come back on the next start.
 * The first demo data (marker v1) repeated built-in sweets; where it was seeded, the
 * repeats that staff never edited are removed before the current demo products are added.
 * Each picture is stored as a WebP photo-like file, as staff upload them: the drawings are 8-16 KB
 * of SVG, which a browser parses and paints on its main thread (the heavy-artwork rule of
 * lib/images/artwork-raster.ts, issue #14).
 */
import sharp from 'sharp';
import sweetsStore from '../../../content/stores/sindhi-colony.json' with { type: 'json' };
import { developerSeed } from '../env.ts';
import { ensureFirstDeveloper } from '../auth/first-developer.ts';
import { openStore } from '../storage/blob-stores.ts';
import { deleteImage, getImage, imageKeyFromUrl, imageUrl, saveImage } from '../storage/image-repository.ts';
import { replaceRecord } from '../storage/records.ts';
import { createProduct, getProduct, listProducts } from '../storage/product-repository.ts';
import type { Store } from '../storage/blob-stores.ts';
import { ARTWORK_QUALITY } from '../../lib/images/artwork-raster.ts';
import { drawProductArtwork } from './demo-artwork.ts';
import { DEMO_PRODUCTS, expertisePrices, RETIRED_DEMO_IDS, sizePrices, type DemoProduct } from './demo-products.ts';

const SEED_MARKER = 'demo-products-v2';
/** Set once the demo pictures are WebP: demo products seeded before that had SVG drawings. */
const WEBP_PICTURES_MARKER = 'demo-pictures-webp';
const FIRST_SEED_MARKER = 'demo-products-v1';
/** The demo products are sold at the sweets counter: its phone, from content/stores (issue #16). */
const DEMO_PHONE = sweetsStore.phone;
/** Width of a demo picture: the product page shows it up to 560 CSS px wide (1280 px screens and up), at 2x. */
const DEMO_PICTURE_WIDTH = 1_200;

const demoProductId = (item: DemoProduct) => `demo-${item.slug}`;

export interface SeedReport {
  productsCreated: number;
  productsTotal: number;
  developer?: { email: string; password: string; created: boolean };
}

/** Removes the first demo data's repeats of built-in sweets, unless staff edited them since. */
async function retireRepeatedDemoProducts(products: Store, images: Store): Promise<void> {
  for (const id of RETIRED_DEMO_IDS) {
    const record = await getProduct(products, id);
    if (!record || record.value.updatedAt !== undefined) continue;
    await products.delete(id);
    for (const url of record.value.images) {
      const key = imageKeyFromUrl(url);
      if (key) await deleteImage(images, key);
    }
  }
}

async function demoPicture(item: DemoProduct): Promise<Uint8Array> {
  const drawing = Buffer.from(drawProductArtwork(item.name, item.art));
  return new Uint8Array(await sharp(drawing).resize({ width: DEMO_PICTURE_WIDTH }).webp({ quality: ARTWORK_QUALITY.webp }).toBuffer());
}

async function seedProducts(now: Date): Promise<number> {
  const meta = openStore('meta');
  if (await meta.get(SEED_MARKER)) return 0;
  const products = openStore('products');
  const images = openStore('images');
  if (await meta.get(FIRST_SEED_MARKER)) await retireRepeatedDemoProducts(products, images);
  let created = 0;
  for (const [index, item] of DEMO_PRODUCTS.entries()) {
    const imageKey = await saveImage(images, await demoPicture(item), 'image/webp');
    const wasCreated = await createProduct(products, {
      _id: demoProductId(item),
      name: item.name,
      aliases: item.aliases,
      category: item.category,
      description: item.description,
      phoneNumber: DEMO_PHONE,
      images: [imageUrl(imageKey)],
      price: { ...sizePrices(item.price250), expertise: expertisePrices(item.price250) },
      isBestseller: item.isBestseller,
      createdAt: new Date(now.getTime() - index * 60_000).toISOString(),
      shelfLife: item.shelfLife,
      ingredients: item.ingredients,
      storageInstructions: 'Store in a cool, dry place in an airtight box.',
      dietaryInfo: {
        isVegetarian: true,
        isVegan: item.diet.vegan,
        isGlutenFree: item.diet.glutenFree,
        isJain: item.diet.jain,
        isSugarFree: item.diet.sugarFree,
        allergens: item.allergens,
      },
    });
    if (wasCreated) created += 1;
  }
  await meta.set(SEED_MARKER, now.toISOString());
  await meta.set(WEBP_PICTURES_MARKER, now.toISOString());
  return created;
}

/**
 * Replaces the SVG drawing of each demo product seeded before the pictures were WebP, unless staff
 * edited the product since; a product changed meanwhile keeps its picture, and the new file is removed.
 */
async function upgradeDemoPictures(now: Date): Promise<void> {
  const meta = openStore('meta');
  if (await meta.get(WEBP_PICTURES_MARKER)) return;
  const products = openStore('products');
  const images = openStore('images');
  for (const item of DEMO_PRODUCTS) {
    const record = await getProduct(products, demoProductId(item));
    const [first, ...rest] = record?.value.images ?? [];
    const oldKey = imageKeyFromUrl(first ?? '');
    if (!record || record.value.updatedAt !== undefined || !oldKey) continue;
    if ((await getImage(images, oldKey))?.contentType !== 'image/svg+xml') continue;
    const newKey = await saveImage(images, await demoPicture(item), 'image/webp');
    const replaced = await replaceRecord(products, record.value._id, { ...record.value, images: [imageUrl(newKey), ...rest] }, record.etag);
    await deleteImage(images, replaced ? oldKey : newKey);
  }
  await meta.set(WEBP_PICTURES_MARKER, now.toISOString());
}

export async function seedDemoData(now = new Date()): Promise<SeedReport> {
  const productsCreated = await seedProducts(now);
  await upgradeDemoPictures(now);
  const productsTotal = (await listProducts(openStore('products'))).length;
  const seed = developerSeed();
  if (!seed) return { productsCreated, productsTotal };
  const created = await ensureFirstDeveloper(openStore('users'), seed);
  return { productsCreated, productsTotal, developer: { email: seed.email, password: seed.password, created } };
}
