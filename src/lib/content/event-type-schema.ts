/** A selectable event type of "Complete Event Solutions" (content/event-types/*.json; 4). */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { artworkTextSchema, pictureInListFields, textSchema, type ImageHelper } from './content-fields-schema.ts';

export const EVENT_TYPE_NAMES = ['Weddings', 'Corporate Events', 'Social Gatherings', 'Cultural Events'] as const;

/** What Telugu and Hindi translate (issue #44): the name in words (English's stays the id), the texts and the picture's alt. */
const translated = { name: textSchema, description: textSchema, highlights: z.array(textSchema).min(3), image: artworkTextSchema };

export function eventTypeSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: z.enum(EVENT_TYPE_NAMES),
    description: textSchema,
    highlights: z.array(textSchema).min(3),
    ...pictureInListFields(image),
    translations: translationsOf(translated, ['name', 'description', 'highlights', 'image']),
  });
}
