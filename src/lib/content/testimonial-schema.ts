/** A client testimonial on /catering-events (content/catering-testimonials/*.json; 3 static). */
import { z } from 'astro/zod';
import { orderSchema, textSchema } from './content-fields-schema.ts';

export const testimonialSchema = z.strictObject({
  name: textSchema,
  /** What was catered, e.g. "Wedding, 600 guests". */
  event: textSchema,
  rating: z.number().int().min(1).max(5),
  text: textSchema,
  order: orderSchema,
});

export type TestimonialEntry = z.output<typeof testimonialSchema>;
