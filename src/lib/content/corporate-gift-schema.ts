/**
 * A built-in corporate gifting item (content/corporate-gifts/*.json; storefront §3): shown in the
 * "Curated Collections" grid of /corporate-gifting and at /product/gift-{id}.
 */
import { z } from 'astro/zod';
import { artworkSchema, artworkTextSchema, rupeeTextSchema, rupeesFromText, textSchema, type ImageHelper, type WithArtwork } from './content-fields-schema.ts';
import { aliasesSchema, contentDietarySchema } from './dietary-schema.ts';
import { translationsOf } from '../i18n/translations-schema.ts';

/** Catalogue gift MRPs lie between ₹900 and ₹3,000 (storefront §9). */
export const CORPORATE_GIFT_MRP_RANGE = { min: 900, max: 3000 } as const;

/** Corporate gifts keep 30 or 60 days (storefront §9). */
export const CORPORATE_GIFT_SHELF_LIVES = ['30 Days', '60 Days'] as const;

/** The fields a corporate gift has in each language (issue #44): its subtitle, description and picture's alt. */
const translatable = { subtitle: textSchema.optional(), description: textSchema };

export const CORPORATE_GIFT_TRANSLATED = ['subtitle', 'description', 'image'] as const;

export function corporateGiftSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    /** The number in /product/gift-{id}; also the order of the grid. */
    id: z.number().int().min(1),
    name: textSchema,
    aliases: aliasesSchema,
    ...translatable,
    /** Telugu and Hindi of the subtitle, description and picture's alt (docs/i18n.md §3). */
    translations: translationsOf({ ...translatable, image: artworkTextSchema }, CORPORATE_GIFT_TRANSLATED),
    image: artworkSchema(image),
    mrp: rupeeTextSchema.refine(
      (text) => {
        const rupees = rupeesFromText(text);
        return rupees >= CORPORATE_GIFT_MRP_RANGE.min && rupees <= CORPORATE_GIFT_MRP_RANGE.max;
      },
      { error: 'Corporate gift MRPs lie between ₹900 and ₹3,000' },
    ),
    dietary: contentDietarySchema,
    shelfLife: z.enum(CORPORATE_GIFT_SHELF_LIVES, { error: 'Shelf life is "30 Days" or "60 Days"' }),
    weight: textSchema.optional(),
    /** False: "Currently unavailable" on its card and page, and it cannot be put on the enquiry list (issue #41). */
    inStock: z.boolean().default(true),
    /** False: hidden, left out of the gifting grid, the quote builder and every page of the site. */
    isActive: z.boolean().default(true),
  });
}

export type CorporateGiftEntry<Img> = WithArtwork<z.output<ReturnType<typeof corporateGiftSchema>>, 'image', Img>;
