/** A guest review on /hotels-banquet (content/guest-reviews/*.json; storefront §3, 4 fixed). */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { pictureInListFields, textSchema, type ImageHelper } from './content-fields-schema.ts';

const translated = { occasion: textSchema, quote: textSchema };

export function guestReviewSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: textSchema,
    /** What the stay or event was, e.g. "Wedding reception, Darbar Hall". */
    occasion: textSchema,
    quote: textSchema,
    ...pictureInListFields(image),
    /** Telugu and Hindi (issue #44): the review and its occasion; the guest's name stays as written. */
    translations: translationsOf(translated, ['quote', 'occasion']),
  });
}
