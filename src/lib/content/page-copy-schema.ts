/**
 * Headings and running text of the page sections that are not lists (content/page-copy/<page>.json,
 * one file per page, told apart by `page`): the home gift gallery, the /mithai cover, expertise and
 * "Why our mithai" sections, the catering hero, the hotels intro veil and featured products, and the
 * corporate gifting sections with the "Visual Diary".
 */
import { z } from 'astro/zod';
import { artworkSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';

const section = z.strictObject({ title: textSchema, text: textSchema });
const point = z.strictObject({ title: textSchema, text: textSchema });

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
    }),
    z.strictObject({
      page: z.literal('catering-events'),
      hero: section,
      customQuote: section,
    }),
    z.strictObject({
      page: z.literal('hotels-banquet'),
      /** The tap-to-reveal intro veil. */
      veil: z.strictObject({ title: textSchema, hint: textSchema }),
      signatureDelights: section,
      /** Product ids the page links to (Diwali sweets and hampers; FEATURES G-27). */
      featuredProducts: z.array(textSchema).min(1),
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
    }),
  ]);
}

export type PageCopyEntry = z.output<ReturnType<typeof pageCopySchema>>;
export type PageName = PageCopyEntry['page'];
