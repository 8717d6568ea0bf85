/** A guest review on /hotels-banquet (content/guest-reviews/*.json; storefront §3, 4 fixed). */
import { z } from 'astro/zod';
import { artworkSchema, orderSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';

export function guestReviewSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: textSchema,
    /** What the stay or event was, e.g. "Wedding reception, Darbar Hall". */
    occasion: textSchema,
    quote: textSchema,
    image: artworkSchema(image),
    order: orderSchema,
  });
}

export type GuestReviewEntry<Img> = Omit<z.output<ReturnType<typeof guestReviewSchema>>, 'image'> & {
  image: { src: Img; alt: string };
};
