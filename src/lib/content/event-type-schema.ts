/** A selectable event type of "Complete Event Solutions" (content/event-types/*.json; 4). */
import { z } from 'astro/zod';
import { pictureInListFields, textSchema, type ImageHelper } from './content-fields-schema.ts';

export const EVENT_TYPE_NAMES = ['Weddings', 'Corporate Events', 'Social Gatherings', 'Cultural Events'] as const;

export function eventTypeSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: z.enum(EVENT_TYPE_NAMES),
    description: textSchema,
    highlights: z.array(textSchema).min(3),
    ...pictureInListFields(image),
  });
}
