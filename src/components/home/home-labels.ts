/** Home hero: 6 s a slide, a swipe beyond 50 px changes slide (storefront §4, §9). */
export const HOME_HERO_INTERVAL_MS = 6000;
export const HOME_HERO_SWIPE_PX = 50;

/** Where the gift gallery's button leads (its words: `ui(locale).home.giftGalleryLink`, issue #44). */
export const GIFT_GALLERY_HREF = '/corporate-gifting';
