/**
 * Build-time loader of /hotels-banquet: hero slides, dishes (the signature ones for the carousel,
 * all 29 for the menu panel), gallery tabs, reviews, cards, facts, page copy and the featured
 * products (FEATURES G-27), with island pictures resolved to plain props.
 */
import { getCollection, getEntry } from 'astro:content';
import { loadBuiltinProducts } from '../../build/builtin-products.ts';
import type { GalleryTabData } from '../../islands/gallery/gallery-image.ts';
import type { MenuDishData } from '../../islands/menu-panel/menu-dish.ts';
import type { GuestReviewData } from '../../islands/reviews/Reviews.tsx';
import { toCatalogueItem, type CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { dietaryInfoFromContent } from '../../lib/catalogue/builtin-products.ts';
import { dietTags } from '../../lib/catalogue/dietary.ts';
import { MENU_CATEGORIES } from '../../lib/content/menu-dish-schema.ts';
import { GALLERY_TAB_LABELS, galleryCtaLabel, groupByTab } from '../../lib/gallery/gallery-tabs.ts';
import { menuCategories, sortDishes } from '../../lib/menu/filter-dishes.ts';
import { byOrder } from '../home/by-order.ts';
import { loadHeroSlides } from '../mithai/hero-slides.ts';
import { islandImage } from '../ui/island-image.ts';

async function pageCopy() {
  const entry = await getEntry('page-copy', 'hotels-banquet');
  if (entry?.data.page !== 'hotels-banquet') throw new Error('content/page-copy/hotels-banquet.json is missing');
  return entry.data;
}

async function facts() {
  const entry = await getEntry('hospitality', 'hospitality');
  if (!entry) throw new Error('content/hospitality/hospitality.json is missing');
  return entry.data;
}

async function loadDishes(): Promise<(MenuDishData & { signature: boolean })[]> {
  const entries = await getCollection('menu-dishes');
  const dishes = sortDishes(entries.map((entry) => ({ ...entry.data, id: entry.id })), MENU_CATEGORIES);
  return Promise.all(
    dishes.map(async ({ image, dietary, ...dish }) => ({
      ...dish,
      diet: dietTags(dietaryInfoFromContent(dietary), undefined),
      image: await islandImage(image.src, [320]),
      imageAlt: image.alt,
    })),
  );
}

async function loadGallery(): Promise<GalleryTabData[]> {
  const entries = await getCollection('gallery-images');
  const groups = groupByTab(entries.map((entry) => ({ ...entry.data, id: entry.id })));
  return Promise.all(
    groups.map(async ({ tab, images }) => ({
      tab,
      label: GALLERY_TAB_LABELS[tab],
      ctaLabel: galleryCtaLabel(tab),
      images: await Promise.all(
        images.map(async ({ id, title, size, image }) => ({ id, title, size, image: await islandImage(image.src), imageAlt: image.alt })),
      ),
    })),
  );
}

async function loadReviews(): Promise<GuestReviewData[]> {
  const entries = (await getCollection('guest-reviews')).toSorted(byOrder);
  return Promise.all(
    entries.map(async ({ id, data }) => ({ ...data, id, image: await islandImage(data.image.src, [160]), imageAlt: data.image.alt })),
  );
}

async function loadFeatured(ids: readonly string[]): Promise<CatalogueItem[]> {
  const products = await loadBuiltinProducts();
  return ids.flatMap((id) => {
    const product = products.find((candidate) => candidate._id === id);
    return product ? [toCatalogueItem(product)] : [];
  });
}

export async function loadHotelsPage() {
  const [copy, hospitality, slides, dishes, gallery, reviews, experiences, cards] = await Promise.all([
    pageCopy(),
    facts(),
    loadHeroSlides('hotels'),
    loadDishes(),
    loadGallery(),
    loadReviews(),
    getCollection('signature-experiences'),
    getCollection('hospitality-cards'),
  ]);
  return {
    copy,
    hospitality,
    slides,
    dishes,
    /** "All" and the menu categories that have dishes, for the Full Menu filter. */
    menuCategories: menuCategories(dishes, MENU_CATEGORIES),
    signatureDishes: dishes.filter((dish) => dish.signature),
    gallery,
    reviews,
    experiences: experiences.toSorted(byOrder).map((entry) => entry.data),
    cards: cards.toSorted(byOrder).map((entry) => entry.data),
    featured: await loadFeatured(copy.featuredProducts),
  };
}

export type HotelsPage = Awaited<ReturnType<typeof loadHotelsPage>>;
