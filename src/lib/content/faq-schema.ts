/** A question and answer of a page FAQ (content/faqs/*.json): catering and corporate gifting. */
import { z } from 'astro/zod';
import { orderSchema, textSchema } from './content-fields-schema.ts';

export const FAQ_PAGES = ['catering-events', 'corporate-gifting'] as const;
export type FaqPage = (typeof FAQ_PAGES)[number];

export const faqSchema = z.strictObject({
  page: z.enum(FAQ_PAGES),
  question: textSchema.refine((text) => text.endsWith('?'), { error: 'A question ends with "?"' }),
  answer: textSchema,
  order: orderSchema,
});

export type FaqEntry = z.output<typeof faqSchema>;
