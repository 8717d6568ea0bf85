/** Build-time loader of the home page: slides, brands, collection cards, hospitality cards, page copy. */
import { getCollection, getEntry } from 'astro:content';
import { productHref } from '../../lib/catalogue/card-link.ts';
import { cardPriceText } from '../../lib/pricing/card-price.ts';
import { loadHeroSlides } from '../mithai/hero-slides.ts';
import { byOrder } from './by-order.ts';

async function pageCopy() {
  const entry = await getEntry('page-copy', 'home');
  if (entry?.data.page !== 'home') throw new Error('content/page-copy/home.json is missing');
  return entry.data;
}

/** The gift hampers the Diwali gift box gallery shows, in its order: picture, name, price, link. */
async function loadGiftBoxes(ids: readonly string[]) {
  const hampers = await getCollection('gift-hampers');
  return ids.map((id) => {
    const entry = hampers.find((candidate) => candidate.id === id);
    const image = entry?.data.images[0];
    if (!entry || !image) throw new Error(`content/page-copy/home.json: the gift gallery names "${id}", which is not a gift hamper with a picture`);
    return { id, name: entry.data.name, price: cardPriceText(entry.data.price), href: productHref({ _id: id, category: entry.data.category }), image };
  });
}

export async function loadHomePage() {
  const [slides, brands, collections, hospitality, copy] = await Promise.all([
    loadHeroSlides('home'),
    getCollection('brands'),
    getCollection('collection-cards'),
    getCollection('hospitality-cards'),
    pageCopy(),
  ]);
  return {
    slides,
    brands: brands.toSorted(byOrder).map((entry) => entry.data),
    collections: collections.toSorted(byOrder).map((entry) => entry.data),
    hospitality: hospitality.toSorted(byOrder).map((entry) => entry.data),
    copy,
    giftBoxes: await loadGiftBoxes(copy.giftGallery.products),
  };
}

export type HomePage = Awaited<ReturnType<typeof loadHomePage>>;

/** Home hero: 6 s a slide, a swipe beyond 50 px changes slide (storefront §4, §9). */
export const HOME_HERO_INTERVAL_MS = 6000;
export const HOME_HERO_SWIPE_PX = 50;

/** Headings and button labels of the home page (the texts under them come from content). */
export const HOME_LABELS = {
  heading: 'Rasika: sweets, catering, hotels and banquets in Hyderabad',
  hero: 'Rasika highlights',
  brands: 'Our Brands',
  brandsText: 'Three kitchens, one family, all vegetarian.',
  collections: 'Shop the Collections',
  collectionsText: 'Fresh from our Sindhi Colony kitchen.',
  hospitality: 'Our Hospitality',
  hospitalityText: 'Stay, dine and celebrate at Rasika Grand, RTC X Roads.',
  hospitalityItems: 'ways to stay and dine',
  giftBoxItems: 'gift boxes',
  giftGalleryLink: { label: 'Explore Corporate Gifting', href: '/corporate-gifting' },
  social: 'Follow Us',
  socialText: 'Festive launches, new sweets and celebrations we have catered.',
  enquire: { label: 'Send an Enquiry', href: '/contact' },
} as const;
