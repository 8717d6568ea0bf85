/**
 * Idempotent demo data for local runs: staff-created products with artwork, and
 * the first developer account. A marker records that the products were seeded,
 * so products that staff later delete do not come back on the next start.
 */
import { developerSeed } from '../env.ts';
import { ensureFirstDeveloper } from '../auth/first-developer.ts';
import { openStore } from '../storage/blob-stores.ts';
import { imageUrl, saveImage } from '../storage/image-repository.ts';
import { createProduct, listProducts } from '../storage/product-repository.ts';
import { drawProductArtwork } from './demo-artwork.ts';
import { DEMO_PRODUCTS, expertisePrices, sizePrices } from './demo-products.ts';

const SEED_MARKER = 'demo-products-v1';
const DEMO_PHONE = '+91 40 2771 4455';

export interface SeedReport {
  productsCreated: number;
  productsTotal: number;
  developer?: { email: string; password: string; created: boolean };
}

async function seedProducts(now: Date): Promise<number> {
  const meta = openStore('meta');
  if (await meta.get(SEED_MARKER)) return 0;
  const products = openStore('products');
  const images = openStore('images');
  let created = 0;
  for (const [index, item] of DEMO_PRODUCTS.entries()) {
    const svg = new TextEncoder().encode(drawProductArtwork(item.name, item.art));
    const imageKey = await saveImage(images, svg, 'image/svg+xml');
    const wasCreated = await createProduct(products, {
      _id: `demo-${item.slug}`,
      name: item.name,
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
      dietaryInfo: { isVegetarian: true, isVegan: false, isGlutenFree: false, allergens: item.allergens },
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
