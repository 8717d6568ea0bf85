/**
 * Idempotent demo data for local runs: staff-created products with artwork, and
 * the first developer account. A marker records that the products were seeded,
 * so products that staff later delete do not come back on the next start.
 * The first demo data (marker v1) repeated built-in sweets; where it was seeded, the
 * repeats that staff never edited are removed before the current demo products are added.
 */
import sweetsStore from '../../../content/stores/sindhi-colony.json' with { type: 'json' };
import { developerSeed } from '../env.ts';
import { ensureFirstDeveloper } from '../auth/first-developer.ts';
import { openStore } from '../storage/blob-stores.ts';
import { deleteImage, imageKeyFromUrl, imageUrl, saveImage } from '../storage/image-repository.ts';
import { createProduct, getProduct, listProducts } from '../storage/product-repository.ts';
import type { Store } from '../storage/blob-stores.ts';
import { drawProductArtwork } from './demo-artwork.ts';
import { DEMO_PRODUCTS, expertisePrices, RETIRED_DEMO_IDS, sizePrices } from './demo-products.ts';

const SEED_MARKER = 'demo-products-v2';
const FIRST_SEED_MARKER = 'demo-products-v1';
/** The demo products are sold at the sweets counter: its phone, from content/stores (issue #16). */
const DEMO_PHONE = sweetsStore.phone;

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

async function seedProducts(now: Date): Promise<number> {
  const meta = openStore('meta');
  if (await meta.get(SEED_MARKER)) return 0;
  const products = openStore('products');
  const images = openStore('images');
  if (await meta.get(FIRST_SEED_MARKER)) await retireRepeatedDemoProducts(products, images);
  let created = 0;
  for (const [index, item] of DEMO_PRODUCTS.entries()) {
    const svg = new TextEncoder().encode(drawProductArtwork(item.name, item.art));
    const imageKey = await saveImage(images, svg, 'image/svg+xml');
    const wasCreated = await createProduct(products, {
      _id: `demo-${item.slug}`,
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
  return created;
}

export async function seedDemoData(now = new Date()): Promise<SeedReport> {
  const productsCreated = await seedProducts(now);
  const productsTotal = (await listProducts(openStore('products'))).length;
  const seed = developerSeed();
  if (!seed) return { productsCreated, productsTotal };
  const created = await ensureFirstDeveloper(openStore('users'), seed);
  return { productsCreated, productsTotal, developer: { email: seed.email, password: seed.password, created } };
}
