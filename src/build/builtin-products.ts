/**
 * Build-time loader of the built-in products: reads the three content collections, resolves every
 * image to the URL the built site serves (SVG as is, raster as a 640 px WebP) and maps the entries
 * with lib/catalogue/builtin-products.ts. Used by /data/builtin-products.json and the PDF catalogue;
 * pages that prebuild /product/{id} and /diwali-product/{id} can use it too.
 */
import type { ImageMetadata } from 'astro';
import { getCollection, getEntry } from 'astro:content';
import { imageUrl } from '../components/ui/island-image.ts';
import { toBuiltinProducts, type BuiltinProduct } from '../lib/catalogue/builtin-products.ts';

/** The sweets counter takes orders for hampers and gifts; the group number is the fallback. */
async function ordersPhone(): Promise<string> {
  const store = await getEntry('stores', 'sindhi-colony');
  if (store) return store.data.phone;
  const site = await getEntry('site', 'site');
  if (!site) throw new Error('content/site/site.json is missing');
  return site.data.phone;
}

export async function loadBuiltinProducts(): Promise<BuiltinProduct[]> {
  const [diwaliSweets, giftHampers, corporateGifts, phoneNumber] = await Promise.all([
    getCollection('diwali-sweets'),
    getCollection('gift-hampers'),
    getCollection('corporate-gifts'),
    ordersPhone(),
  ]);
  const images: ImageMetadata[] = [
    ...diwaliSweets.flatMap((entry) => entry.data.images.map((image) => image.src)),
    ...giftHampers.flatMap((entry) => entry.data.images.map((image) => image.src)),
    ...corporateGifts.map((entry) => entry.data.image.src),
  ];
  const urls = new Map(await Promise.all(images.map(async (image) => [image.src, await imageUrl(image)] as const)));
  return toBuiltinProducts(
    { diwaliSweets, giftHampers, corporateGifts },
    { phoneNumber, imageUrl: (image: ImageMetadata) => urls.get(image.src) ?? image.src },
  );
}
