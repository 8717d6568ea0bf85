/**
 * Build-time loader of the built-in products: reads the three content collections, resolves every
 * image to the URL the built site serves (imageUrl: small SVG as is, raster files and heavy SVG
 * artwork as a 480 px WebP) and maps the entries with lib/catalogue/builtin-products.ts. Used by
 * /data/builtin-products.json, the PDF catalogue, the shop pages and the pages that prebuild
 * /product/{id} and /diwali-product/{id}.
 */
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { toBuiltinProducts, type BuiltinProduct } from '../lib/catalogue/builtin-products.ts';
import { imageUrl, islandImage, type IslandImage } from './island-image.ts';
import { loadMainStore, loadSiteEntry } from './site.ts';
import type { Locale } from '../lib/i18n/locales.ts';

/** The main store's counter (content/site mainStore) takes orders for sweets, hampers and gifts. */
async function ordersPhone(): Promise<string> {
  return (await loadMainStore(await loadSiteEntry())).phone;
}

/** The three collections the built-in products come from, as Astro loads them. */
export async function loadBuiltinCollections() {
  const [diwaliSweets, giftHampers, corporateGifts] = await Promise.all([
    getCollection('diwali-sweets'),
    getCollection('gift-hampers'),
    getCollection('corporate-gifts'),
  ]);
  return { diwaliSweets, giftHampers, corporateGifts };
}

async function loadCollections() {
  const { diwaliSweets, giftHampers, corporateGifts } = await loadBuiltinCollections();
  const images: ImageMetadata[] = [
    ...diwaliSweets.flatMap((entry) => entry.data.images.map((image) => image.src)),
    ...giftHampers.flatMap((entry) => entry.data.images.map((image) => image.src)),
    ...corporateGifts.map((entry) => entry.data.image.src),
  ];
  return { collections: { diwaliSweets, giftHampers, corporateGifts }, images };
}

/**
 * The built-in products, their texts in a language (issue #44: descriptions and the other translated
 * fields of content/, English where a translation is missing); English by default.
 */
export async function loadBuiltinProducts(locale: Locale = 'en'): Promise<BuiltinProduct[]> {
  const [{ collections, images }, phoneNumber] = await Promise.all([loadCollections(), ordersPhone()]);
  const urls = new Map(await Promise.all(images.map(async (image) => [image.src, await imageUrl(image)] as const)));
  return toBuiltinProducts(collections, { phoneNumber, imageUrl: (image: ImageMetadata) => urls.get(image.src) ?? image.src }, locale);
}

const byLocale = new Map<Locale, Promise<Map<string, BuiltinProduct>>>();

/**
 * A built-in product as a Telugu or Hindi page shows it (issue #44): the same product with its texts
 * in that language. The prebuilt pages' paths and props are English's; each page looks its own
 * language's version up here (the list is made once per language and build).
 */
export async function localiseBuiltinProduct(product: BuiltinProduct, locale: Locale): Promise<BuiltinProduct> {
  if (locale === 'en') return product;
  let products = byLocale.get(locale);
  if (!products) byLocale.set(locale, (products = loadBuiltinProducts(locale).then((list) => new Map(list.map((item) => [item._id, item])))));
  return (await products).get(product._id) ?? product;
}

/**
 * A built-in product's images with their AVIF/WebP srcsets (islandImage), in the order of its
 * `images` URLs, for its detail page: JSON carries one URL a picture (a 480 px WebP for a heavy
 * drawing), the page's largest picture gets the widths a phone or desktop needs. Undefined when a
 * URL is not a built-in image.
 */
export async function loadBuiltinPictures(urls: readonly string[]): Promise<IslandImage[] | undefined> {
  const { images: all } = await loadCollections();
  const byUrl = new Map(await Promise.all(all.map(async (image) => [await imageUrl(image), image] as const)));
  const images = urls.flatMap((url) => byUrl.get(url) ?? []);
  return images.length === urls.length ? Promise.all(images.map((image) => islandImage(image))) : undefined;
}

/** The raw `src` strings of an entry's images, in order, from its JSON file (relative to that file). */
async function rawImageFiles(filePath: string | undefined): Promise<string[]> {
  if (!filePath) return [];
  const raw: unknown = JSON.parse(await readFile(filePath, 'utf8'));
  const record = (raw ?? {}) as { images?: { src?: unknown }[]; image?: { src?: unknown } };
  const list = record.images ?? (record.image ? [record.image] : []);
  return list.map((image) => (typeof image.src === 'string' ? resolve(dirname(filePath), image.src) : ''));
}

/**
 * The source file of each built-in product image, by the URL loadBuiltinProducts gives it (share
 * images). Content SVGs reach pages as components without their file path, so the entry files say it.
 */
export async function loadBuiltinArtworkFiles(): Promise<Map<string, string>> {
  const { collections } = await loadCollections();
  const entries = [
    ...collections.diwaliSweets.map((entry) => ({ filePath: entry.filePath, images: entry.data.images.map((image) => image.src) })),
    ...collections.giftHampers.map((entry) => ({ filePath: entry.filePath, images: entry.data.images.map((image) => image.src) })),
    ...collections.corporateGifts.map((entry) => ({ filePath: entry.filePath, images: [entry.data.image.src] })),
  ];
  const pairs = await Promise.all(
    entries.map(async ({ filePath, images }) => {
      const files = await rawImageFiles(filePath);
      return Promise.all(images.map(async (image, i) => [await imageUrl(image), files[i] ?? ''] as const));
    }),
  );
  return new Map(pairs.flat().filter(([, file]) => file !== ''));
}
