import { localePath, type Locale } from '../../lib/i18n/locales.ts';
import { ui } from '../../lib/i18n/strings/index.ts';
import { CONTACT_PATH } from '../../lib/enquiry/subject-link.ts';

/** The Visual Diary advances every 4000 ms with a 700 ms slide (storefront §9 "Gift carousel"; FEATURES CORP-09). */
export const VISUAL_DIARY_INTERVAL_MS = 4000;
export const VISUAL_DIARY_SPEED_MS = 700;

/**
 * Headings and button labels of /corporate-gifting in a language (the texts under them come from
 * content; the words from ui(locale).events.gifting, issue #44), with links to the same language's pages.
 */
export function giftingLabels(locale: Locale) {
  const words = ui(locale).events.gifting;
  const to = (path: string) => localePath(locale, path);
  return {
    bookGift: { label: words.bookGift, href: to('/contact') },
    diwaliCollection: { label: words.diwaliCollection, href: to('/mithai/shop') },
    paging: { ...words.paging, buyNow: { label: words.paging.buyNow, href: to('/contact') }, card: ui(locale).shop.card },
    sweetGifts: words.sweetGifts,
    visualDiary: words.visualDiary,
    cateringLink: { label: words.cateringLink, href: to('/catering-events') },
    catalogueDownload: { label: words.catalogueDownload, href: '/mithai-catalogue.pdf', file: 'rasika-mithai-catalogue.pdf' },
    pdf: words.pdf,
    faq: words.faq,
    enquire: { label: words.enquire, href: to(CONTACT_PATH) },
    call: words.call,
  };
}

/** The English page's labels. */
export const GIFTING_LABELS = giftingLabels('en');
