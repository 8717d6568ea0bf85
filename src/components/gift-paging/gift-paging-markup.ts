/**
 * "Curated Collections" of /corporate-gifting as HTML text, without a framework (storefront §4
 * "Corporate gifting paging", §9; FEATURES CORP-02..CORP-05; issue #14): all 19 gift cards, those
 * beyond the first page `hidden`, and the pager under them. GiftPaging.astro writes it at build time
 * and gift-paging-element.ts only shows another page, so the first tap on "Next" loads no framework.
 * Every interpolated text is escaped.
 */
import { productIdFromPath } from '../../lib/catalogue/card-link.ts';
import { contactHref } from '../../lib/enquiry/subject-link.ts';
import { localePath, splitLocalePath } from '../../lib/i18n/locales.ts';
import { html, type SafeHtml } from '../../lib/markup/html-template.ts';
import { GIFTS_PER_PAGE, pageCount, pageOfItem, pageStatusText } from '../../lib/paging/wrap-paging.ts';
import { compactAddToListHtml } from '../../islands/enquiry-list/add-to-list-markup.ts';
import { smartImageHtml } from '../../islands/ui/smart-image-markup.ts';
import type { GiftItemData, GiftPagingLabels } from './gift-item.ts';
import styles from './GiftPaging.module.css';
import '../../islands/ui/kit/bare-list.css';
import '../../islands/ui/kit/button-outline.css';
import '../../islands/ui/kit/card.css';

/** The card picture's `sizes`: a third of the 64rem row on desktops, about half the screen below. */
export const GIFT_IMAGE_SIZES = '(min-width: 64rem) 20rem, 45vw';

/**
 * A gift card (CORP-04, CORP-05): the whole card leads to /product/gift-{id} (the name's link is
 * stretched over it); "Buy Now" on top of it leads to /contact about this gift, and "Add to enquiry
 * list" puts one of it on the visitor's list (add-to-list-clicks.ts), or "Currently unavailable" stands there.
 */
export function giftCardHtml(gift: GiftItemData, labels: GiftPagingLabels): SafeHtml {
  const nameId = `gift-${gift.id}-name`;
  // The card's link is in the page's language (/te/product/…); "Buy Now" goes to that language's contact page (issue #44).
  const { locale, englishPath } = splitLocalePath(gift.href);
  const productId = productIdFromPath(englishPath, '/product/') ?? '';
  const fact = (label: string, value: string) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<article class="card ${styles.card}">${smartImageHtml(gift.image, { alt: gift.imageAlt, width: 400, height: 300, fit: 'contain', sizes: GIFT_IMAGE_SIZES, unavailable: labels.card?.imageUnavailable })}<div class="card__body ${styles.body}"><h3 id="${nameId}" class="card__title"><a class="${styles.link}" href="${gift.href}">${gift.name}</a></h3>${
    gift.subtitle ? html`<p class="${styles.subtitle}">${gift.subtitle}</p>` : ''
  }<dl class="${styles.facts}">${fact(labels.mrp, gift.mrp)}${fact(labels.shelfLife, gift.shelfLife)}${gift.weight ? fact(labels.weight, gift.weight) : ''}</dl><p class="${styles.text}">${gift.description}</p><div class="${styles.actions}"><a class="button ${styles.buy}" href="${localePath(locale, contactHref({ kind: 'product', id: productId }))}" aria-describedby="${nameId}">${labels.buyNow.label}</a>${compactAddToListHtml({ kind: 'product', id: productId }, gift.name, gift.inStock, labels.card)}</div></div></article>`;
}

/** The inside of <gift-paging>: the grid of every gift (the first page shown) and the pager. */
export function giftPagingHtml(gifts: readonly GiftItemData[], labels: GiftPagingLabels): SafeHtml {
  const count = pageCount(gifts.length, GIFTS_PER_PAGE);
  return html`<ul class="bare-list ${styles.grid}" aria-label="${labels.grid}">${gifts.map(
    (gift, i) => html`<li data-gift${pageOfItem(i, GIFTS_PER_PAGE) === 0 ? '' : html` hidden`}>${giftCardHtml(gift, labels)}</li>`,
  )}</ul><div class="${styles.controls}"><button type="button" class="button button--outline ${styles.pageButton}" data-go="previous"><span aria-hidden="true">‹ </span>${labels.previous}</button><p role="status" class="${styles.status}" data-ref="status">${pageStatusText(labels.page, 0, count)}</p><button type="button" class="button button--outline ${styles.pageButton}" data-go="next">${labels.next}<span aria-hidden="true"> ›</span></button></div>`;
}
