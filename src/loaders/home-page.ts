/** Build-time loader of the home page: slides, brands, collection cards, hospitality cards, page copy. */
import { getCollection } from 'astro:content';
import { productHref } from '../lib/catalogue/card-link.ts';
import { cardPriceText } from '../lib/pricing/card-price.ts';
import { DEFAULT_LOCALE, type Locale } from '../lib/i18n/locales.ts';
import { localName } from '../lib/i18n/local-name.ts';
import { ui } from '../lib/i18n/strings/index.ts';
import { loadHeroSlides } from './hero-slides.ts';
import { loadHospitalityCards } from './hospitality.ts';
import { loadInOrder } from './ordered-lists.ts';
import { loadPageCopy } from './page-copy.ts';
import { inLanguage } from './in-language.ts';

/**
 * The gift hampers the Diwali gift box gallery shows, in its order: picture, name, price, link
 * (issue #16), and whether it is sold out; a hidden hamper is left out (issue #41). In a language
 * (issue #44) the name is its local one with English's ("కాజు కట్లీ టిన్ (Kaju Katli Gift Tin)")
 * and the price line that language's ("₹680 / ప్యాక్").
 */
async function loadGiftBoxes(ids: readonly string[], locale: Locale) {
  const hampers = await getCollection('gift-hampers');
  return ids.flatMap((id) => {
    const entry = hampers.find((candidate) => candidate.id === id);
    const image = entry?.data.images[0];
    if (!entry || !image) throw new Error(`content/page-copy/home.json: the gift gallery names "${id}", which is not a gift hamper with a picture`);
    if (!entry.data.isActive) return [];
    const { name, aliases, price, category, inStock } = entry.data;
    return [{ id, name: localName(name, aliases ?? [], locale), price: cardPriceText(price, ui(locale).shop.card), href: productHref({ _id: id, category }), image, inStock }];
  });
}

/**
 * The home page's content in `locale` (issue #44): each entry's translated fields, English's where
 * one is missing; a collection card's title, one of four fixed names, from the home UI strings.
 */
export async function loadHomePage(locale: Locale = DEFAULT_LOCALE) {
  const [slides, brands, collections, hospitality, copy] = await Promise.all([
    loadHeroSlides('home', locale),
    loadInOrder('brands'),
    loadInOrder('collection-cards'),
    loadHospitalityCards(locale),
    loadPageCopy('home').then((copy) => inLanguage(copy, locale)),
  ]);
  const titles = ui(locale).home.collectionTitles;
  return {
    slides,
    brands: brands.map((brand) => inLanguage(brand, locale)),
    collections: collections.map((card) => ({ ...inLanguage(card, locale), title: titles[card.title] })),
    hospitality,
    copy,
    giftBoxes: await loadGiftBoxes(copy.giftGallery.products, locale),
  };
}

export type HomePage = Awaited<ReturnType<typeof loadHomePage>>;
