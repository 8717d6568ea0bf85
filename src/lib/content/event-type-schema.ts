/** A selectable event type of "Complete Event Solutions" (content/event-types/*.json; 4). */
import { z } from 'astro/zod';
import { artworkSchema, orderSchema, textSchema, type ImageHelper } from './content-fields-schema.ts';

export const EVENT_TYPE_NAMES = ['Weddings', 'Corporate Events', 'Social Gatherings', 'Cultural Events'] as const;

export function eventTypeSchema<I extends z.ZodType>(image: ImageHelper<I>) {
  return z.strictObject({
    name: z.enum(EVENT_TYPE_NAMES),
    description: textSchema,
    highlights: z.array(textSchema).min(3),
    image: artworkSchema(image),
    order: orderSchema,
  });
}

export type EventTypeEntry<Img> = Omit<z.output<ReturnType<typeof eventTypeSchema>>, 'image'> & {
  image: { src: Img; alt: string };
};
