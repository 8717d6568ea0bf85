/**
 * Build-time loader of /hotels-banquet: hero slides, dishes (the signature ones for the carousel,
 * all 29 for the menu panel), gallery tabs, reviews, cards, facts, page copy and the featured
 * products (FEATURES G-27). Pictures stay content images, drawn by SmartImage.astro.
 */
import { getCollection } from 'astro:content';
import { toCatalogueItem, type CatalogueItem } from '../lib/catalogue/catalogue-item.ts';
import { dietaryInfoFromContent } from '../lib/catalogue/builtin-products.ts';
import { dietTags } from '../lib/catalogue/dietary.ts';
import { byOrder } from '../lib/content/content-order.ts';
import { MENU_CATEGORIES } from '../lib/content/menu-dish-schema.ts';
import { GALLERY_TAB_LABELS, galleryCtaLabel, groupByTab } from '../lib/gallery/gallery-tabs.ts';
import { menuCategories, sortDishes } from '../lib/menu/filter-dishes.ts';
import { loadBuiltinProducts } from './builtin-products.ts';
import { loadHeroSlides } from './hero-slides.ts';
import { loadHospitality, loadHospitalityCards } from './hospitality.ts';
import { loadInOrder } from './ordered-lists.ts';
import { loadPageCopy } from './page-copy.ts';
import { inLanguage } from './in-language.ts';
import type { Locale } from '../lib/i18n/locales.ts';

async function loadDishes(locale: Locale) {
  const entries = await getCollection('menu-dishes');
  const dishes = sortDishes(entries.map((entry) => ({ ...inLanguage(entry.data, locale), id: entry.id, englishName: entry.data.name })), MENU_CATEGORIES);
  return dishes.map(({ image, dietary, englishName, ...dish }) => ({
    ...dish,
    /** What the menu's name search matches: the shown name, and English's too on a Telugu or Hindi page. */
    searchName: englishName === dish.name ? dish.name : `${dish.name} ${englishName}`,
    diet: dietTags(dietaryInfoFromContent(dietary), undefined),
    image: image.src,
    imageAlt: image.alt,
  }));
}

async function loadGallery(locale: Locale) {
  const entries = await getCollection('gallery-images');
  const groups = groupByTab(entries.map((entry) => ({ ...inLanguage(entry.data, locale), id: entry.id })));
  return groups.map(({ tab, images }) => ({
    tab,
    label: GALLERY_TAB_LABELS[tab],
    ctaLabel: galleryCtaLabel(tab),
    images: images.map(({ id, title, size, image }) => ({ id, title, size, image: image.src, imageAlt: image.alt })),
  }));
}

async function loadReviews(locale: Locale) {
  const entries = (await getCollection('guest-reviews')).toSorted(byOrder);
  return entries.map(({ id, data }) => ({ ...inLanguage(data, locale), id, image: data.image.src, imageAlt: data.image.alt }));
}

async function loadFeatured(ids: readonly string[], locale: Locale): Promise<CatalogueItem[]> {
  const products = await loadBuiltinProducts(locale);
  return ids.flatMap((id) => {
    const product = products.find((candidate) => candidate._id === id);
    return product ? [toCatalogueItem(product)] : [];
  });
}

/** The page's content in `locale` (issue #44): each entry's translated fields, English where one is missing. */
export async function loadHotelsPage(locale: Locale = 'en') {
  const [copy, hospitality, slides, dishes, gallery, reviews, experiences, cards] = await Promise.all([
    loadPageCopy('hotels-banquet').then((copy) => inLanguage(copy, locale)),
    loadHospitality().then((facts) => inLanguage(facts, locale)),
    loadHeroSlides('hotels', locale),
    loadDishes(locale),
    loadGallery(locale),
    loadReviews(locale),
    loadInOrder('signature-experiences').then((cards) => cards.map((card) => inLanguage(card, locale))),
    loadHospitalityCards(locale),
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
    experiences,
    cards,
    featured: await loadFeatured(copy.featuredProducts, locale),
  };
}

export type HotelsPage = Awaited<ReturnType<typeof loadHotelsPage>>;
