/**
 * A product card as HTML text, without a framework (storefront §2, §9; FEATURES SHOP-20..SHOP-24,
 * G-22; issue #14): picture, badges, name (the link, stretched over the card), price line and, for
 * Diwali Collection and Gift Hampers items, pack, weight and shelf life, the dietary badges (issue
 * #12), and the compact "Add to enquiry list", or "Currently unavailable" in its place (issue #41). The one card markup of the
 * site: the shop's catalogue, ProductCard.tsx (the sweets home grid, related products) and the
 * hotels page's featured products all render it. Every interpolated text is escaped.
 */
import { productHref } from '../../lib/catalogue/card-link.ts';
import { PACK_DETAIL_WORDS, packDetails, productBadges, type CatalogueItem } from '../../lib/catalogue/catalogue-item.ts';
import { EN_CARD, type CardWords } from '../../lib/catalogue/shop-words/card.ts';
import type { ValueWords } from '../../lib/catalogue/shop-words/values.ts';
import { shelfLifeIn } from '../../lib/catalogue/value-words.ts';
import { cardListRef } from '../../lib/enquiry/subject-link.ts';
import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { localName } from '../../lib/i18n/local-name.ts';
import { html, SafeHtml } from '../../lib/markup/html-template.ts';
import { cardPriceText } from '../../lib/pricing/card-price.ts';
import { compactAddToListHtml } from '../enquiry-list/add-to-list-markup.ts';
import { dietBadgesHtml, dietBadgeWords } from '../ui/diet-badges-markup.ts';
import { smartImageHtml } from '../ui/smart-image-markup.ts';
import styles from './ProductCard.module.css';
import '../ui/kit/card.css';
import '../ui/kit/cluster.css';

export { enableProductCards } from './enable-product-cards.ts';

/** The card picture's box, in CSS pixels (square). */
export const CARD_IMAGE_SIZE = 400;

/** The `sizes` of the card picture: a quarter of the 64rem row on desktops, about half the screen on phones. */
export const CARD_IMAGE_SIZES = '(min-width: 64rem) 16rem, 45vw';

export interface CardOptions {
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'auto';
  headingLevel?: 'h2' | 'h3';
  /** The page's language (issue #44): its words, the sweet's local name and the link under /te/ or /hi/. English by default. */
  language?: CardLanguage | undefined;
}

export interface CardLanguage {
  locale: Locale;
  words: CardWords;
  /** Shelf life in the page's words (value-words.ts); as written when not given (English). */
  values?: ValueWords | undefined;
}

const ENGLISH: CardLanguage = { locale: 'en', words: EN_CARD };

/** The card's HTML (an <article>), every text escaped. */
export function productCardHtml(item: CatalogueItem, options: CardOptions = {}): string {
  const { loading = 'lazy', fetchPriority = 'auto', headingLevel = 'h3', language = ENGLISH } = options;
  const { locale, words, values } = language;
  const valueLanguage = values && { locale, words: values };
  const name = localName(item.name, item.aliases, locale);
  const badges = productBadges(item);
  const details = packDetails(item);
  const heading = new SafeHtml(headingLevel === 'h2' ? 'h2' : 'h3');
  const image = smartImageHtml(item.image, { alt: item.imageAlt, width: CARD_IMAGE_SIZE, height: CARD_IMAGE_SIZE, loading, fetchPriority, sizes: CARD_IMAGE_SIZES, unavailable: words.imageUnavailable });
  return html`<article class="card ${styles.card}"><div class="${styles.media}">${image}${
    badges.length > 0
      ? html`<ul class="cluster ${styles.badges}" aria-label="${words.labels}">${badges.map((badge) => (badge === 'BESTSELLER' ? html`<li class="${styles.bestseller}">${words.bestseller}</li>` : html`<li class="${styles.hamper}">${words.giftHamper}</li>`))}</ul>`
      : ''
  }</div><div class="card__body ${styles.body}"><${heading} class="card__title ${styles.name}"><a class="${styles.link}" href="${localePath(locale, productHref(item))}">${name}</a></${heading}><p class="${styles.price}">${cardPriceText(item.price, words)}</p>${dietBadgesHtml(item.diet, 'small', dietBadgeWords(words))}${
    details.length > 0 ? html`<dl class="${styles.details}">${details.map((detail) => html`<div><dt>${words[PACK_DETAIL_WORDS[detail.label]]}</dt><dd>${detail.label === 'Shelf life' ? shelfLifeIn(detail.value, valueLanguage) : detail.value}</dd></div>`)}</dl>` : ''
  }${compactAddToListHtml(cardListRef(item), name, item.inStock, words)}</div></article>`.value;
}
