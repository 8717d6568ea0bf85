/** Build-time loader of /corporate-gifting: page copy, the 19 gifts, FAQ, hero artwork. */
import { corporateGiftId } from '../lib/catalogue/builtin-products.ts';
import { shelfLifeIn } from '../lib/catalogue/value-words.ts';
import { loadCorporateGifts } from './corporate-gifts.ts';
import { loadFaqs } from './faqs.ts';
import { homeSlideArtwork } from './hero-slides.ts';
import { islandImage } from './island-image.ts';
import { loadPageCopy } from './page-copy.ts';
import { inLanguage } from './in-language.ts';
import { valueLanguageIn } from './value-language.ts';
import type { Locale } from '../lib/i18n/locales.ts';

async function loadGifts(locale: Locale) {
  const values = valueLanguageIn(locale);
  return Promise.all(
    (await loadCorporateGifts()).map((gift) => inLanguage(gift, locale)).map(async ({ image, ...gift }) => ({
      ...gift,
      /** "30 Days" in the page's language (lib/catalogue/value-words.ts, issue #44). */
      shelfLife: shelfLifeIn(gift.shelfLife, values),
      /** A gift card leads to /product/gift-{id} (storefront §2; FEATURES SHELL-02, CORP-04). */
      href: `/product/${corporateGiftId(gift.id)}`,
      image: await islandImage(image.src, [320, 640]),
      imageAlt: image.alt,
    })),
  );
}

/** The page's content in `locale` (issue #44): the gifts' translated texts where content has them. */
export async function loadGiftingPage(locale: Locale = 'en') {
  const [copy, gifts, faqs, heroImage] = await Promise.all([
    loadPageCopy('corporate-gifting').then((copy) => inLanguage(copy, locale)),
    loadGifts(locale),
    loadFaqs('corporate-gifting', locale),
    homeSlideArtwork('/corporate-gifting', locale),
  ]);
  return { copy, gifts, diary: copy.visualDiary.images, heroImage, faqs };
}

export type GiftingPage = Awaited<ReturnType<typeof loadGiftingPage>>;
