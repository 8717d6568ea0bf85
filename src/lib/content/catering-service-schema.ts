/** A "Catering Services" tab of /catering-events (content/catering-services/*.json; 3 tabs). */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { artworkTextSchema, pictureInListFields, textSchema, type ImageHelper } from './content-fields-schema.ts';

export const CATERING_SERVICE_NAMES = ['Wedding Catering', 'Corporate Events', 'Family Celebrations'] as const;

/** What Telugu and Hindi translate (issue #44): the tab's name in words (English's stays the id), its texts and the picture's alt. */
const translated = { name: textSchema, description: textSchema, features: z.array(textSchema).min(3), image: artworkTextSchema };

export function cateringServiceSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: z.enum(CATERING_SERVICE_NAMES),
    description: textSchema,
    features: z.array(textSchema).min(3),
    ...pictureInListFields(image),
    translations: translationsOf(translated, ['name', 'description', 'features', 'image']),
  });
}
