/** A client testimonial on /catering-events (content/catering-testimonials/*.json; 3 static). */
import { z } from 'astro/zod';
import { translationsOf } from '../i18n/translations-schema.ts';
import { orderSchema, textSchema } from './content-fields-schema.ts';

const shape = {
  name: textSchema,
  /** What was catered, e.g. "Wedding, 600 guests". */
  event: textSchema,
  rating: z.number().int().min(1).max(5),
  text: textSchema,
  order: orderSchema,
};

/** Telugu and Hindi (issue #44): the quote and what was catered; the client's name stays as they wrote it. */
export const testimonialSchema = z.strictObject({ ...shape, translations: translationsOf(shape, ['text', 'event']) });

export type TestimonialEntry = z.output<typeof testimonialSchema>;
