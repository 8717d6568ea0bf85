/** Build-time loader of the home page: slides, brands, collection cards, hospitality cards, page copy. */
import { getCollection } from 'astro:content';
import { productHref } from '../lib/catalogue/card-link.ts';
import { cardPriceText } from '../lib/pricing/card-price.ts';
import { loadHeroSlides } from './hero-slides.ts';
import { loadInOrder } from './ordered-lists.ts';
import { loadPageCopy } from './page-copy.ts';

/**
 * The gift hampers the Diwali gift box gallery shows, in its order: picture, name, price, link
 * (issue #16), and whether it is sold out; a hidden hamper is left out (issue #41).
 */
async function loadGiftBoxes(ids: readonly string[]) {
  const hampers = await getCollection('gift-hampers');
  return ids.flatMap((id) => {
    const entry = hampers.find((candidate) => candidate.id === id);
    const image = entry?.data.images[0];
    if (!entry || !image) throw new Error(`content/page-copy/home.json: the gift gallery names "${id}", which is not a gift hamper with a picture`);
    if (!entry.data.isActive) return [];
    const { name, price, category, inStock } = entry.data;
    return [{ id, name, price: cardPriceText(price), href: productHref({ _id: id, category }), image, inStock }];
  });
}

export async function loadHomePage() {
  const [slides, brands, collections, hospitality, copy] = await Promise.all([
    loadHeroSlides('home'),
    loadInOrder('brands'),
    loadInOrder('collection-cards'),
    loadInOrder('hospitality-cards'),
    loadPageCopy('home'),
  ]);
  return { slides, brands, collections, hospitality, copy, giftBoxes: await loadGiftBoxes(copy.giftGallery.products) };
}

export type HomePage = Awaited<ReturnType<typeof loadHomePage>>;
