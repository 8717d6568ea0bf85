/**
 * Headings and running text of the page sections that are not lists (content/page-copy/<page>.json,
 * one file per page, told apart by `page`): the home gift gallery, the /mithai cover, expertise and
 * "Why our mithai" sections, the catering hero, the hotels intro veil and featured products, and the
 * corporate gifting sections with the "Visual Diary".
 */
import { z } from 'astro/zod';
import { artworkSchema, artworkTextSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

const section = z.strictObject({ title: textSchema, text: textSchema });
const point = z.strictObject({ title: textSchema, text: textSchema });

/*
 * Each page's words in Telugu and Hindi (issue #44): its headings, texts, points and alt texts. They
 * merge into English's by key and position (lib/i18n/localise.ts), so product ids and pictures stay
 * English's one source.
 */
const sectionText = section.partial();
const titledText = z.strictObject({ title: textSchema, hint: textSchema }).partial();
const withPoints = sectionText.extend({ points: z.array(point.partial()).min(3) }).partial();
const PAGE_TEXT = {
  home: { giftGallery: sectionText, enquiry: sectionText },
  mithai: { cover: titledText, expertise: withPoints, whyOurMithai: withPoints, diwaliBlurb: sectionText, about: sectionText },
  'catering-events': { hero: sectionText, customQuote: sectionText },
  'hotels-banquet': { veil: titledText, signatureDelights: sectionText },
  'corporate-gifting': {
    hero: sectionText,
    curatedCollections: sectionText,
    sweetGifts: z.array(sectionText.extend({ image: artworkTextSchema.partial() })).min(2),
    mealsAndCatering: sectionText.extend({ points: z.array(textSchema).min(2) }).partial(),
    customizeGiftBox: sectionText.extend({ steps: z.array(point.partial()).min(3) }).partial(),
    catalogue: sectionText,
    visualDiary: sectionText.extend({ images: z.array(artworkTextSchema.partial()).min(4) }).partial(),
    closing: sectionText,
  },
} as const;

const pageTranslations = <P extends keyof typeof PAGE_TEXT>(page: P) => ({
  translations: translationsOf(PAGE_TEXT[page], Object.keys(PAGE_TEXT[page]) as (keyof (typeof PAGE_TEXT)[P] & string)[]),
});

export function pageCopySchema<I extends z.ZodType>(image: ImageHelper<I>) {
  const picture = artworkSchema(image);
  return z.discriminatedUnion('page', [
    z.strictObject({
      page: z.literal('home'),
      /**
       * The "Diwali gift box gallery" (links to /corporate-gifting): the ids of the gift hampers it
       * shows, each with its picture, name and price, leading to its product page (issue #16).
       */
      giftGallery: section.extend({ products: z.array(z.string().min(1)).min(3) }),
      enquiry: section,
      ...pageTranslations('home'),
    }),
    z.strictObject({
      page: z.literal('mithai'),
      /** The tap-to-reveal cover: "Unlock the Sweetness". */
      cover: z.strictObject({ title: textSchema, hint: textSchema }),
      expertise: section.extend({ points: z.array(point).min(3) }),
      /** The lazily loaded section (FEATURES G-28). */
      whyOurMithai: section.extend({ points: z.array(point).min(3) }),
      /** Shown on /diwali-product/{id}. */
      diwaliBlurb: section,
      about: section,
      ...pageTranslations('mithai'),
    }),
    z.strictObject({
      page: z.literal('catering-events'),
      hero: section,
      customQuote: section,
      ...pageTranslations('catering-events'),
    }),
    z.strictObject({
      page: z.literal('hotels-banquet'),
      /** The tap-to-reveal intro veil. */
      veil: z.strictObject({ title: textSchema, hint: textSchema }),
      signatureDelights: section,
      /** Product ids the page links to (Diwali sweets and hampers; FEATURES G-27). */
      featuredProducts: z.array(textSchema).min(1),
      ...pageTranslations('hotels-banquet'),
    }),
    z.strictObject({
      page: z.literal('corporate-gifting'),
      hero: section,
      curatedCollections: section,
      sweetGifts: z.array(section.extend({ image: picture })).min(2),
      mealsAndCatering: section.extend({ points: z.array(textSchema).min(2) }),
      customizeGiftBox: section.extend({ steps: z.array(point).min(3) }),
      catalogue: section,
      visualDiary: section.extend({ images: z.array(picture).min(4) }),
      closing: section,
      ...pageTranslations('corporate-gifting'),
    }),
  ]);
}

export type PageCopyEntry = z.output<ReturnType<typeof pageCopySchema>>;
export type PageName = PageCopyEntry['page'];
