/** A guest review on /hotels-banquet (content/guest-reviews/*.json; storefront §3, 4 fixed). */
import { z } from 'astro/zod';
import { pictureInListFields, textSchema, type ImageHelper } from './content-fields-schema.ts';

export function guestReviewSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: textSchema,
    /** What the stay or event was, e.g. "Wedding reception, Darbar Hall". */
    occasion: textSchema,
    quote: textSchema,
    ...pictureInListFields(image),
  });
}
